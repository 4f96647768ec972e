/**
 * Track versions (issue 15): our edit against two baselines rendered by the same code in the same
 * run — trim + fade, and naive bar concatenation — on material the project did not make (rendered
 * MIDI with its true bar grid, recorded game soundtracks from Debian packages, and the annotated
 * recordings: recorded audio with the bar grid of the MIDI it was made from) and on our own
 * synthesised tracks.
 *
 *   bash bench/peers/debian-packages.sh        # fluidsynth, soundfonts, the game soundtracks
 *   npm run build && npm run bench:versions -w @downbeat/bench
 *   VERSIONS_SETS=held-out,recorded,synthesised (or annotated)  VERSIONS_CLIPS=6  VERSIONS_TARGETS=5,15,37,60
 *   VERSIONS_LOOPS=15,30  VERSIONS_LONG=180 (synthesised only: the CPU of 3-minute versions)
 *
 * Writes bench/results/versions.json (VERSIONS_RESULTS names another file).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { analyseTrack, ANALYSIS_SAMPLE_RATE } from '@downbeat/audio';
import { fMeasure, downbeatFMeasure } from '@downbeat/synth';
import {
  barGrid,
  decodeMaster,
  encodeMp3s,
  type EditPlan,
  type Pcm,
  renderPlan,
  renderVersion,
  soundEnd,
  splicesOf,
} from '@downbeat/versions';
import { cpuSeconds, cpuSince } from './audio/cpu-time';
import { annotatedSet } from './beats/annotated-set';
import { renderedMidiSet, type RenderedClip } from './beats/midi-set';
import { playedBeats } from './beats/renderer-timing';
import { RECORDING_PACKAGES, recordedSet } from './beats/recorded-set';
import { synthesisedSet } from './beats/synthesised-set';
import { BENCH_DIR, progress, writeResults } from './system';
import { naiveBarsPlan, trimFadePlan } from './versions/baselines';
import { measureVersion, type SourceReference, type VersionMeasures } from './versions/measure';
import { naturalTransitions, TransitionMeter } from './versions/seams';
import { summarise, type Method, type Row } from './versions/summary';

const GOALS = {
  durationErrorMs: 10,
  spliceDistanceMs: 10,
  beatF: 0.97,
  downbeatF: 0.9,
  seamFluxZ: 1,
  seamLevelLu: 2,
  renderCpuSecondsFor180s: 3,
};
type SetName = 'held-out' | 'recorded' | 'annotated' | 'synthesised';
const DIR = path.join(BENCH_DIR, 'versions');
/** The time stretch ours uses (VERSIONS_STRETCH=atempo|rubberband; the service's default when unset). */
const STRETCH =
  process.env.VERSIONS_STRETCH === 'atempo'
    ? 'atempo'
    : process.env.VERSIONS_STRETCH === 'rubberband'
      ? 'rubberband'
      : undefined;
const numbers = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').filter(Boolean).map(Number);

async function main(): Promise<void> {
  const sets = (process.env.VERSIONS_SETS ?? 'held-out,recorded,synthesised').split(',') as SetName[];
  const count = Number(process.env.VERSIONS_CLIPS ?? 6);
  const targets = numbers(process.env.VERSIONS_TARGETS, '5,15,37,60');
  const loops = numbers(process.env.VERSIONS_LOOPS, '15,30');
  const long = numbers(process.env.VERSIONS_LONG, '180');
  const rows: Row[] = [];
  const renderCpu: RenderCpu[] = [];
  for (const set of sets) {
    const clips = (await clipsOf(set, count)).slice(0, count);
    progress(`${set}: ${clips.length} clips`);
    for (const clip of clips) {
      const extra = set === 'synthesised' ? long : [];
      const result = await benchClip(set, clip, targets, loops, extra);
      rows.push(...result.rows);
      renderCpu.push(...result.cpu);
    }
  }
  const summary = summarise(rows);
  const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length));
  const cpu180 = renderCpu.map((item) => item.cpuSeconds);
  const encode180 = renderCpu.map((item) => item.encodeCpuSeconds);
  const resultsName = process.env.VERSIONS_RESULTS ?? 'versions';
  writeResults(resultsName, {
    settings: {
      sets,
      clipsPerSet: count,
      targets,
      loops,
      long,
      recordedPackages: RECORDING_PACKAGES,
      reference:
        'held-out MIDI and synthesised: the true beat grid mapped through each edit; recorded: our analysis of the source mapped through it',
      seams:
        'spectral flux (1024-point frames, 25 ms before to 75 ms after) and the 3 s (short-term) level change across each splice, as z-scores against the source’s own downbeat transitions; loops are measured three times back to back',
      stretch: STRETCH ?? 'service default',
      cpu: 'CPU seconds of the whole job (decode, bar features, search, splice, stretch, two MP3 encodes), this process and its ffmpeg children; beside it, in the same run, the CPU of only encoding as many seconds of the source to both MP3s',
    },
    goals: GOALS,
    summary,
    renderCpu: {
      versions: cpu180.length,
      meanSeconds: mean(cpu180),
      maxSeconds: round(Math.max(0, ...cpu180)),
      meanEncodeOnlySeconds: mean(encode180),
      meanBeyondEncodeSeconds: round(mean(cpu180) - mean(encode180)),
      items: renderCpu,
    },
    rows,
  });
  progress(`written bench/results/${resultsName}.json`);
  console.table(
    Object.entries(summary).flatMap(([set, methods]) =>
      Object.entries(methods).map(([method, values]) => ({ set, method, ...values })),
    ),
  );
  console.log(
    `3-minute versions: mean ${mean(cpu180)} s CPU, max ${round(Math.max(0, ...cpu180))} s; only encoding 3 minutes to both MP3s ${mean(encode180)} s`,
  );
}

async function clipsOf(set: SetName, count: number): Promise<RenderedClip[]> {
  if (set === 'held-out') return renderedMidiSet('held-out', count, path.join(BENCH_DIR, 'beats', 'midi'), progress);
  if (set === 'recorded') return recordedSet(path.join(BENCH_DIR, 'beats', 'recorded'), progress);
  if (set === 'annotated') return annotatedSet(path.join(BENCH_DIR, 'beats', 'annotated'), progress);
  return synthesisedSet(count, 2026, path.join(BENCH_DIR, 'versions', 'synthesised'), progress);
}

/** A version's CPU, and that of only encoding its two MP3s (the floor every version pays), same run. */
interface RenderCpu {
  clip: string;
  seconds: number;
  cpuSeconds: number;
  encodeCpuSeconds: number;
}

/** CPU seconds of encoding `seconds` of the source (repeated as needed) to both renditions, nothing else. */
async function encodeFloor(source: Pcm, seconds: number, outputDir: string): Promise<number> {
  const samples = new Float32Array(Math.round(seconds * source.sampleRate) * source.channels);
  for (let offset = 0; offset < samples.length; offset += source.samples.length)
    samples.set(source.samples.subarray(0, Math.min(source.samples.length, samples.length - offset)), offset);
  const before = cpuSeconds();
  await encodeMp3s(
    { ...source, samples },
    { preview: path.join(outputDir, 'encode-only-128.mp3'), highQuality: path.join(outputDir, 'encode-only-320.mp3') },
    { scratch: outputDir },
  );
  return round(cpuSince(before));
}

/** `timed`: lengths made besides `targets` whose CPU is reported, against the encode floor. */
async function benchClip(set: SetName, clip: RenderedClip, targets: number[], loops: number[], timed: number[]) {
  const analysis = await analyseTrack(clip.file);
  const clipDir = path.join(DIR, 'out', set, clip.name);
  mkdirSync(clipDir, { recursive: true });
  const { stereo, mono } = await decodeMaster(clip.file, ANALYSIS_SAMPLE_RATE, { scratch: clipDir });
  const end = soundEnd(mono.samples, mono.sampleRate);
  const grid = barGrid(analysis.beats, end);
  const beats = clip.truth?.beats ?? analysis.beats;
  const downbeats = beats.filter((beat) => beat.value === 1).map((beat) => beat.time);
  const reference: SourceReference = {
    beats,
    natural: naturalTransitions(new TransitionMeter(mono.samples, mono.sampleRate), downbeats.slice(1, -1)),
    lastBeat: beats[beats.length - 1]?.time ?? end,
    ...(set === 'held-out'
      ? {
          playedDownbeats: (await playedBeats(clip.file.replace(/\.wav$/, '.mid'), beats))
            .filter((beat) => beat.value === 1)
            .map((beat) => beat.time),
        }
      : {}),
    ...(set === 'annotated' ? { splicesMeasurable: false } : {}),
  };
  // How well our tracker does on the unedited source: the ceiling for any edit's re-analysis.
  const sourceBeatF = clip.truth
    ? fMeasure(
        analysis.beats.map((b) => b.time),
        beats.map((b) => b.time),
      )
    : null;
  const sourceDownbeatF = clip.truth ? downbeatFMeasure(analysis.beats, beats) : null;
  const rows: Row[] = [];
  const cpu: RenderCpu[] = [];
  const jobs = [
    ...[...targets, ...timed].map((seconds) => ({ seconds, loop: false })),
    ...loops.map((seconds) => ({ seconds, loop: true })),
  ];
  for (const { seconds, loop } of jobs) {
    const outputDir = path.join(clipDir, `${seconds}${loop ? '-loop' : ''}`);
    mkdirSync(outputDir, { recursive: true });
    const measured: Partial<Record<Method, { plan: EditPlan; measures: VersionMeasures } | { failed: string }>> = {};
    const before = cpuSeconds();
    try {
      const ours = await renderVersion({
        masterFile: clip.file,
        beats: analysis.beats,
        barScores: analysis.bars,
        durationMs: seconds * 1000,
        loopable: loop,
        outputDir,
        scratchDir: outputDir,
        ...(STRETCH ? { stretchEngine: STRETCH } : {}),
      });
      const spent = round(cpuSince(before));
      if (!loop && timed.includes(seconds))
        cpu.push({
          clip: clip.name,
          seconds,
          cpuSeconds: spent,
          encodeCpuSeconds: await encodeFloor(stereo, seconds, outputDir),
        });
      measured.ours = {
        plan: ours.plan,
        measures: await measureVersion(ours.files.highQuality, ours.plan, seconds, reference),
      };
    } catch (error) {
      measured.ours = { failed: (error as Error).message };
    }
    const baselines: Array<[Method, EditPlan, number]> = [
      ['trim+fade', trimFadePlan(seconds, end, loop), 0.005],
      ['naive bars', naiveBarsPlan(grid, seconds, loop), 0],
    ];
    for (const [method, plan, crossfade] of baselines) {
      const files = {
        preview: path.join(outputDir, `${method.replace(/\W+/g, '-')}-128.mp3`),
        highQuality: path.join(outputDir, `${method.replace(/\W+/g, '-')}-320.mp3`),
      };
      await renderPlan(stereo, plan, files, {
        work: { scratch: outputDir },
        crossfadeSeconds: crossfade,
        ...(STRETCH ? { engine: STRETCH } : {}),
      });
      measured[method] = { plan, measures: await measureVersion(files.highQuality, plan, seconds, reference) };
    }
    for (const [method, outcome] of Object.entries(measured) as Array<[Method, (typeof measured)[Method]]>) {
      if (!outcome) continue;
      rows.push({
        set,
        clip: clip.name,
        method,
        seconds,
        loop,
        sourceBeatF,
        sourceDownbeatF,
        sourceLevelWithin2Lu: round(reference.natural.levelWithinGoal),
        ...('failed' in outcome
          ? { failed: outcome.failed }
          : {
              kind: outcome.plan.kind,
              splices: splicesOf(outcome.plan).length,
              stretch: round(outcome.plan.stretch),
              ...outcome.measures,
            }),
      });
    }
    const ours = rows[rows.length - 3];
    progress(
      `${clip.name} ${seconds}s${loop ? ' loop' : ''}: ${ours && !ours.failed ? `${ours.kind}, ${ours.splices} splices, beat F ${ours.beatF ?? '-'}, downbeat F ${ours.downbeatF ?? '-'}` : `failed: ${ours?.failed}`}`,
    );
  }
  return { rows, cpu };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
