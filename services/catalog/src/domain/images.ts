import {
  coverDesign,
  coverImageId,
  IMAGE_SIZES,
  imageKeys,
  parseImageKey,
  type CoverSubjectKind,
  type ImageSizeKey,
  waveformPath,
} from '@downbeat/contracts';
import type {
  CollectionDocument,
  GenreDocument,
  ImageSet,
  MoodDocument,
  SoundEffectCategoryDocument,
  SoundEffectCollectionDocument,
  SoundEffectDocument,
  TrackDocument,
} from './documents';

/**
 * The images partners see: absolute URLs on the media edge (IMAGES_PUBLIC_URL), made here and
 * nowhere else. An entity shows the images made from its own picture; one without (the spec's
 * "default image", for collections too) shows its generated cover art, whose design follows from
 * the entity: its kind, its id, and the names of what it sounds like (genres, moods, categories).
 * The edge draws a design the first time it is asked for, so nothing has to be made in advance.
 * Stored values that are no image key (paths of catalogs imported before images existed) are
 * ignored, so such entities show their cover art too.
 */
export class ImageAddresses {
  private readonly base: string;

  /** `publicUrl`: where partners reach media's edge, e.g. `https://media.example.com`. */
  constructor(publicUrl: string) {
    this.base = publicUrl.replace(/\/+$/, '');
  }

  /** The track's waveform on the same edge (media serves it from the track's analysis). */
  waveform(trackId: string): string {
    return `${this.base}${waveformPath(trackId)}`;
  }

  /** A sound-effect collection's: its own picture, else cover art designed as a collection's. */
  soundEffectCollection(collection: SoundEffectCollectionDocument): ImageSet {
    return this.of('collection', collection._id, collection.images, () => [collection.name]);
  }

  track(track: TrackDocument, genres: Map<string, GenreDocument>, moods: Map<string, MoodDocument>): ImageSet {
    return this.of('track', track._id, track.images, () => [
      ...track.genreIds.flatMap((id) => withParent(genres.get(id), genres)),
      ...track.moodIds.flatMap((id) => moods.get(id)?.name ?? []),
    ]);
  }

  genre(genre: GenreDocument, genres: Map<string, GenreDocument>): ImageSet {
    return this.of('genre', genre._id, genre.images, () => withParent(genre, genres));
  }

  mood(mood: MoodDocument): ImageSet {
    return this.of('mood', mood._id, mood.images, () => [mood.name]);
  }

  collection(collection: CollectionDocument): ImageSet {
    return this.of('collection', collection._id, collection.images, () => [collection.name]);
  }

  soundEffect(effect: SoundEffectDocument, categories: Map<string, SoundEffectCategoryDocument>): ImageSet {
    return this.of('soundEffect', effect._id, effect.images, () => [
      ...effect.categoryIds.flatMap((id) => withParent(categories.get(id), categories)),
      effect.title,
    ]);
  }

  category(category: SoundEffectCategoryDocument, categories: Map<string, SoundEffectCategoryDocument>): ImageSet {
    return this.of('soundEffectCategory', category._id, category.images, () => withParent(category, categories));
  }

  private of(kind: CoverSubjectKind, id: string, stored: ImageSet, themes: () => string[]): ImageSet {
    const own = Object.entries(stored).filter(
      ([size, key]) => parseImageKey(key)?.width === IMAGE_SIZES[size as ImageSizeKey],
    );
    const keys =
      own.length > 0 ? own : Object.entries(imageKeys(coverImageId(coverDesign({ kind, id, themes: themes() }))));
    return Object.fromEntries(keys.map(([size, key]) => [size, `${this.base}/${key}`]));
  }
}

/** A genre's or category's name, then its parent's: a child's own word is the more telling one. */
function withParent<T extends { name: string; parentId?: string }>(
  entity: T | undefined,
  all: Map<string, T>,
): string[] {
  if (!entity) return [];
  const parent = entity.parentId ? all.get(entity.parentId) : undefined;
  return parent ? [entity.name, parent.name] : [entity.name];
}
