/**
 * The two spaces similarity searches: `tracks` (one vector per published track, with its genres and
 * moods) and `sections` (one per bar-aligned section of each track). Ids: the track id, and
 * `<track id>@<start ms>` for sections. A track that leaves the catalog leaves both.
 */
import type { Section } from './bar-grid';
import type { VectorIndex } from '@downbeat/platform';
import { sectionDimensions, trackDimensions } from './sound-vectors';

export const TRACKS_SPACE = 'tracks';
export const SECTIONS_SPACE = 'sections';

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

export class SoundIndex {
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

  async trackVector(trackId: string): Promise<Float32Array | undefined> {
    const [found] = await this.vectors.get(TRACKS_SPACE, [trackId]);
    return found ? Float32Array.from(found.vector) : undefined;
  }

  trackCount(): Promise<number> {
    return this.vectors.count(TRACKS_SPACE);
  }

  async nearestTracks(vector: Float32Array, k: number, excluding: string): Promise<TrackHit[]> {
    const hits = await this.vectors.nearest(TRACKS_SPACE, { vector, k, filter: { mustNot: { trackId: excluding } } });
    return hits.map((hit) => ({ trackId: hit.id, score: hit.score }));
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
