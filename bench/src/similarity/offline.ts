/**
 * The same searches, replayed outside the service on the features it stored (its SQLite document
 * store, read after the system stopped) with the service's own domain code — for the baselines
 * (no re-rank, DSP features only, musicnn only) and for tuning the weights on the tuning split.
 * The index here is exact (the embedded index is exact at this size too).
 */
import path from 'node:path';
import { SqliteDocumentStore } from '@downbeat/platform';
import {
  alignmentCurve,
  ALIGNMENT_SETTINGS,
  ALIGNMENT_WIDTH,
  alignmentFrames,
  type AlignmentSettings,
  placeOnCurve,
} from '@downbeat/similarity/dist/domain/alignment';
import { downbeatsOf, sectionsOf, type Section } from '@downbeat/similarity/dist/domain/bar-grid';
import type { MoodPoint } from '@downbeat/similarity/dist/domain/mood-space';
import { type AlignmentTarget, type StoredFeatures, trackKey, uploadKey } from '@downbeat/similarity/dist/domain/ports';
import {
  bestPerTrack,
  rankAlignedSections,
  SECTION_SEARCH,
  type SectionSearch,
} from '@downbeat/similarity/dist/domain/similar-sections';
import {
  rankByStyle,
  STYLE_RANKING,
  type StyleRanking,
  type StyleVectors,
} from '@downbeat/similarity/dist/domain/section-style';
import type { SectionHit } from '@downbeat/similarity/dist/domain/sound-index';
import {
  type BlockCentres,
  frameRange,
  sectionBlocks,
  trackBlocks,
  SECTION_BLOCKS,
  TRACK_BLOCKS,
  type SectionBlocks,
  sectionVector,
  type TrackBlocks,
  trackVector,
  weightedVector,
} from '@downbeat/similarity/dist/domain/sound-vectors';
import { SECTION_CENTRES, TRACK_CENTRES } from '@downbeat/similarity/dist/domain/vector-centres';
import { FeatureRecords } from '@downbeat/similarity/dist/store/feature-archive';
import { TrackProfileRecords } from '@downbeat/similarity/dist/store/track-profiles';
import type { SectionAnswer, TrackAnswer } from './scoring';
import { EXCERPT_SECONDS } from './section-query';
import type { Excerpt } from './through-api';

export interface OfflineTrack {
  name: string;
  stored: StoredFeatures;
  target: AlignmentTarget;
  sections: Section[];
  mood?: MoodPoint;
}

export interface OfflineExcerpt {
  excerpt: Excerpt;
  stored: StoredFeatures;
}

export interface OfflineData {
  tracks: OfflineTrack[];
  excerpts: OfflineExcerpt[];
}

/** Reads what similarity stored of every bench track and excerpt upload. */
export async function loadOffline(
  dataDir: string,
  ids: Map<string, string>,
  excerpts: Excerpt[],
): Promise<OfflineData> {
  const store = new SqliteDocumentStore({ file: path.join(dataDir, 'documents', 'similarity.sqlite') });
  await store.start();
  try {
    const archive = new FeatureRecords(store);
    const moods = new Map((await new TrackProfileRecords(store).moodMap()).map((entry) => [entry._id, entry.mood]));
    const targets = new Map(
      (await archive.alignmentTargets([...ids.values()].map(trackKey))).map((target) => [target.id, target]),
    );
    const tracks: OfflineTrack[] = [];
    for (const [name, id] of ids) {
      const stored = await archive.load(trackKey(id));
      const target = targets.get(trackKey(id));
      if (!stored || !target) continue;
      const mood = moods.get(id);
      tracks.push({
        name,
        stored,
        target,
        sections: sectionsOf(stored.beats, stored.features.duration),
        ...(mood ? { mood } : {}),
      });
    }
    const described: OfflineExcerpt[] = [];
    for (const excerpt of excerpts) {
      const stored = excerpt.uploadId ? await archive.load(uploadKey(excerpt.uploadId)) : null;
      if (stored) described.push({ excerpt, stored });
    }
    return { tracks, excerpts: described };
  } finally {
    await store.stop();
  }
}

export interface SectionSetup {
  blocks: SectionBlocks;
  centres?: BlockCentres;
  search: SectionSearch;
  /** false: the index's candidates as they come, each at its best indexed section (no frame alignment). */
  rerank: boolean;
  /** How close rival places are measured again (the service's ALIGNMENT_SETTINGS unless given). */
  alignment?: AlignmentSettings;
  /** How the answers after the first are ranked by whole-track style (the service's STYLE_RANKING.upload unless given). */
  style?: StyleRanking;
}

/** Similar sections of every excerpt, as the service would answer them with this setup. */
export class SectionReplay {
  /** Each excerpt's agreement curve along each target: a placement or detail setting only re-reads it. */
  private readonly curves = new Map<string, Float64Array | null>();
  /** The last index made (a grid visits one weighting at a time) and the hits of every weighting. */
  private lastIndex?: { key: string; vectors: Float32Array[]; hits: Omit<SectionHit, 'score'>[] };
  private readonly hits = new Map<string, SectionHit[]>();
  /** Each indexed section's blocks, made once: a weighting only joins them. */
  private parts?: Array<{ hit: Omit<SectionHit, 'score'>; blocks: ReturnType<typeof sectionBlocks> }>;
  private readonly references = new Map<string, Float32Array>();
  private readonly referenceStyles = new Map<string, Float32Array>();
  private readonly trackVectors = new Map<string, Float32Array>();

  constructor(private readonly data: OfflineData) {}

  answers(setup: SectionSetup, excerpts = this.data.excerpts): SectionAnswer[] {
    const key = JSON.stringify([
      setup.blocks,
      setup.centres ? centresId(setup.centres) : 0,
      setup.search.candidateSections,
    ]);
    const byName = new Map(this.data.tracks.map((track) => [track.name, track]));
    return excerpts.map(({ excerpt, stored }) => {
      const range = { start: 0, end: Math.min(EXCERPT_SECONDS, stored.features.duration) };
      const hitsKey = `${key}\u0000${excerpt.file}`;
      let hits = this.hits.get(hitsKey);
      if (!hits) {
        const query = sectionVector(stored.features, range, setup.blocks, setup.centres ?? {});
        hits = nearest(this.index(key, setup.blocks, setup.centres), query, setup.search.candidateSections);
        this.hits.set(hitsKey, hits);
      }
      const candidates = bestPerTrack(hits).slice(0, setup.search.candidateTracks);
      if (!setup.rerank)
        return {
          source: excerpt.source,
          offset: excerpt.offset,
          ranked: candidates.map((hit) => ({ piece: hit.trackId, start: hit.start })),
        };
      const targets = candidates.map((hit) => byName.get(hit.trackId)!.target);
      const aligned = candidates.map((hit) => ({
        id: trackKey(hit.trackId),
        ...this.aligned(excerpt, stored, hit.trackId, setup.alignment ?? ALIGNMENT_SETTINGS),
      }));
      const byPlace = rankAlignedSections({
        candidates: candidates.map((hit) => ({ ...hit })),
        aligned,
        targets: targets.map((target, i) => ({ ...target, id: trackKey(candidates[i]!.trackId) })),
        range,
        referenceDownbeats: downbeatsOf(stored.beats),
        ranking: setup.search.ranking,
      });
      const ranked = rankByStyle(
        byPlace,
        this.styleVectors(excerpt, stored, candidates),
        setup.style ?? STYLE_RANKING.upload,
      );
      return {
        source: excerpt.source,
        offset: excerpt.offset,
        ranked: ranked.map((section) => ({ piece: section.trackId, start: section.startMs / 1000 })),
      };
    });
  }

  /** Every indexed section of every track, as vectors of these weights (ids are piece names). */
  private index(key: string, blocks: SectionBlocks, centres: BlockCentres = {}) {
    if (this.lastIndex?.key !== key) {
      this.parts ??= this.data.tracks.flatMap((track) =>
        track.sections.map((section) => ({
          hit: { trackId: track.name, start: section.start, end: section.end },
          blocks: sectionBlocks(track.stored.features, section),
        })),
      );
      this.lastIndex = {
        key,
        vectors: this.parts.map((part) => weightedVector(part.blocks, blocks, centres)),
        hits: this.parts.map((part) => part.hit),
      };
    }
    return this.lastIndex;
  }

  /** The reference's own style (the whole upload) and the candidates' track vectors, as the service has them. */
  private styleVectors(excerpt: Excerpt, stored: StoredFeatures, candidates: SectionHit[]): StyleVectors {
    let reference = this.referenceStyles.get(excerpt.file);
    if (!reference) this.referenceStyles.set(excerpt.file, (reference = trackVector(stored.features)));
    const tracks = new Map<string, Float32Array>();
    for (const hit of candidates) {
      let vector = this.trackVectors.get(hit.trackId);
      if (!vector) {
        vector = trackVector(this.data.tracks.find((track) => track.name === hit.trackId)!.stored.features);
        this.trackVectors.set(hit.trackId, vector);
      }
      tracks.set(hit.trackId, vector);
    }
    return { reference, tracks };
  }

  private aligned(excerpt: Excerpt, stored: StoredFeatures, name: string, settings: AlignmentSettings) {
    const reference = this.reference(excerpt, stored);
    const target = this.data.tracks.find((track) => track.name === name)!.target;
    const m = reference.length / ALIGNMENT_WIDTH;
    const n = target.frames.length / ALIGNMENT_WIDTH;
    // As align() does: a target shorter than the reference is met over the frames they share.
    const shared = n < m ? reference.subarray(0, n * ALIGNMENT_WIDTH) : reference;
    const key = `${excerpt.file}\u0000${name}`;
    let curve = this.curves.get(key);
    if (curve === undefined) {
      curve = m === 0 || n === 0 ? null : alignmentCurve(shared, target.frames);
      this.curves.set(key, curve);
    }
    if (!curve) return { offset: 0, agreement: m === 0 || n === 0 ? -1 : 0 };
    return placeOnCurve(shared, target.frames, curve, settings);
  }

  private reference(excerpt: Excerpt, stored: StoredFeatures): Float32Array {
    let reference = this.references.get(excerpt.file);
    if (!reference) {
      const [from, to] = frameRange(stored.features, {
        start: 0,
        end: Math.min(EXCERPT_SECONDS, stored.features.duration),
      });
      reference = alignmentFrames(stored.features, from, to);
      this.references.set(excerpt.file, reference);
    }
    return reference;
  }
}

function nearest(
  index: { vectors: Float32Array[]; hits: Omit<SectionHit, 'score'>[] },
  query: Float32Array,
  k: number,
) {
  const scored = index.vectors.map((vector, i) => ({ ...index.hits[i]!, score: dot(vector, query) }));
  return scored.sort((a, b) => b.score - a.score).slice(0, k);
}

/** Similar tracks of every track (the five nearest others), with these weights. */
const trackParts = new WeakMap<OfflineTrack, ReturnType<typeof trackBlocks>>();

export function trackAnswers(data: OfflineData, blocks: TrackBlocks, centres: BlockCentres = {}): TrackAnswer[] {
  const vectors = data.tracks.map((track) => {
    let parts = trackParts.get(track);
    if (!parts) trackParts.set(track, (parts = trackBlocks(track.stored.features)));
    return weightedVector(parts, blocks, centres);
  });
  return data.tracks.map((track, i) => {
    const ranked = data.tracks
      .map((other, j) => ({ name: other.name, score: i === j ? -Infinity : dot(vectors[i]!, vectors[j]!) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 5)
      .map((hit) => hit.name);
    return { source: track.name, ranked };
  });
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
};

/** The service's setup as built. */
export const SERVICE_SECTIONS: SectionSetup = {
  blocks: { ...SECTION_BLOCKS },
  centres: SECTION_CENTRES,
  search: SECTION_SEARCH,
  rerank: true,
};
export const SERVICE_TRACKS: TrackBlocks = { ...TRACK_BLOCKS };
export const SERVICE_TRACK_CENTRES: BlockCentres = TRACK_CENTRES;

const centreIds = new WeakMap<BlockCentres, number>();
let centresCount = 0;
/** One number per centres object, for cache keys. */
function centresId(centres: BlockCentres): number {
  if (!centreIds.has(centres)) centreIds.set(centres, (centresCount += 1));
  return centreIds.get(centres)!;
}

/** Mean of each block over the sections (or whole tracks) of these tracks: the centres to subtract. */
export function blockCentres(tracks: OfflineTrack[], of: 'sections' | 'tracks'): Record<string, number[]> {
  const sums: Record<string, number[]> = {};
  let count = 0;
  const add = (blocks: Record<string, Float32Array>) => {
    for (const [name, block] of Object.entries(blocks)) {
      const sum = (sums[name] ??= new Array<number>(block.length).fill(0));
      block.forEach((value, i) => (sum[i]! += value));
    }
    count += 1;
  };
  for (const track of tracks) {
    if (of === 'tracks') add(trackBlocks(track.stored.features));
    else for (const section of track.sections) add(sectionBlocks(track.stored.features, section));
  }
  return Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, sum.map((value) => value / count)]));
}
