/**
 * Audio analysis quality and speed: synthesised tracks with known beats, bar positions, meter
 * changes and choruses (libs/audio's synthesiser), analysed by libs/audio and — on the same files
 * in the same run — by the peer `aubiotrack` (Debian aubio-tools). Scores: beat F-measure (±70 ms),
 * CMLt/AMLt, downbeat F-measure, bar-position accuracy, BPM within 1 BPM, speed as × real time per
 * core (CPU seconds, decoding included), and highlight overlap with the chorus against a "start at
 * 30% of the track" baseline.
 *
 *   npm run build && npm run bench:audio -w @downbeat/bench
 *   AUDIO_BENCH_TRACKS (24), AUDIO_BENCH_SEED (2026)
 *
 * Writes bench/results/audio-analysis.json. Tracks are cached in .data/bench/audio-<seed>/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { analyseTrack, highlightsFor, tempoFromBeats } from '@downbeat/audio';
import {
  barPositionAccuracy,
  bpmWithin,
  continuity,
  demoTrackSpecs,
  downbeatFMeasure,
  fMeasure,
  type GroundTruth,
  overlapShare,
  type TrackSpec,
  writeSynthesizedTrack,
} from '@downbeat/synth';
import { readFile } from 'node:fs/promises';
import { aubioAvailable, aubioBeats } from './audio/aubio-peer';
import { cpuSeconds, cpuSince } from './audio/cpu-time';
import { BENCH_DIR, progress, writeResults } from './system';

const GOALS = {
  beatF: 0.97,
  downbeatF: 0.9,
  bpmWithinOneShare: 0.95,
  speedTimesRealTime: 100,
  highlightChorusShare: 0.8,
};
const HIGHLIGHT_SECONDS = [15, 30];

interface TrackScores {
  track: string;
  genre: string;
  meter: string;
  meterChanges: boolean;
  bpm: number;
  seconds: number;
  beatF: number;
  cmlt: number;
  amlt: number;
  downbeatF: number | null;
  barPosition: number | null;
  estimatedBpm: number;
  bpmWithinOne: boolean;
  cpuSeconds: number;
}

interface HighlightHit {
  track: string;
  seconds: number;
  /** Share of our top highlight inside the choruses. */
  ours: number;
  /** The same for a highlight starting at 30% of the track. */
  baseline: number;
}

async function main(): Promise<void> {
  const count = Number(process.env.AUDIO_BENCH_TRACKS ?? 24);
  const seed = Number(process.env.AUDIO_BENCH_SEED ?? 2026);
  const specs = demoTrackSpecs(count, seed, { minSeconds: 60, maxSeconds: 120 });
  const tracks = await prepare(specs, path.join(BENCH_DIR, `audio-${seed}`));
  const aubioVersion = await aubioAvailable();
  if (!aubioVersion) {
    progress('aubiotrack not found (apt-get install aubio-tools): the peer is reported as unavailable');
  }
  const ours: TrackScores[] = [];
  const peer: TrackScores[] = [];
  const highlights: HighlightHit[] = [];
  for (const [index, track] of tracks.entries()) {
    const mine = await evaluateOurs(track, highlights);
    ours.push(mine);
    const theirs = aubioVersion ? await evaluatePeer(track) : null;
    if (theirs) peer.push(theirs);
    progress(
      `${index + 1}/${tracks.length} ${mine.track} (${mine.meter}${mine.meterChanges ? ' with meter change' : ''}, ` +
        `${mine.bpm} BPM): F ${mine.beatF.toFixed(3)}, downbeat F ${mine.downbeatF?.toFixed(3)}, ` +
        `BPM ${mine.estimatedBpm}, ${(mine.seconds / mine.cpuSeconds).toFixed(0)}× real time` +
        (theirs ? `, aubio F ${theirs.beatF.toFixed(3)}` : ''),
    );
  }
  report(seed, ours, aubioVersion ? { version: aubioVersion, tracks: peer } : null, highlights);
}

async function evaluateOurs({ spec, file, truth }: PreparedTrack, highlights: HighlightHit[]): Promise<TrackScores> {
  const started = cpuSeconds();
  const analysis = await analyseTrack(file);
  const cpu = cpuSince(started);
  for (const seconds of HIGHLIGHT_SECONDS) {
    const best = highlightsFor(analysis, seconds, 1)[0];
    const baselineStart = 0.3 * truth.duration;
    highlights.push({
      track: spec.name,
      seconds,
      ours: best ? overlapShare(best, truth.chorus) : 0,
      baseline: overlapShare({ start: baselineStart, end: baselineStart + seconds }, truth.chorus),
    });
  }
  return score(spec, truth, analysis.beats, analysis.bpm, cpu, true);
}

async function evaluatePeer({ spec, file, truth }: PreparedTrack): Promise<TrackScores> {
  const started = cpuSeconds();
  const beats = await aubioBeats(file);
  const cpu = cpuSince(started);
  const unpositioned = beats.map((time) => ({ time, value: 0 }));
  return score(spec, truth, unpositioned, tempoFromBeats(beats) ?? 0, cpu, false);
}

function report(
  seed: number,
  ours: TrackScores[],
  peer: { version: string; tracks: TrackScores[] } | null,
  highlights: HighlightHit[],
): void {
  const summary = { ours: summarise(ours), peer: peer ? summarise(peer.tracks) : null };
  const withChanges = ours.filter((track) => track.meterChanges);
  const share = (entries: HighlightHit[], pick: 'ours' | 'baseline') =>
    round(entries.filter((entry) => entry[pick] >= 0.5).length / Math.max(1, entries.length));
  const bySeconds = (pick: 'ours' | 'baseline') =>
    Object.fromEntries(
      HIGHLIGHT_SECONDS.map((seconds) => [
        seconds,
        share(
          highlights.filter((entry) => entry.seconds === seconds),
          pick,
        ),
      ]),
    );
  const result = {
    ...summary.ours,
    downbeatFWithMeterChanges: mean(withChanges.map((track) => track.downbeatF ?? 0)),
    highlightChorusShare: share(highlights, 'ours'),
    highlightBaselineShare: share(highlights, 'baseline'),
    highlightChorusShareBySeconds: bySeconds('ours'),
    highlightBaselineShareBySeconds: bySeconds('baseline'),
  };
  const meetsGoals =
    result.beatF >= GOALS.beatF &&
    (result.downbeatF ?? 0) >= GOALS.downbeatF &&
    result.downbeatFWithMeterChanges >= GOALS.downbeatF &&
    result.bpmWithinOneShare >= GOALS.bpmWithinOneShare &&
    result.speedTimesRealTime >= GOALS.speedTimesRealTime &&
    result.highlightChorusShare >= GOALS.highlightChorusShare;
  writeResults('audio-analysis', {
    settings: {
      tracks: ours.length,
      seed,
      secondsOfAudio: round(ours.reduce((sum, track) => sum + track.seconds, 0)),
      tracksWithMeterChanges: withChanges.length,
      meters: countBy(ours.map((track) => track.meter)),
      genres: countBy(ours.map((track) => track.genre)),
      beatWindowSeconds: 0.07,
      continuityTolerance: 0.175,
      highlightSeconds: HIGHLIGHT_SECONDS,
      highlightHit: 'top highlight inside the choruses for ≥ 50% of its length',
      speed: 'seconds of audio per CPU second (this process + ffmpeg/aubiotrack children), one core',
      masters: '16-bit 44.1 kHz stereo WAV; ours decodes to 11025 Hz mono and measures EBU R128 in the same pass',
    },
    goals: GOALS,
    ours: result,
    peer: peer
      ? { tool: 'aubiotrack', version: peer.version, ...summary.peer }
      : { tool: 'aubiotrack', available: false },
    perTrack: ours.map((track, index) => ({ ...track, peer: peer?.tracks[index] ?? null })),
    highlights,
    meetsGoals,
  });
  printTable(summary, result);
  console.log(`Downbeat F on the ${withChanges.length} tracks with meter changes: ${result.downbeatFWithMeterChanges}`);
  console.log(meetsGoals ? 'All goals met.' : 'Some goals are not met; see bench/results/audio-analysis.json.');
}

/** The short table on stdout; the JSON file holds the rest. */
function printTable(
  summary: { ours: ReturnType<typeof summarise>; peer: ReturnType<typeof summarise> | null },
  result: { highlightChorusShare: number; highlightBaselineShare: number },
): void {
  const row = (name: string, values: ReturnType<typeof summarise> | null, highlight: string) => ({
    analyser: name,
    'beat F': values?.beatF.toFixed(3) ?? 'n/a',
    CMLt: values?.cmlt.toFixed(3) ?? 'n/a',
    AMLt: values?.amlt.toFixed(3) ?? 'n/a',
    'downbeat F': values?.downbeatF?.toFixed(3) ?? 'n/a',
    'bar pos.': values?.barPosition?.toFixed(3) ?? 'n/a',
    'BPM ±1': values?.bpmWithinOneShare.toFixed(3) ?? 'n/a',
    '× real time': values?.speedTimesRealTime.toFixed(0) ?? 'n/a',
    'highlight in chorus': highlight,
  });
  console.table([
    row('ours', summary.ours, result.highlightChorusShare.toFixed(3)),
    row('aubiotrack', summary.peer, `${result.highlightBaselineShare.toFixed(3)} (30% baseline)`),
  ]);
}

interface PreparedTrack {
  spec: TrackSpec;
  file: string;
  truth: GroundTruth;
}

/** Writes each track's WAV and truth once; later runs with the same seed reuse them. */
async function prepare(specs: TrackSpec[], directory: string): Promise<PreparedTrack[]> {
  const prepared: PreparedTrack[] = [];
  for (const [index, spec] of specs.entries()) {
    const file = path.join(directory, `${spec.name}.wav`);
    const truthFile = path.join(directory, `${spec.name}.beats.json`);
    if (existsSync(file) && existsSync(truthFile)) {
      prepared.push({ spec, file, truth: JSON.parse(await readFile(truthFile, 'utf8')) as GroundTruth });
      continue;
    }
    progress(`synthesising ${index + 1}/${specs.length}: ${spec.name} (${spec.genre}, ${spec.meter}, ${spec.bpm} BPM)`);
    const written = await writeSynthesizedTrack(directory, spec);
    prepared.push({ spec, file: written.audioFile, truth: written.truth });
  }
  return prepared;
}

function score(
  spec: TrackSpec,
  truth: GroundTruth,
  beats: Array<{ time: number; value: number }>,
  bpm: number,
  cpu: number,
  positioned: boolean,
): TrackScores {
  const estimated = beats.map((beat) => beat.time);
  const reference = truth.beats.map((beat) => beat.time);
  const { cmlt, amlt } = continuity(estimated, reference);
  return {
    track: spec.name,
    genre: spec.genre,
    meter: spec.meter,
    meterChanges: truth.meterSegments.length > 1,
    bpm: spec.bpm,
    seconds: round(truth.duration),
    beatF: round(fMeasure(estimated, reference)),
    cmlt: round(cmlt),
    amlt: round(amlt),
    downbeatF: positioned ? round(downbeatFMeasure(beats, truth.beats)) : null,
    barPosition: positioned ? round(barPositionAccuracy(beats, truth.beats)) : null,
    estimatedBpm: round(bpm),
    bpmWithinOne: bpmWithin(bpm, truth.bpm),
    cpuSeconds: round(cpu),
  };
}

function summarise(tracks: TrackScores[]) {
  const seconds = tracks.reduce((sum, track) => sum + track.seconds, 0);
  const cpu = tracks.reduce((sum, track) => sum + track.cpuSeconds, 0);
  return {
    beatF: mean(tracks.map((track) => track.beatF)),
    cmlt: mean(tracks.map((track) => track.cmlt)),
    amlt: mean(tracks.map((track) => track.amlt)),
    downbeatF: meanOf(tracks.map((track) => track.downbeatF)),
    barPosition: meanOf(tracks.map((track) => track.barPosition)),
    bpmWithinOneShare: round(tracks.filter((track) => track.bpmWithinOne).length / Math.max(1, tracks.length)),
    speedTimesRealTime: round(seconds / Math.max(1e-9, cpu)),
  };
}

/** Mean of the scores that apply; null when none do (the peer has no bar positions). */
const meanOf = (values: Array<number | null>) => {
  const present = values.filter((value): value is number => value !== null);
  return present.length ? mean(present) : null;
};
const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length));
const round = (value: number) => Math.round(value * 1000) / 1000;
const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
