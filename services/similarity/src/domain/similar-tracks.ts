/**
 * Similar tracks: the nearest tracks to this one in the tracks space (what the whole track sounds
 * like: learned embedding, tags, timbre, harmony), best first, the track itself left out.
 */
import { notFound, unavailable } from '@downbeat/platform';
import type { TrackProfiles } from './ports';
import type { SoundIndex } from './sound-index';

/** How deep the ranking goes: pages beyond it are empty. */
export const SIMILAR_TRACKS_DEPTH = 200;

export interface Page {
  offset: number;
  limit: number;
}

export interface RankedTracks {
  trackIds: string[];
  total: number;
}

export class SimilarTracks {
  constructor(
    private readonly tracks: TrackProfiles,
    private readonly index: SoundIndex,
  ) {}

  async find(trackId: string, page: Page): Promise<RankedTracks> {
    // The index holds exactly the published, described tracks: one read answers the common case.
    const vector = await this.index.trackVector(trackId);
    if (!vector) return this.notIndexed(trackId);
    const depth = Math.min(SIMILAR_TRACKS_DEPTH, page.offset + page.limit);
    const hits = page.offset >= depth ? [] : await this.index.nearestTracks(vector, depth, trackId);
    const total =
      hits.length < depth ? hits.length : Math.min(SIMILAR_TRACKS_DEPTH, (await this.index.trackCount()) - 1);
    return { trackIds: hits.slice(page.offset, page.offset + page.limit).map((hit) => hit.trackId), total };
  }

  /** Unknown or unpublished: 404; its audio could not be described: no similar tracks; otherwise not yet. */
  private async notIndexed(trackId: string): Promise<RankedTracks> {
    const profile = await this.tracks.get(trackId);
    if (!profile?.published) throw notFound('Track was not found');
    if (profile.work.state === 'failed') return { trackIds: [], total: 0 };
    throw unavailable('The similar tracks of this track are still being computed; try again shortly');
  }
}
