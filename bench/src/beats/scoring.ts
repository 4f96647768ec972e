/**
 * What bench:beats reports per tracker and set: mir_eval's beat F (±70 ms), CMLt, AMLt and
 * downbeat F; tempo Acc1 (within 4 %) and Acc2 (also at double, half, triple or a third); meter
 * changes reported on pieces whose meter never changes; highlights that start on a true downbeat;
 * speed as seconds of audio per CPU second (decoding included). On the recorded set, with no truth,
 * agreement: one tracker's beat F with another's beats as the reference.
 */
import { highlightsFor, type TrackAnalysis } from '@downbeat/audio';
import { type MirEvalScores } from './peers';
import { type BeatTruth } from './midi-truth';

export interface TrackerOutput {
  beats: Array<{ time: number; value: number }> | null;
  times: number[];
  bpm: number;
  cpuSeconds: number;
  /** Meter changes the tracker reported (ours only). */
  meterChanges?: number;
  /** Highlight start times (ours only). */
  highlightStarts?: number[];
}

export interface ClipScores extends MirEvalScores {
  acc1: boolean;
  acc2: boolean;
  spuriousMeterChange: boolean | null;
  highlightsOnDownbeat: number | null;
  highlights: number;
}

export function tempoAccuracy(estimated: number, reference: number): { acc1: boolean; acc2: boolean } {
  const within = (factor: number) => Math.abs(estimated - reference * factor) <= 0.04 * reference * factor;
  return { acc1: within(1), acc2: [1, 2, 0.5, 3, 1 / 3].some(within) };
}

/** Starts of the highlights bench:beats asks for: three of 15 s and three of 30 s, where the clip is longer. */
export const highlightStarts = (analysis: Pick<TrackAnalysis, 'bars' | 'beats' | 'duration'>): number[] =>
  [15, 30].flatMap((seconds) =>
    analysis.duration > seconds ? highlightsFor(analysis, seconds, 3).map((highlight) => highlight.start) : [],
  );

/** Whether a highlight starts on a true downbeat (within 70 ms). */
export const startsOnDownbeat = (start: number, downbeats: number[]): boolean =>
  downbeats.some((time) => Math.abs(time - start) <= 0.07);

export function clipScores(output: TrackerOutput, truth: BeatTruth, scores: MirEvalScores): ClipScores {
  const downbeats = truth.beats.filter((beat) => beat.value === 1).map((beat) => beat.time);
  const starts = output.highlightStarts ?? [];
  const onDownbeat = starts.filter((start) => startsOnDownbeat(start, downbeats)).length;
  return {
    ...scores,
    ...tempoAccuracy(output.bpm, truth.bpm),
    spuriousMeterChange: output.meterChanges === undefined || truth.meterChanges > 0 ? null : output.meterChanges > 0,
    highlightsOnDownbeat: starts.length ? onDownbeat : null,
    highlights: starts.length,
  };
}

export interface Summary {
  clips: number;
  beatF: number;
  cmlt: number;
  amlt: number;
  downbeatF: number | null;
  tempoAcc1: number;
  tempoAcc2: number;
  /** Share of constant-meter clips on which a meter change was reported. */
  spuriousMeterChanges: number | null;
  highlightsOnDownbeat: number | null;
  timesRealTime: number;
}

export function summarise(scores: ClipScores[], seconds: number[], cpu: number[]): Summary {
  const constant = scores.filter((score) => score.spuriousMeterChange !== null);
  const highlights = scores.reduce((sum, score) => sum + score.highlights, 0);
  const downbeat = scores.filter((score) => score.downbeatF !== undefined);
  return {
    clips: scores.length,
    beatF: mean(scores.map((score) => score.f)),
    cmlt: mean(scores.map((score) => score.cmlt)),
    amlt: mean(scores.map((score) => score.amlt)),
    downbeatF: downbeat.length ? mean(downbeat.map((score) => score.downbeatF ?? 0)) : null,
    tempoAcc1: share(scores.map((score) => score.acc1)),
    tempoAcc2: share(scores.map((score) => score.acc2)),
    spuriousMeterChanges: constant.length ? share(constant.map((score) => score.spuriousMeterChange === true)) : null,
    highlightsOnDownbeat: highlights
      ? round(scores.reduce((sum, score) => sum + (score.highlightsOnDownbeat ?? 0), 0) / highlights)
      : null,
    timesRealTime: round(sum(seconds) / Math.max(1e-9, sum(cpu))),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export const mean = (values: number[]) => round(sum(values) / Math.max(1, values.length));
const share = (flags: boolean[]) => round(flags.filter(Boolean).length / Math.max(1, flags.length));
export const round = (value: number) => Math.round(value * 1000) / 1000;
