/**
 * The versions worker task: decode the master, measure its bars, plan the edit, splice, ride the
 * levels at the splices, stretch, cut to the exact sample and encode both MP3s. Runs on a
 * worker-pool thread (CPU-heavy); returns plain values. Cancellable: when the pool's signal aborts,
 * the ffmpeg running is killed and the render ends at its next step.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ANALYSIS_SAMPLE_RATE, audiowaveform, type AudiowaveformJson } from '@downbeat/audio';
import { decodeMaster, encodeVersion, type FfmpegWork, type StretchEngine } from '../adapters/ffmpeg-audio';
import { barFeatures, loudnessDb } from '../audio/bar-features';
import { alignDownbeatsToOnsets } from '../audio/downbeat-onsets';
import { rideLevels } from '../audio/level-rides';
import { type Pcm, spliceSegments } from '../audio/splice';
import { barGrid, type GridBeat } from '../domain/bar-grid';
import { type EditPlan, splicesOf } from '../domain/edit-plan';
import { type BarScore, highlightBars } from '../domain/highlight-bars';
import { barDissimilarity, jumpCosts, phraseOffset } from '../domain/jump-costs';
import { planLoop, planVersion } from '../domain/plan-version';
import { levelStepCosts, seamLevelRides } from '../domain/seam-levels';

export interface RenderVersionJob {
  masterFile: string;
  /** The analysis's beats (bar positions) and per-bar highlight scores. */
  beats: GridBeat[];
  barScores: BarScore[];
  durationMs: number;
  loopable: boolean;
  /** Where the MP3s are written (the caller stores them). */
  outputDir: string;
  /** Where PCM passes to and from ffmpeg (the caller removes it). */
  scratchDir: string;
  stretchEngine?: StretchEngine;
}

export interface RenderedVersion {
  plan: EditPlan;
  files: { preview: string; highQuality: string };
  waveform: AudiowaveformJson;
  /** Samples per channel of the result at 44.1 kHz. */
  frames: number;
}

export const WAVEFORM_PIXELS_PER_SECOND = 25;

export async function renderVersion(job: RenderVersionJob, signal?: AbortSignal): Promise<RenderedVersion> {
  const work: FfmpegWork = { scratch: job.scratchDir, ...(signal ? { signal } : {}) };
  const { stereo, mono } = await decodeMaster(job.masterFile, ANALYSIS_SAMPLE_RATE, work);
  signal?.throwIfAborted();
  const plan = planEdit(mono.samples, mono.sampleRate, job);
  await mkdir(job.outputDir, { recursive: true });
  const files = {
    preview: path.join(job.outputDir, 'preview-128.mp3'),
    highQuality: path.join(job.outputDir, 'high-320.mp3'),
  };
  const rendered = await renderPlan(stereo, plan, files, {
    work,
    ...(job.stretchEngine ? { engine: job.stretchEngine } : {}),
  });
  return { plan, files, waveform: rendered.waveform, frames: rendered.frames };
}

/** The edit of a track at a length, from its mono audio and its analysis. */
export function planEdit(
  samples: Float32Array,
  sampleRate: number,
  job: Pick<RenderVersionJob, 'beats' | 'barScores' | 'durationMs' | 'loopable'>,
): EditPlan {
  // Splices cut where the downbeat's notes start, not on the tracker's frame.
  const beats = alignDownbeatsToOnsets(samples, sampleRate, job.beats);
  const grid = barGrid(beats, soundEnd(samples, sampleRate));
  const n = grid.bars.length;
  const features = barFeatures(samples, sampleRate, grid.bars);
  const dissimilarity = barDissimilarity(features);
  const offset = phraseOffset(dissimilarity, n);
  const jumps = jumpCosts(dissimilarity, n);
  const levelSteps = levelStepCosts(
    grid.bars,
    features.map((bar) => bar.loudness),
  );
  for (let index = 0; index < jumps.length; index++)
    jumps[index] = (jumps[index] as number) + (levelSteps[index] as number);
  const request = {
    grid,
    rules: { jumps, phraseOffset: offset },
    highlightBars: highlightBars(grid, job.barScores, offset),
    targetSeconds: job.durationMs / 1000,
  };
  const plan = job.loopable ? planLoop(request) : planVersion(request);
  const seconds = samples.length / sampleRate;
  // A window holding under half a second of the source says nothing of its level.
  const level = (from: number, to: number) =>
    Math.min(seconds, to) - Math.max(0, from) < 0.5 ? null : loudnessDb(samples, sampleRate, from, to);
  return { ...plan, levelRides: seamLevelRides(splicesOf(plan), level) };
}

/** Splices, rides the levels, stretches, cuts to the exact sample, fades and encodes a plan; the waveform of the result. */
export async function renderPlan(
  source: Pcm,
  plan: EditPlan,
  files: { preview: string; highQuality: string },
  options: { work: FfmpegWork; engine?: StretchEngine; crossfadeSeconds?: number },
): Promise<{ waveform: AudiowaveformJson; frames: number }> {
  const spliced = spliceSegments(source, plan.segments, plan.loop, options.crossfadeSeconds);
  if (plan.levelRides?.length) rideLevels(spliced, plan.levelRides, plan.loop);
  const frames = Math.round(plan.targetSeconds * source.sampleRate);
  const shape = {
    frames,
    stretch: plan.stretch,
    fadeInSeconds: plan.fadeInSeconds,
    fadeOutSeconds: plan.fadeOutSeconds,
    ...(options.engine ? { engine: options.engine } : {}),
  };
  const mono = await encodeVersion(spliced, shape, files, options.work);
  const waveform = audiowaveform(mono, source.sampleRate, Math.round(source.sampleRate / WAVEFORM_PIXELS_PER_SECOND));
  return { waveform, frames };
}

/** Where the audio falls below −60 dB of its peak for good (50 ms windows), plus one window. */
export function soundEnd(samples: Float32Array, sampleRate: number): number {
  const window = Math.max(1, Math.round(sampleRate * 0.05));
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  const floor = (peak * 1e-3) ** 2;
  for (let end = samples.length; end > 0; end -= window) {
    let power = 0;
    const start = Math.max(0, end - window);
    for (let index = start; index < end; index++) power += (samples[index] as number) ** 2;
    if (power / (end - start) > floor) return Math.min(samples.length, end + window) / sampleRate;
  }
  return samples.length / sampleRate;
}
