/**
 * The two spaces similarity searches: `tracks` (one vector per published track, with its genres and
 * moods) and `sections` (one per bar-aligned section of each track). Ids: the track id, and
 * `<track id>@<start ms>` for sections. A track that leaves the catalog leaves both.
 */
import type { Section } from './bar-grid';
import { invalidArgument, type CompactedSpace, type VectorIndex } from '@downbeat/platform';
import { sectionDimensions, trackDimensions } from './sound-vectors';

export const TRACKS_SPACE = 'tracks';
export const SECTIONS_SPACE = 'sections';
export const SOUND_SPACES: readonly string[] = [TRACKS_SPACE, SECTIONS_SPACE];

export interface TrackHit {
  trackId: string;
  score: number;
}

export interface SectionHit {
  trackId: string;
  /** Seconds. */
  start: number;
  end: number;
  score: number;
}

/** How long a count of the tracks space is reused: it only bounds `total`, and costs a round trip. */
const TRACK_COUNT_MS = 5_000;

export class SoundIndex {
  private counted: { tracks: Promise<number>; at: number } | undefined;
  /** Compactions under way, by space: a second request for one waits for it instead of merging again. */
  private readonly compacting = new Map<string, Promise<CompactedSpace>>();

  constructor(private readonly vectors: VectorIndex) {}

  async ensureSpaces(shape: { embeddingSize: number; tagCount: number }): Promise<void> {
    await this.vectors.ensureSpace(TRACKS_SPACE, {
      dimensions: trackDimensions(shape.embeddingSize, shape.tagCount),
      similarity: 'cosine',
      fields: { trackId: 'keyword', genreIds: 'keyword', moodIds: 'keyword' },
    });
    await this.vectors.ensureSpace(SECTIONS_SPACE, {
      dimensions: sectionDimensions(shape.embeddingSize),
      similarity: 'cosine',
      fields: { trackId: 'keyword', startMs: 'integer', endMs: 'integer' },
    });
  }

  /** Replaces everything indexed of a track. */
  async putTrack(
    track: { trackId: string; genreIds: string[]; moodIds: string[] },
    vector: Float32Array,
    sections: Array<{ section: Section; vector: Float32Array }>,
  ): Promise<void> {
    await this.vectors.removeWhere(SECTIONS_SPACE, { must: { trackId: track.trackId } });
    await this.vectors.upsert(
      SECTIONS_SPACE,
      sections.map(({ section, vector: sectionVector }) => {
        const startMs = Math.round(section.start * 1000);
        return {
          id: `${track.trackId}@${startMs}`,
          vector: sectionVector,
          fields: { trackId: track.trackId, startMs, endMs: Math.round(section.end * 1000) },
        };
      }),
    );
    await this.vectors.upsert(TRACKS_SPACE, [
      {
        id: track.trackId,
        vector,
        fields: { trackId: track.trackId, genreIds: track.genreIds, moodIds: track.moodIds },
      },
    ]);
  }

  async dropTrack(trackId: string): Promise<void> {
    await this.vectors.removeWhere(TRACKS_SPACE, { must: { trackId } });
    await this.vectors.removeWhere(SECTIONS_SPACE, { must: { trackId } });
  }

  /**
   * The spaces (both unless named) merged into their fastest shape to search, one after the other —
   * after a bulk description, or when an operator asks. A space already being compacted (by the
   * pipeline or another request) is waited for, not merged twice. `invalid-argument` naming `spaces`
   * for a space that is not one of similarity's.
   */
  async compact(spaces: readonly string[] = SOUND_SPACES): Promise<Record<string, CompactedSpace>> {
    const unknown = spaces.filter((space) => !SOUND_SPACES.includes(space));
    if (unknown.length > 0)
      throw invalidArgument(`Unknown vector space: ${unknown.join(', ')}`, [
        { key: 'spaces', messages: [`must be ${SOUND_SPACES.join(' or ')}`] },
      ]);
    const compacted: Record<string, CompactedSpace> = {};
    for (const space of new Set(spaces)) compacted[space] = await this.compactSpace(space);
    return compacted;
  }

  private compactSpace(space: string): Promise<CompactedSpace> {
    const running = this.compacting.get(space);
    if (running) return running;
    const work = this.vectors.compact(space).finally(() => this.compacting.delete(space));
    this.compacting.set(space, work);
    return work;
  }

  async trackVector(trackId: string): Promise<Float32Array | undefined> {
    const [found] = await this.vectors.get(TRACKS_SPACE, [trackId]);
    return found ? Float32Array.from(found.vector) : undefined;
  }

  /** The track vectors of these tracks, by id (tracks not indexed are absent), in one read. */
  async trackVectors(trackIds: readonly string[]): Promise<Map<string, Float32Array>> {
    if (trackIds.length === 0) return new Map();
    const found = await this.vectors.get(TRACKS_SPACE, [...new Set(trackIds)]);
    return new Map(found.map((document) => [document.id, Float32Array.from(document.vector)]));
  }

  /** Indexed tracks, as counted at most TRACK_COUNT_MS ago (a failed count is not kept). */
  trackCount(): Promise<number> {
    const now = Date.now();
    if (this.counted && now - this.counted.at < TRACK_COUNT_MS) return this.counted.tracks;
    const tracks = this.vectors.count(TRACKS_SPACE);
    this.counted = { tracks, at: now };
    tracks.catch(() => {
      if (this.counted?.tracks === tracks) this.counted = undefined;
    });
    return tracks;
  }

  /**
   * The k nearest tracks but one. Asked with the track's own vector, the track is its own nearest
   * neighbour: one more is asked for without a filter and the track dropped, because a filter that
   * leaves out one id makes Lucene mark every other document of the space before it searches (a
   * third of the search at 100,000 tracks; the same 50 answered). Ids and scores only.
   */
  async nearestTracks(vector: Float32Array, k: number, excluding: string): Promise<TrackHit[]> {
    const hits = await this.vectors.nearest(TRACKS_SPACE, { vector, k: k + 1, withFields: false });
    return hits
      .filter((hit) => hit.id !== excluding)
      .slice(0, k)
      .map((hit) => ({ trackId: hit.id, score: hit.score }));
  }

  async nearestSections(vector: Float32Array, k: number, excluding?: string): Promise<SectionHit[]> {
    const hits = await this.vectors.nearest(SECTIONS_SPACE, {
      vector,
      k,
      ...(excluding ? { filter: { mustNot: { trackId: excluding } } } : {}),
    });
    return hits.map((hit) => ({
      trackId: String(hit.fields.trackId),
      start: Number(hit.fields.startMs) / 1000,
      end: Number(hit.fields.endMs) / 1000,
      score: hit.score,
    }));
  }
}
