import type { TrackDocument } from './documents';
import { isPreviewOnly } from './entitlement';
import type { FreeTier } from './free-tier';
import type { FreeTierSource } from './ports';
import type { ImageAddresses } from './images';
import type { CatalogReadModel } from './read-model/read-model';
import { toTrack, type Track, type TrackContext } from './track';

/** A document's two possible renderings (in or out of the partner's free tier) at one read-model version. */
interface Renderings {
  version: number;
  moods: TrackContext['moods'];
  genres: TrackContext['genres'];
  free?: Track;
  previewOnly?: Track;
}

/**
 * Renders published tracks as one partner sees them: mood and genre names, image URLs, and the
 * premium flag from the partner's free tier. Every track-returning operation goes through here.
 *
 * A rendering depends only on the document, the mood and genre names and one flag, so each is
 * made once per read-model version and shared (frozen) by every partner and request: the hot
 * listings then allocate nothing per track, and the transport can cache its encoding per object.
 */
export class TrackViews {
  private readonly renderings = new WeakMap<TrackDocument, Renderings>();

  constructor(
    readonly model: CatalogReadModel,
    private readonly freeTierSource: FreeTierSource,
    readonly images: ImageAddresses,
  ) {}

  async context(partnerId: string): Promise<TrackContext & { freeTier: FreeTier }> {
    const chosen = await this.freeTierSource.chosenCollectionIds(partnerId);
    const freeTier = this.model.freeTier(chosen);
    const { mood, genre } = this.model.catalog;
    return { moods: mood, genres: genre, freeTierTrackIds: freeTier.trackIds, freeTier };
  }

  /** The track as the partner of `context` sees it; the same object until the read model changes. */
  render(document: TrackDocument, context: TrackContext): Track {
    const version = this.model.version;
    let entry = this.renderings.get(document);
    if (!entry || entry.version !== version || entry.moods !== context.moods || entry.genres !== context.genres) {
      entry = { version, moods: context.moods, genres: context.genres };
      this.renderings.set(document, entry);
    }
    if (isPreviewOnly(document._id, context.freeTierTrackIds))
      return (entry.previewOnly ??= Object.freeze(toTrack(document, context, this.images, true)));
    return (entry.free ??= Object.freeze(toTrack(document, context, this.images, false)));
  }

  /** Published tracks by id, in the order of `ids`; unknown or unpublished ids are left out. */
  byIds(ids: string[], context: TrackContext): Track[] {
    const tracks = this.model.catalog.track;
    return ids.flatMap((id) => {
      const document = tracks.get(id);
      return document ? [this.render(document, context)] : [];
    });
  }
}
