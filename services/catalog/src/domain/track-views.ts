import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type GenreDocument, type MoodDocument, type TrackDocument } from './documents';
import type { FreeTier, FreeTiers } from './free-tier';
import { toTrack, type Track, type TrackContext } from './track';

export const PUBLISHED = { status: 'published' } as const;

/**
 * Renders stored tracks as one partner sees them: mood and genre names, and the premium flag from
 * the partner's free tier. Every track-returning operation goes through here.
 */
export class TrackViews {
  constructor(
    private readonly store: DocumentStore,
    private readonly freeTiers: FreeTiers,
  ) {}

  get tracks() {
    return this.store.collection<TrackDocument>(COLLECTIONS.tracks);
  }

  async context(partnerId: string): Promise<TrackContext & { freeTier: FreeTier }> {
    const [moods, genres, freeTier] = await Promise.all([
      this.store.collection<MoodDocument>(COLLECTIONS.moods).find({}),
      this.store.collection<GenreDocument>(COLLECTIONS.genres).find({}),
      this.freeTiers.of(partnerId),
    ]);
    return {
      moods: new Map(moods.map((mood) => [mood._id, mood])),
      genres: new Map(genres.map((genre) => [genre._id, genre])),
      freeTierTrackIds: freeTier.trackIds,
      freeTier,
    };
  }

  /** Published tracks by id, in the order of `ids`; unknown or unpublished ids are left out. */
  async byIds(ids: string[], context: TrackContext): Promise<Track[]> {
    if (ids.length === 0) return [];
    const found = await this.tracks.find({ ...PUBLISHED, _id: { $in: ids } });
    const byId = new Map(found.map((document) => [document._id, document]));
    return ids.flatMap((id) => {
      const document = byId.get(id);
      return document ? [toTrack(document, context)] : [];
    });
  }

  /** Of `ids`, those of published tracks, order kept. */
  async publishedIds(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.tracks.find({ ...PUBLISHED, _id: { $in: ids } }, { projection: { _id: 1 } });
    const published = new Set(found.map((document) => document._id));
    return ids.filter((id) => published.has(id));
  }
}

/** A parent genre stands for itself and its children. */
export function withChildGenres(genreIds: string[], genres: Iterable<GenreDocument>): string[] {
  const wanted = new Set(genreIds);
  for (const genre of genres) if (genre.parentId && wanted.has(genre.parentId)) wanted.add(genre._id);
  return [...wanted];
}
