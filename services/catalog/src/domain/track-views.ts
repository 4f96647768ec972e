import type { FreeTier, FreeTierSource } from './free-tier';
import type { CatalogReadModel } from './read-model/read-model';
import { toTrack, type Track, type TrackContext } from './track';

/**
 * Renders published tracks as one partner sees them: mood and genre names, and the premium flag
 * from the partner's free tier. Every track-returning operation goes through here.
 */
export class TrackViews {
  constructor(
    readonly model: CatalogReadModel,
    private readonly freeTierSource: FreeTierSource,
  ) {}

  async context(partnerId: string): Promise<TrackContext & { freeTier: FreeTier }> {
    const chosen = await this.freeTierSource.chosenCollectionIds(partnerId);
    const freeTier = this.model.freeTier(chosen);
    const { mood, genre } = this.model.catalog;
    return { moods: mood, genres: genre, freeTierTrackIds: freeTier.trackIds, freeTier };
  }

  /** Published tracks by id, in the order of `ids`; unknown or unpublished ids are left out. */
  byIds(ids: string[], context: TrackContext): Track[] {
    const tracks = this.model.catalog.track;
    return ids.flatMap((id) => {
      const document = tracks.get(id);
      return document ? [toTrack(document, context)] : [];
    });
  }
}
