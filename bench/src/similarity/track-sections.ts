/**
 * Similar sections asked of a *catalog track* (`GET /v0/tracks/{id}/similar-sections`), replayed
 * outside the service on the features it stored, with its own domain code. The reference is ten
 * seconds of a bench track from the downbeat nearest a fixed fraction of it; the track itself is
 * excluded (as the service excludes it), so every answer is another track and the measure is whether
 * they are of the same kind: same genre among the first two, and the share of the first five.
 */
import {
  alignmentCurve,
  ALIGNMENT_SETTINGS,
  ALIGNMENT_WIDTH,
  alignmentFrames,
  placeOnCurve,
} from '@downbeat/similarity/dist/domain/alignment';
import { downbeatsOf } from '@downbeat/similarity/dist/domain/bar-grid';
import { trackKey } from '@downbeat/similarity/dist/domain/ports';
import { rankByStyle, STYLE_RANKING, type StyleRanking } from '@downbeat/similarity/dist/domain/section-style';
import {
  bestPerTrack,
  type FoundSection,
  rankAlignedSections,
} from '@downbeat/similarity/dist/domain/similar-sections';
import {
  frameRange,
  sectionBlocks,
  sectionVector,
  trackVector,
  weightedVector,
} from '@downbeat/similarity/dist/domain/sound-vectors';
import type { BenchPiece } from './catalog';
import { type OfflineData, type OfflineTrack, type SectionSetup, SERVICE_SECTIONS } from './offline';
import { progress } from '../system';
import { family, type Grouped, grouped } from './scoring';
import { EXCERPT_SECONDS, REFERENCE_FRACTION, referenceStart, type TrackSectionAnswer } from './section-query';
import { styleSettings } from './tuning';

/** A catalog track's reference section (seconds), from `start` when given (the one asked of the API). */
export function referenceSection(track: OfflineTrack, start?: number): { start: number; end: number } {
  const duration = track.stored.features.duration;
  const from = start ?? referenceStart(downbeatsOf(track.stored.beats), duration);
  return { start: from, end: Math.min(duration, from + EXCERPT_SECONDS) };
}

export interface TrackSectionScores {
  queries: number;
  /** Another piece of the same genre among the first two. */
  sameGenreInTop2: number;
  /** Share of the first five that are of the same genre. */
  sameGenreAt5: number;
}

/** Each reference's answers before style (placed and ranked by section score), kept: style only re-orders them. */
export class TrackSectionReplay {
  private readonly placed = new Map<string, FoundSection[]>();
  private readonly vectors = new Map<string, Float32Array>();
  private index?: { vectors: Float32Array[]; hits: Array<{ trackId: string; start: number; end: number }> };

  constructor(
    private readonly data: OfflineData,
    private readonly setup: SectionSetup,
    /** Each track's reference start as asked of the API (otherwise `referenceStart` on the stored beats). */
    private readonly starts = new Map<string, number>(),
  ) {}

  /** The answers to a section of each of these tracks, with this style ranking. */
  answers(style: StyleRanking, tracks = this.data.tracks): TrackSectionAnswer[] {
    return tracks.map((track) => {
      const placed = this.placedFor(track);
      const ids = placed.map((section) => section.trackId);
      const ranked = rankByStyle(placed, { reference: this.vectorOf(track), tracks: this.vectorsOf(ids) }, style);
      return { source: track.name, ranked: ranked.map((section) => section.trackId) };
    });
  }

  private placedFor(track: OfflineTrack): FoundSection[] {
    const known = this.placed.get(track.name);
    if (known) return known;
    const { setup } = this;
    const range = referenceSection(track, this.starts.get(track.name));
    const features = track.stored.features;
    const query = sectionVector(features, range, setup.blocks, setup.centres ?? {});
    const index = this.sectionIndex();
    // As the service's index does: the reference track is excluded before the nearest are taken.
    const hits = index.hits
      .map((hit, i) => ({ ...hit, score: dot(index.vectors[i]!, query) }))
      .filter((hit) => hit.trackId !== track.name)
      .sort((a, b) => b.score - a.score)
      .slice(0, setup.search.candidateSections);
    const candidates = bestPerTrack(hits).slice(0, setup.search.candidateTracks);
    const [from, to] = frameRange(features, range);
    const reference = alignmentFrames(features, from, to);
    const byName = new Map(this.data.tracks.map((other) => [other.name, other]));
    const targets = candidates.map((hit) => ({ ...byName.get(hit.trackId)!.target, id: trackKey(hit.trackId) }));
    const aligned = targets.map((target) => ({ id: target.id, ...alignOn(reference, target.frames, setup) }));
    const placed = rankAlignedSections({
      candidates,
      aligned,
      targets,
      range,
      referenceDownbeats: downbeatsOf(track.stored.beats),
      ranking: setup.search.ranking,
    });
    this.placed.set(track.name, placed);
    return placed;
  }

  private sectionIndex() {
    const { blocks, centres } = this.setup;
    this.index ??= {
      vectors: this.data.tracks.flatMap((track) =>
        track.sections.map((section) => weightedVector(sectionBlocks(track.stored.features, section), blocks, centres)),
      ),
      hits: this.data.tracks.flatMap((track) =>
        track.sections.map((section) => ({ trackId: track.name, start: section.start, end: section.end })),
      ),
    };
    return this.index;
  }

  private vectorOf(track: OfflineTrack): Float32Array {
    let vector = this.vectors.get(track.name);
    if (!vector) this.vectors.set(track.name, (vector = trackVector(track.stored.features)));
    return vector;
  }

  private vectorsOf(names: string[]): Map<string, Float32Array> {
    const byName = new Map(this.data.tracks.map((track) => [track.name, track]));
    return new Map(names.map((name) => [name, this.vectorOf(byName.get(name)!)]));
  }
}

/** As align() does: the best place of the reference along the target, a shorter target met over what they share. */
function alignOn(reference: Float32Array, frames: Float32Array, setup: SectionSetup) {
  const m = reference.length / ALIGNMENT_WIDTH;
  const n = frames.length / ALIGNMENT_WIDTH;
  if (m === 0 || n === 0) return { offset: 0, agreement: -1 };
  const shared = n < m ? reference.subarray(0, n * ALIGNMENT_WIDTH) : reference;
  const curve = alignmentCurve(shared, frames);
  if (!curve) return { offset: 0, agreement: 0 };
  return placeOnCurve(shared, frames, curve, setup.alignment ?? ALIGNMENT_SETTINGS);
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
};

const round = (value: number) => Math.round(value * 1000) / 1000;

export function scoreTrackSections(
  answers: TrackSectionAnswer[],
  pieces: Map<string, BenchPiece>,
): Grouped<TrackSectionScores> {
  return grouped(answers, pieces, (group) => {
    let top2 = 0;
    let at5 = 0;
    for (const answer of group) {
      const source = pieces.get(answer.source)!;
      const same = (name: string) => {
        const other = pieces.get(name);
        return (
          other !== undefined &&
          other.name !== source.name &&
          family(other) === family(source) &&
          other.genre === source.genre
        );
      };
      top2 += answer.ranked.slice(0, 2).some(same) ? 1 : 0;
      at5 += answer.ranked.slice(0, 5).filter(same).length / 5;
    }
    const n = group.length;
    return { queries: n, sameGenreInTop2: round(top2 / n), sameGenreAt5: round(at5 / n) };
  });
}

/** Mean over sets of the tuning split's (same genre in the top 2 + share at 5) / 2: the only thing chosen on. */
export function trackSectionObjective(scores: Grouped<TrackSectionScores>): number {
  const values = Object.values(scores).map((split) => {
    const tuning = split.tuning!;
    return (tuning.sameGenreInTop2 + tuning.sameGenreAt5) / 2;
  });
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

/**
 * The style settings replayed for catalog-track references: today's (the first answer's style,
 * weight 0.5), the reference's own, mixes and other weights. Every setting's scores are kept for
 * both splits, but the best is chosen on the tuning split only (sets run apart are chosen on
 * together from these files); ties go to the earlier, lighter setting.
 */
export function tuneTrackSectionStyle(
  replay: TrackSectionReplay,
  pieces: Map<string, BenchPiece>,
  log: (line: string) => void,
) {
  const settings = styleSettings();
  const scores: Record<string, Grouped<TrackSectionScores>> = {};
  let best = settings[0]!;
  let objective = -Infinity;
  for (const style of settings) {
    const scored = scoreTrackSections(replay.answers(style), pieces);
    const name = `weight ${style.weight} reference ${style.referenceShare}`;
    scores[name] = scored;
    const value = trackSectionObjective(scored);
    if (value > objective + 1e-9) {
      [objective, best] = [value, style];
      log(`track-section style tuning: ${value.toFixed(4)} with ${name}`);
    }
  }
  return {
    split: 'tuning only',
    referenceFraction: REFERENCE_FRACTION,
    best,
    objective,
    tried: settings.length,
    scores,
  };
}

/**
 * Sections of catalog tracks as references (replayed): the service's style setting for them, the
 * upload's setting (the first answer's style, the service for them until 2026-11-27 but for the
 * order fix), no style, and with SIMILARITY_TUNE_STYLE=1 every style setting (chosen on the tuning
 * split only).
 */
export function trackSectionsStudy(
  data: OfflineData,
  byName: Map<string, BenchPiece>,
  asked: TrackSectionAnswer[] = [],
) {
  const starts = new Map(
    asked.flatMap((answer) => (answer.start === undefined ? [] : [[answer.source, answer.start]])),
  );
  const replay = new TrackSectionReplay(data, SERVICE_SECTIONS, starts);
  const scores = (style: StyleRanking) => scoreTrackSections(replay.answers(style), byName);
  return {
    serviceReplayed: scores(STYLE_RANKING.track),
    // Whether the API answered exactly as the replay (same tracks in the same order), per query.
    ...(asked.length > 0 ? { sameAsReplayed: sameOrder(asked, replay.answers(STYLE_RANKING.track)) } : {}),
    baselines: {
      firstAnswerStyle: scores(STYLE_RANKING.upload),
      withoutStyle: scores({ ...STYLE_RANKING.track, weight: 0 }),
    },
    ...(process.env.SIMILARITY_TUNE_STYLE === '1'
      ? { styleTuning: tuneTrackSectionStyle(replay, byName, progress) }
      : {}),
  };
}

/** Share of the API's answers whose first five equal the replay's. */
function sameOrder(asked: TrackSectionAnswer[], replayed: TrackSectionAnswer[]): number {
  const byName = new Map(replayed.map((answer) => [answer.source, answer.ranked.slice(0, 5).join()]));
  const same = asked.filter((answer) => byName.get(answer.source) === answer.ranked.slice(0, 5).join()).length;
  return Math.round((same / Math.max(1, asked.length)) * 1000) / 1000;
}
