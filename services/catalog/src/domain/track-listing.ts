import { notFound, type Filter } from '@downbeat/platform';
import type { GenreDocument } from './documents';
import { page, type Page } from './paging';
import { genreReference, toTrack, type TrackContext, type GenreReference, type Reference, type Track } from './track';
import { PUBLISHED, withChildGenres, type TrackViews } from './track-views';

export interface TrackQuery {
  partnerId?: string;
  limit?: number;
  offset?: number;
  genreIds?: string[];
  moodIds?: string[];
  bpmMin?: number;
  bpmMax?: number;
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
    return this.listWhere(trackFilter(query, context.genres.values()), paging, context);
  }

  /** Published tracks matching `filter`, newest first. */
  async listWhere(filter: Filter, paging: Page, context: TrackContext): Promise<TrackPage> {
    const where = { ...filter, ...PUBLISHED };
    const [documents, total] = await Promise.all([
      this.views.tracks.find(where, { sort: { added: -1, _id: 1 }, skip: paging.offset, limit: paging.limit }),
      this.views.tracks.count(where),
    ]);
    return { tracks: documents.map((document) => toTrack(document, context)), total };
  }

  async get(partnerId: string, trackId: string): Promise<Track> {
    const context = await this.views.context(partnerId);
    const [track] = await this.views.byIds([trackId], context);
    if (!track) throw notFound('Track was not found');
    return track;
  }

  /** In request order; unknown ids are left out and named as missing. */
  async batchGet(partnerId: string, trackIds: string[]): Promise<{ tracks: Track[]; missingTrackIds: string[] }> {
    const context = await this.views.context(partnerId);
    const tracks = await this.views.byIds(trackIds, context);
    const found = new Set(tracks.map((track) => track.id));
    return { tracks, missingTrackIds: trackIds.filter((id) => !found.has(id)) };
  }

  /** Every genre (with its parent) and mood a track filter may use, by name. */
  async parameters(): Promise<{ genres: GenreReference[]; moods: Reference[] }> {
    const context = await this.views.context('');
    const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
      a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
    return {
      genres: [...context.genres.values()].map((genre) => genreReference(genre, context.genres)).sort(byName),
      moods: [...context.moods.values()].map((mood) => ({ id: mood._id, name: mood.name })).sort(byName),
    };
  }
}

/** Any of the genres (a parent matches its children), any of the moods, BPM inclusive. */
export function trackFilter(query: TrackQuery, genres: Iterable<GenreDocument>): Filter {
  const filter: Filter = {};
  if (query.genreIds?.length) filter.genreIds = { $in: withChildGenres(query.genreIds, genres) };
  if (query.moodIds?.length) filter.moodIds = { $in: query.moodIds };
  if (query.bpmMin !== undefined || query.bpmMax !== undefined) {
    filter.bpm = {
      ...(query.bpmMin !== undefined ? { $gte: query.bpmMin } : {}),
      ...(query.bpmMax !== undefined ? { $lte: query.bpmMax } : {}),
    };
  }
  return filter;
}
