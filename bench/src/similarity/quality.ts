/**
 * The quality part of bench:similarity: answers through the API, then — with the system stopped —
 * the same searches replayed on the features it stored for the baselines, the librosa peer on the
 * same files, and optionally the tuning grid (tuning split only).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { seededRandom } from '@downbeat/synth';
import { progress } from '../system';
import type { BenchPiece, CatalogSettings } from './catalog';
import { BRIGHTNESS_STEPS, filterChecks, largePictureLatency, pictureSweeps, SATURATION_STEPS } from './images';
import { librosaPeer, peerPython } from './librosa-peer';
import { ALIGNMENT_DETAIL } from '@downbeat/similarity/dist/domain/alignment-detail';
import { PHASE_PLACEMENT } from '@downbeat/similarity/dist/domain/alignment-phase';
import { STYLE_RANKING } from '@downbeat/similarity/dist/domain/section-style';
import { examineMisses, repeatsOf } from './repeats';
import {
  loadOffline,
  type OfflineData,
  SectionReplay,
  SERVICE_SECTIONS,
  SERVICE_TRACK_CENTRES,
  SERVICE_TRACKS,
  trackAnswers,
} from './offline';
import { type SectionAnswer, scoreSections, scoreTracks, type TrackAnswer } from './scoring';
import { percentiles } from './stats';
import type { EmbeddedBench } from './system';
import {
  askSimilarSections,
  askSimilarTracks,
  askTrackSections,
  beatGrids,
  beatPeriodOf,
  type Excerpt,
  makeExcerpts,
  meterOf,
} from './through-api';
import type { TrackSectionAnswer } from './section-query';
import { scoreTrackSections, trackSectionsStudy } from './track-sections';
import { askedSectionTunings, centresModule, tuneSections, tuneTracks } from './tuning';

const run = promisify(execFile);

/** The alignment before places were measured between frames: the previous service, and the grid's best alone. */
const ON_GRID_WITH_DETAIL = { placement: { ...PHASE_PLACEMENT, margin: 0 }, detail: ALIGNMENT_DETAIL };
const ON_GRID = { placement: { ...PHASE_PLACEMENT, margin: 0 }, detail: { ...ALIGNMENT_DETAIL, margin: 0 } };

export interface QualityInput {
  system: EmbeddedBench;
  directory: string;
  pieces: BenchPiece[];
  ids: Map<string, string>;
  settings: CatalogSettings;
  /** Stops the system (the offline part reads its store). */
  stop(): Promise<void>;
}

export async function qualityReport(input: QualityInput) {
  const { system, directory, ids } = input;
  const api = system.api;
  const token = await api.partnerToken();
  const names = new Map([...ids].map(([name, id]) => [id, name]));
  const pieces = input.pieces.filter((piece) => ids.has(piece.name));
  const byName = new Map(pieces.map((piece) => [piece.name, piece]));
  const grids = await beatGrids(api, token, ids);
  const beatPeriods = new Map([...grids].map(([name, beats]) => [name, beatPeriodOf(beats)]));
  const durations = new Map<string, number>();
  for (const piece of pieces) durations.set(piece.name, await durationOf(piece.file));

  progress('similar sections of degraded excerpts, through the API');
  const excerpts = await makeExcerpts(path.join(directory, 'excerpts'), pieces, grids, durations);
  const sections = await askSimilarSections(api, token, excerpts, names, path.join(directory, 'uploads.json'));
  progress('similar tracks, through the API');
  const tracks = await askSimilarTracks(api, token, ids, names);
  progress('similar sections of catalog tracks, through the API');
  const trackSections = await askTrackSections(api, token, ids, names, grids, durations);
  // What an offline run (SIMILARITY_PARTS=offline) needs, and the raw answers for a look.
  writeFileSync(
    path.join(directory, 'answers.json'),
    JSON.stringify({
      ids: [...ids],
      excerpts,
      sections: sections.answers,
      tracks: tracks.answers,
      trackSections: trackSections.answers,
    }),
  );
  progress('tracks matching pictures, through the API');
  const user = await api.userToken(token, 'bench-similarity-pictures');
  const sweeps = await pictureSweeps(api, user);
  const genreIds = [...new Set(pieces.flatMap((piece) => piece.genreIds))];
  const moodIds = [...new Set(pieces.flatMap((piece) => piece.moodIds))];
  const filters = await filterChecks(
    api,
    user,
    ['genre-bench-soundtracks', 'genre-bench-midi', ...genreIds.slice(0, 12)],
    moodIds.slice(0, 6),
  );
  const large = await largePictureLatency(api, user, Number(process.env.SIMILARITY_LARGE_PICTURES ?? 10));
  await input.stop();

  progress('replaying the searches on the stored features (baselines)');
  const data = await loadOffline(path.join(directory, 'system'), ids, excerpts);
  const replay = new SectionReplay(data);
  progress('misplaced sections compared with the source audio at both places');
  const meters = new Map([...grids].map(([name, beats]) => [name, meterOf(beats)]));
  const replayed = replay.answers(SERVICE_SECTIONS);
  const misses = await examineMisses(sections.answers, byName, beatPeriods, meters);
  const replayedMisses = await examineMisses(replayed, byName, beatPeriods, meters);
  // Strict (`startWithinBeat`) and counting indistinguishable repeats (`placedOrRepeat`, the
  // service's answers only): the baselines are scored strictly.
  const sectionScores = (answers: SectionAnswer[], repeats?: ReturnType<typeof repeatsOf>) =>
    scoreSections(answers, byName, beatPeriods, repeats);
  const trackScores = (answers: TrackAnswer[]) => scoreTracks(answers, byName);
  const python = peerPython();
  const peer = python ? await librosaPeer(python, directory, pieces, excerpts) : null;

  const report = {
    catalog: catalogSummary(pieces, input.settings),
    sections: {
      service: sectionScores(sections.answers, repeatsOf(misses)),
      misses,
      latencyMs: percentiles(sections.ms),
      uploadMs: sections.uploadMs.length > 0 ? percentiles(sections.uploadMs) : null,
      baselines: {
        serviceReplayed: sectionScores(replayed, repeatsOf(replayedMisses)),
        // The ranking before whole-track style counted for the answers after the first (the service
        // until 2026-11-27): the same candidates, places and first answers.
        withoutStyle: sectionScores(
          replay.answers({ ...SERVICE_SECTIONS, style: { ...STYLE_RANKING.upload, weight: 0 } }),
        ),
        // The alignment as it was: places on the frame grid only, close rivals compared stretch by
        // stretch (the previous service), and before that the grid's best place alone.
        onGridWithDetail: sectionScores(replay.answers({ ...SERVICE_SECTIONS, alignment: ON_GRID_WITH_DETAIL })),
        onGrid: sectionScores(replay.answers({ ...SERVICE_SECTIONS, alignment: ON_GRID })),
        withoutRerank: sectionScores(replay.answers({ ...SERVICE_SECTIONS, rerank: false })),
        dspOnly: sectionScores(
          replay.answers({ ...SERVICE_SECTIONS, blocks: { ...SERVICE_SECTIONS.blocks, embedding: 0 } }),
        ),
        musicnnOnly: sectionScores(
          replay.answers({ ...SERVICE_SECTIONS, blocks: { embedding: 1, timbre: 0, harmony: 0 } }),
        ),
        chance: sectionScores(chanceSections(sections.answers, pieces, durations)),
        ...(peer ? { librosa: sectionScores(peer.sections) } : {}),
      },
    },
    // Sections of catalog tracks as references (`/v0/tracks/{id}/similar-sections`), replayed only.
    trackSections: {
      service: scoreTrackSections(trackSections.answers, byName),
      latencyMs: percentiles(trackSections.ms),
      ...trackSectionsStudy(data, byName, trackSections.answers),
    },
    tracks: {
      service: trackScores(tracks.answers),
      latencyMs: percentiles(tracks.ms),
      soundfonts: soundfontConfound(tracks.answers, byName),
      baselines: {
        serviceReplayed: trackScores(trackAnswers(data, SERVICE_TRACKS, SERVICE_TRACK_CENTRES)),
        musicnnEmbeddingOnly: trackScores(
          trackAnswers(data, { embedding: 1, tags: 0, timbre: 0, harmony: 0 }, SERVICE_TRACK_CENTRES),
        ),
        musicnnTagsOnly: trackScores(
          trackAnswers(data, { embedding: 0, tags: 1, timbre: 0, harmony: 0 }, SERVICE_TRACK_CENTRES),
        ),
        dspOnly: trackScores(trackAnswers(data, { ...SERVICE_TRACKS, embedding: 0, tags: 0 }, SERVICE_TRACK_CENTRES)),
        ...(peer
          ? { librosa: trackScores(peer.tracks), librosaSoundfonts: soundfontConfound(peer.tracks, byName) }
          : {}),
      },
    },
    images: {
      sweeps: moodSweeps(sweeps, data, names),
      filters,
      largeJpeg: {
        bytes: percentiles(large.sizes),
        uploadMs: percentiles(large.upload),
        matchMs: percentiles(large.match),
      },
    },
    ...(peer ? { peerCpuSeconds: Math.round(peer.cpuSeconds) } : {}),
    ...(process.env.SIMILARITY_TUNE === '1' ? { tuning: tune(replay, data, byName, beatPeriods, directory) } : {}),
    ...askedSectionTunings({ replay, data, pieces: byName, beatPeriods, service: SERVICE_SECTIONS, log: progress }),
  };
  return report;
}

function tune(
  replay: SectionReplay,
  data: OfflineData,
  byName: Map<string, BenchPiece>,
  beatPeriods: Map<string, number>,
  directory: string,
) {
  const sections = tuneSections(replay, data, byName, beatPeriods, progress);
  const tracks = tuneTracks(data, byName, progress);
  // The winners in full (centres included), for the service's constants.
  writeFileSync(path.join(directory, 'tuned.json'), JSON.stringify({ sections: sections.best, tracks }, null, 1));
  if (sections.best.centres && tracks.centres)
    writeFileSync(path.join(directory, 'vector-centres.ts'), centresModule(sections.best.centres, tracks.centres));
  return {
    split: 'tuning only (MIDI seed 1407; every other soundtrack file, demo and generated track)',
    sections: {
      best: { ...sections.best, centres: sections.best.centres !== undefined },
      objective: sections.objective,
      tried: sections.tried,
      heldOut: scoreSections(replay.answers(sections.best), byName, beatPeriods),
    },
    tracks: {
      best: { ...tracks.best, centred: tracks.centres !== null },
      objective: tracks.objective,
      tried: tracks.tried,
      heldOut: scoreTracks(trackAnswers(data, tracks.best, tracks.centres ?? {}), byName),
    },
  };
}

async function durationOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

function catalogSummary(pieces: BenchPiece[], settings: CatalogSettings) {
  const sets: Record<string, { pieces: number; genres: number; tuning: number; heldOut: number }> = {};
  for (const piece of pieces) {
    const set = (sets[piece.set] ??= { pieces: 0, genres: 0, tuning: 0, heldOut: 0 });
    set.pieces += 1;
    if (piece.split === 'tuning') set.tuning += 1;
    else set.heldOut += 1;
  }
  for (const [name, set] of Object.entries(sets))
    set.genres = new Set(pieces.filter((piece) => piece.set === name).map((piece) => piece.genre)).size;
  return { settings, sets };
}

/** Random rankings of the catalog (20 per excerpt), each track at a random start. */
function chanceSections(
  answers: SectionAnswer[],
  pieces: BenchPiece[],
  durations: Map<string, number>,
): SectionAnswer[] {
  const random = seededRandom(5);
  const result: SectionAnswer[] = [];
  for (const answer of answers)
    for (let round = 0; round < 20; round += 1) {
      const shuffled = [...pieces].sort(() => random.next() - 0.5).slice(0, 10);
      result.push({
        source: answer.source,
        offset: answer.offset,
        ranked: shuffled.map((piece) => ({
          piece: piece.name,
          start: random.next() * Math.max(0, (durations.get(piece.name) ?? 10) - 10),
        })),
      });
    }
  return result;
}

/**
 * Rendered MIDI pieces share a soundfont with a third of the others: how much of the first five
 * are the same style, the same soundfont, both — against what a random ranking gives.
 */
function soundfontConfound(answers: TrackAnswer[], byName: Map<string, BenchPiece>) {
  let neighbours = 0;
  let sameFont = 0;
  let sameStyle = 0;
  let sameStyleOtherFont = 0;
  for (const answer of answers) {
    const source = byName.get(answer.source);
    if (source?.set !== 'midi') continue;
    for (const name of answer.ranked.slice(0, 5)) {
      const other = byName.get(name ?? '');
      neighbours += 1;
      if (other?.set !== 'midi') continue;
      if (other.soundfont === source.soundfont) sameFont += 1;
      if (other.genre === source.genre) {
        sameStyle += 1;
        if (other.soundfont !== source.soundfont) sameStyleOtherFont += 1;
      }
    }
  }
  const midi = [...byName.values()].filter((piece) => piece.set === 'midi');
  const fontShare =
    midi.reduce(
      (sum, piece) => sum + midi.filter((other) => other !== piece && other.soundfont === piece.soundfont).length,
      0,
    ) / Math.max(1, midi.length * ([...byName.values()].length - 1));
  const r = (value: number) => Math.round(value * 1000) / 1000;
  return {
    neighbours,
    sameSoundfont: r(sameFont / Math.max(1, neighbours)),
    sameSoundfontByChance: r(fontShare),
    sameStyle: r(sameStyle / Math.max(1, neighbours)),
    sameStyleOtherSoundfont: r(sameStyleOtherFont / Math.max(1, neighbours)),
  };
}

/** Mean valence (brightness sweep) and arousal (saturation sweep) of the tracks each picture got. */
function moodSweeps(sweeps: Awaited<ReturnType<typeof pictureSweeps>>, data: OfflineData, names: Map<string, string>) {
  const moods = new Map(data.tracks.map((track) => [track.name, track.mood]));
  const meanOf = (trackIds: string[], axis: 'valence' | 'arousal') => {
    const values = trackIds
      .map((id) => moods.get(names.get(id) ?? '')?.[axis])
      .filter((v): v is number => v !== undefined);
    return Math.round((values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length)) * 1000) / 1000;
  };
  const sweep = (name: 'brightness' | 'saturation', steps: number[], axis: 'valence' | 'arousal') => {
    const means = steps.map((step) =>
      meanOf(sweeps.find((s) => s.sweep === name && s.value === step)?.trackIds ?? [], axis),
    );
    return {
      steps,
      [`mean${axis === 'valence' ? 'Valence' : 'Arousal'}`]: means,
      monotone: means.every((value, i) => i === 0 || value >= means[i - 1]!),
      strictlyIncreasing: means.every((value, i) => i === 0 || value > means[i - 1]!),
      matched: steps.map((step) => sweeps.find((s) => s.sweep === name && s.value === step)?.trackIds.length ?? 0),
    };
  };
  return {
    brightness: sweep('brightness', BRIGHTNESS_STEPS, 'valence'),
    saturation: sweep('saturation', SATURATION_STEPS, 'arousal'),
  };
}

/**
 * SIMILARITY_PARTS=offline: the last run's answers and the features the system stored, without
 * starting it — the baselines and the tuning grid again (e.g. after a change of scoring), printed.
 */
export async function offlineStudy(directory: string, allPieces: BenchPiece[]) {
  const saved = JSON.parse(readFileSync(path.join(directory, 'answers.json'), 'utf8')) as {
    ids: Array<[string, string]>;
    excerpts: Excerpt[];
    sections: SectionAnswer[];
    tracks: TrackAnswer[];
    trackSections?: TrackSectionAnswer[];
  };
  const ids = new Map(saved.ids);
  const pieces = allPieces.filter((piece) => ids.has(piece.name));
  const byName = new Map(pieces.map((piece) => [piece.name, piece]));
  const data = await loadOffline(path.join(directory, 'system'), ids, saved.excerpts);
  const beatPeriods = new Map(data.tracks.map((track) => [track.name, track.target.beatPeriod]));
  const replay = new SectionReplay(data);
  const misses = await examineMisses(saved.sections, byName, beatPeriods);
  return {
    sections: {
      service: scoreSections(saved.sections, byName, beatPeriods, repeatsOf(misses)),
      misses,
      replayed: scoreSections(replay.answers(SERVICE_SECTIONS), byName, beatPeriods),
      withoutStyle: scoreSections(
        replay.answers({ ...SERVICE_SECTIONS, style: { ...STYLE_RANKING.upload, weight: 0 } }),
        byName,
        beatPeriods,
      ),
      onGridWithDetail: scoreSections(
        replay.answers({ ...SERVICE_SECTIONS, alignment: ON_GRID_WITH_DETAIL }),
        byName,
        beatPeriods,
      ),
      onGrid: scoreSections(replay.answers({ ...SERVICE_SECTIONS, alignment: ON_GRID }), byName, beatPeriods),
      withoutRerank: scoreSections(replay.answers({ ...SERVICE_SECTIONS, rerank: false }), byName, beatPeriods),
    },
    ...askedSectionTunings({ replay, data, pieces: byName, beatPeriods, service: SERVICE_SECTIONS, log: progress }),
    trackSections: trackSectionsStudy(data, byName, saved.trackSections),
    tracks: { service: scoreTracks(saved.tracks, byName) },
    ...(process.env.SIMILARITY_TUNE === '1' ? { tuning: tune(replay, data, byName, beatPeriods, directory) } : {}),
  };
}
