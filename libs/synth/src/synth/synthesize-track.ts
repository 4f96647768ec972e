/**
 * The synthesiser's entry points: a spec in, PCM and its ground truth out; or straight to
 * `<name>.wav` + `<name>.beats.json` for the demo catalog and the benchmarks.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { arrange } from './arrangement';
import { renderEvents } from './render';
import { type GroundTruth, type TrackSpec } from './track-spec';
import { writeWav } from './wav';

export interface SynthesisOptions {
  /** 44100 for masters; tests use 11025 to stay fast. */
  sampleRate?: number;
  channels?: 1 | 2;
}

export interface SynthesizedTrack {
  /** Interleaved samples in [-1, 1] when stereo. */
  pcm: Float32Array;
  sampleRate: number;
  channels: 1 | 2;
  truth: GroundTruth;
}

/** Renders a track deterministically: the same spec gives the same samples and truth. */
export function synthesizeTrack(spec: TrackSpec, options: SynthesisOptions = {}): SynthesizedTrack {
  const sampleRate = options.sampleRate ?? 44100;
  const channels = options.channels ?? 2;
  const { events, truth, reverb } = arrange(spec);
  const pcm = renderEvents(events, { sampleRate, channels, duration: truth.duration, reverb });
  return { pcm, sampleRate, channels, truth };
}

/** The ground truth of a spec without rendering any audio (cheap: for catalogs and checks). */
export const groundTruthOf = (spec: TrackSpec): GroundTruth => arrange(spec).truth;

export interface WrittenTrack {
  audioFile: string;
  truthFile: string;
  truth: GroundTruth;
}

/** Writes `<directory>/<name>.wav` (16-bit PCM) and `<directory>/<name>.beats.json` (the truth). */
export async function writeSynthesizedTrack(
  directory: string,
  spec: TrackSpec,
  options: SynthesisOptions = {},
): Promise<WrittenTrack> {
  await mkdir(directory, { recursive: true });
  const track = synthesizeTrack(spec, options);
  const audioFile = path.join(directory, `${spec.name}.wav`);
  const truthFile = path.join(directory, `${spec.name}.beats.json`);
  await writeWav(audioFile, track.pcm, track.sampleRate, track.channels);
  await writeFile(truthFile, `${JSON.stringify({ spec, ...track.truth }, null, 2)}\n`);
  return { audioFile, truthFile, truth: track.truth };
}
