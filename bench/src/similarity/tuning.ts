/**
 * Tuning on the tuning split only: a grid over the block weights of section and track vectors, the
 * candidate counts and the ranking weights, each setup scored by replaying the searches on the
 * stored features (offline.ts) for the tuning split's excerpts and tracks. The objective is the
 * mean over sets of the goals' measures (sections: source first + placed within a beat + same
 * genre in the top 2; tracks: attainable precision@5), so no set dominates by its size.
 */
import type { AlignmentSettings } from '@downbeat/similarity/dist/domain/alignment';
import type { AlignmentDetail } from '@downbeat/similarity/dist/domain/alignment-detail';
import type { PhasePlacement } from '@downbeat/similarity/dist/domain/alignment-phase';
import type { BlockCentres, SectionBlocks, TrackBlocks } from '@downbeat/similarity/dist/domain/sound-vectors';
import type { StyleRanking } from '@downbeat/similarity/dist/domain/section-style';
import type { BenchPiece } from './catalog';
import { blockCentres, type OfflineData, type SectionReplay, type SectionSetup, trackAnswers } from './offline';
import { type Grouped, scoreSections, scoreTracks, type SectionScores, type TrackScores } from './scoring';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function sectionObjective(scores: Grouped<SectionScores>): number {
  return mean(
    Object.values(scores).map((split) => {
      const tuning = split.tuning!;
      return (tuning.sourceFirst + tuning.startWithinBeat + tuning.sameGenreInTop2) / 3;
    }),
  );
}

export function trackObjective(scores: Grouped<TrackScores>): number {
  return mean(Object.values(scores).map((split) => split.tuning!.precisionAt5Attainable));
}

export function tuneSections(
  replay: SectionReplay,
  data: OfflineData,
  pieces: Map<string, BenchPiece>,
  beatPeriods: Map<string, number>,
  log: (line: string) => void,
): { best: SectionSetup; objective: number; tried: number } {
  const tuning = tuningExcerpts(data, pieces);
  const score = (setup: SectionSetup) =>
    sectionObjective(scoreSections(replay.answers(setup, tuning), pieces, beatPeriods));
  let best: SectionSetup | undefined;
  let objective = -Infinity;
  let tried = 0;
  const tuningTracks = data.tracks.filter((track) => pieces.get(track.name)?.split === 'tuning');
  const centres = blockCentres(tuningTracks, 'sections');
  for (const centred of [false, true])
    for (const embedding of [0.5, 1])
      for (const timbre of [0, 0.3, 0.6, 1, 1.5])
        for (const harmony of [0, 0.25, 0.5, 1, 1.5])
          for (const candidateTracks of [15, 30, 60])
            for (const likeness of [0.2, 0.4, 0.6]) {
              const blocks: SectionBlocks = { embedding, timbre, harmony };
              const setup: SectionSetup = {
                blocks,
                ...(centred ? { centres } : {}),
                search: { candidateSections: 200, candidateTracks, ranking: { likeness, agreement: 1 - likeness } },
                rerank: true,
              };
              const value = score(setup);
              tried += 1;
              // Ties go to the cheaper setup (fewer tracks aligned), which the loop order meets first.
              if (value > objective + 1e-9) {
                objective = value;
                best = setup;
                log(`sections tuning: ${value.toFixed(3)} with ${JSON.stringify({ ...setup, centres: centred })}`);
              }
            }
  return { best: best!, objective, tried };
}

export function tuneTracks(
  data: OfflineData,
  pieces: Map<string, BenchPiece>,
  log: (line: string) => void,
): { best: TrackBlocks; centres: BlockCentres | null; objective: number; tried: number } {
  let best: TrackBlocks | undefined;
  let bestCentres: BlockCentres | null = null;
  let objective = -Infinity;
  let tried = 0;
  const centres = blockCentres(
    data.tracks.filter((track) => pieces.get(track.name)?.split === 'tuning'),
    'tracks',
  );
  for (const centred of [false, true])
    for (const embedding of [0, 0.5, 1])
      for (const tags of [0, 0.3, 0.6, 1, 1.5])
        for (const timbre of [0, 0.25, 0.5, 1, 1.5])
          for (const harmony of [0, 0.15, 0.3, 0.6]) {
            if (embedding + tags + timbre + harmony === 0) continue;
            const blocks: TrackBlocks = { embedding, tags, timbre, harmony };
            const answers = trackAnswers(data, blocks, centred ? centres : {}).filter(
              (answer) => pieces.get(answer.source)?.split === 'tuning',
            );
            const value = trackObjective(scoreTracks(answers, pieces));
            tried += 1;
            if (value > objective + 1e-9) {
              objective = value;
              best = blocks;
              bestCentres = centred ? centres : null;
              log(`tracks tuning: ${value.toFixed(3)} with ${JSON.stringify({ ...blocks, centred })}`);
            }
          }
  return { best: best!, centres: bestCentres, objective, tried };
}

/** What the section tunings replay: the service's vectors, search and alignment, on kept answers. */
export interface SectionTuning {
  replay: SectionReplay;
  data: OfflineData;
  pieces: Map<string, BenchPiece>;
  beatPeriods: Map<string, number>;
  service: SectionSetup;
  log: (line: string) => void;
}

/** The tunings a run asks for (SIMILARITY_TUNE_ALIGNMENT, SIMILARITY_TUNE_STYLE), keyed as reported. */
export function askedSectionTunings(inputs: SectionTuning) {
  return {
    ...(process.env.SIMILARITY_TUNE_ALIGNMENT === '1' ? { alignmentTuning: tuneAlignment(inputs) } : {}),
    ...(process.env.SIMILARITY_TUNE_STYLE === '1' ? { styleTuning: tuneStyle(inputs) } : {}),
  };
}

/** The tuning split's excerpts: the only ones any setting is chosen on. */
function tuningExcerpts(data: OfflineData, pieces: Map<string, BenchPiece>) {
  return data.excerpts.filter(({ excerpt }) => pieces.get(excerpt.source)?.split === 'tuning');
}

/**
 * How rival places in a track are told apart (the service's ALIGNMENT_SETTINGS), on the tuning
 * split's excerpts only, with the service's vectors and search: the same objective as the sections
 * grid. First the best place on the frame grid alone (as before either), then rivals compared
 * stretch by stretch on the grid (alignment-detail.ts), then rivals measured between frames
 * (alignment-phase.ts); ties go to the earlier setting.
 */
export function tuneAlignment({ replay, data, pieces, beatPeriods, service, log }: SectionTuning) {
  const tuning = tuningExcerpts(data, pieces);
  const scoreOf = (alignment: AlignmentSettings) =>
    scoreSections(replay.answers({ ...service, alignment }, tuning), pieces, beatPeriods);
  const noDetail: AlignmentDetail = { margin: 0, separation: 10, stretch: 20, weight: 0.5, combine: 'mean', places: 8 };
  const noPhase: PhasePlacement = { margin: 0, steps: 4, places: 8, separation: 10 };
  const settings: AlignmentSettings[] = [{ placement: noPhase, detail: noDetail }];
  for (const margin of [0.02, 0.05, 0.1, 0.2])
    for (const stretch of [10, 20, 30, 50])
      for (const weight of [0.25, 0.5, 0.75, 1])
        for (const combine of ['mean', 'worst'] as const)
          settings.push({ placement: noPhase, detail: { ...noDetail, margin, stretch, weight, combine } });
  for (const margin of [0.02, 0.03, 0.05, 0.1, 0.2])
    for (const steps of [2, 4, 8]) settings.push({ placement: { ...noPhase, margin, steps }, detail: noDetail });
  const onGrid = { objective: sectionObjective(scoreOf(settings[0]!)), scores: scoreOf(settings[0]!) };
  let best = settings[0]!;
  let bestScores = onGrid.scores;
  let objective = onGrid.objective;
  // Every setting's objective, so that the splits of sets run apart can be tuned on together.
  const objectives: Record<string, number> = { grid: onGrid.objective };
  for (const setting of settings.slice(1)) {
    const scores = scoreOf(setting);
    const value = sectionObjective(scores);
    objectives[settingName(setting)] = Number(value.toFixed(4));
    if (value > objective + 1e-9) {
      [objective, best, bestScores] = [value, setting, scores];
      log(`alignment tuning: ${value.toFixed(4)} with ${JSON.stringify(setting)}`);
    }
  }
  return {
    split: 'tuning only',
    best,
    objective,
    tried: settings.length,
    tuningScores: bestScores,
    onGrid,
    objectives,
  };
}

const settingName = ({ placement, detail }: AlignmentSettings) =>
  placement.margin > 0
    ? `phase margin ${placement.margin} steps ${placement.steps}`
    : `detail margin ${detail.margin} stretch ${detail.stretch} weight ${detail.weight} ${detail.combine}`;

/** The tuned centres as the service's `domain/vector-centres.ts` (then formatted by Prettier). */
export function centresModule(sections: BlockCentres, tracks: BlockCentres): string {
  const values = (block: ArrayLike<number> | undefined) =>
    `[${Array.from(block ?? [], (value) => String(Number(value.toPrecision(4)))).join(', ')}]`;
  const object = (centres: BlockCentres, names: string[]) =>
    `{\n${names.map((name) => `  ${name}: ${values(centres[name as keyof BlockCentres])},`).join('\n')}\n}`;
  return [
    '/**',
    " * What the typical section and the typical track of the bench catalog's tuning split look like,",
    ' * block by block (the mean of each block before it is scaled): taken away from every vector, so',
    ' * that cosine compares how pieces differ from the typical piece (bench:similarity tunes and',
    ' * writes these; see bench/README.md, "Similarity"). Changing them changes SOUND_VECTORS_VERSION.',
    ' */',
    `export const SECTION_CENTRES = ${object(sections, ['embedding', 'timbre', 'harmony'])};`,
    '',
    `export const TRACK_CENTRES = ${object(tracks, ['embedding', 'tags', 'timbre', 'harmony'])};`,
    '',
  ].join('\n');
}

/**
 * How much whole-track style counts for the answers after the first (section-style.ts), and whose
 * style — the reference's own, the first answer's, or a mix — on the tuning split's excerpts only,
 * with the service's vectors, search and alignment. Every setting's tuning scores are kept (the
 * sets run in systems of their own are tuned on together); ties go to the earlier, lighter setting.
 */
export function tuneStyle({ replay, data, pieces, beatPeriods, service, log }: SectionTuning) {
  const tuning = tuningExcerpts(data, pieces);
  const settings = styleSettings();
  const scores: Record<string, Grouped<SectionScores>> = {};
  let best = settings[0]!;
  let objective = -Infinity;
  for (const style of settings) {
    const scored = scoreSections(replay.answers({ ...service, style }, tuning), pieces, beatPeriods);
    const name = `weight ${style.weight} reference ${style.referenceShare}`;
    scores[name] = scored;
    const value = sectionObjective(scored);
    if (value > objective + 1e-9) {
      [objective, best] = [value, style];
      log(`style tuning: ${value.toFixed(4)} with ${name}`);
    }
  }
  return { split: 'tuning only', best, objective, tried: settings.length, scores };
}

/** The style settings both section tunings try: none first, then weight 0.1–1 × reference share 0–1. */
export function styleSettings(): StyleRanking[] {
  const settings: StyleRanking[] = [{ weight: 0, referenceShare: 0 }];
  for (const weight of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    for (const referenceShare of [0, 0.25, 0.5, 0.75, 1]) settings.push({ weight, referenceShare });
  return settings;
}
