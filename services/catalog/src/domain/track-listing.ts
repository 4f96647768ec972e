import { notFound } from '@downbeat/platform';
import { page, type Page } from './paging';
import type { TrackFilter } from './read-model/track-index';
import { genreReference, type GenreReference, type Reference, type Track, type TrackContext } from './track';
import type { TrackViews } from './track-views';

export interface TrackQuery extends TrackFilter {
  partnerId?: string;
  limit?: number;
  offset?: number;
}

export interface TrackPage {
  tracks: Track[];
  total: number;
}

/** Tracks newest first, filtered; single tracks and tracks in bulk; the filters a listing may use. */
export class TrackListing {
  constructor(private readonly views: TrackViews) {}

  async list(query: TrackQuery): Promise<TrackPage> {
    const paging = page('tracks', query);
    const context = await this.views.context(query.partnerId ?? '');
    return this.listWhere(query, paging, context);
  }

  /** Published tracks matching `filter`, newest first. */
  listWhere(filter: TrackFilter, paging: Page, context: TrackContext): TrackPage {
    const { tracks, total } = this.views.model.tracks.select(filter, paging);
    return { tracks: tracks.map((document) => this.views.render(document, context)), total };
  }

  async get(partnerId: string, trackId: string): Promise<Track> {
    const context = await this.views.context(partnerId);
    const [track] = this.views.byIds([trackId], context);
    if (!track) throw notFound('Track was not found');
    return track;
  }

  /** In request order; unknown ids are left out and named as missing. */
  async batchGet(partnerId: string, trackIds: string[]): Promise<{ tracks: Track[]; missingTrackIds: string[] }> {
    const context = await this.views.context(partnerId);
    const tracks = this.views.byIds(trackIds, context);
    const found = new Set(tracks.map((track) => track.id));
    return { tracks, missingTrackIds: trackIds.filter((id) => !found.has(id)) };
  }

  /** Every genre (with its parent) and mood a track filter may use, by name. */
  async parameters(): Promise<{ genres: GenreReference[]; moods: Reference[] }> {
    const { genre: genres, mood: moods } = this.views.model.catalog;
    const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
      a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    return {
      genres: [...genres.values()].map((genre) => genreReference(genre, genres)).sort(byName),
      moods: [...moods.values()].map((mood) => ({ id: mood._id, name: mood.name })).sort(byName),
    };
  }
}
