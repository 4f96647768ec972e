/**
 * How a moment in a signal sounds as a transition: spectral flux around it (new energy arriving in
 * a short window after it, against the window before) and the change of short-term level (3 s,
 * unweighted) across it. Measured at each splice of a version and at each natural downbeat of its source, so a splice
 * is judged against the track's own bar-to-bar transitions (z-score), not an absolute threshold.
 */
import { hannWindow, RealFft } from '@downbeat/audio';

const FRAME = 1024;
const HOP = 128;
/** Flux: summed over frames from 25 ms before to 75 ms after the point. */
const FLUX_BEFORE = 0.025;
const FLUX_AFTER = 0.075;
/** Level: mean square over 3 s before and after (the EBU short-term window), in dB. */
const LEVEL_WINDOW = 3;

export interface Transition {
  flux: number;
  /** dB change of the 3 s level across the point (unweighted: an LU-like difference). */
  levelChange: number;
}

export class TransitionMeter {
  private readonly logSpectra: Float32Array[] = [];
  private readonly frameRate: number;

  constructor(
    private readonly samples: Float32Array,
    private readonly sampleRate: number,
  ) {
    const fft = new RealFft(FRAME);
    const window = hannWindow(FRAME);
    const frame = new Float32Array(FRAME);
    const magnitudes = new Float32Array(FRAME / 2 + 1);
    for (let start = -FRAME / 2; start + FRAME / 2 < samples.length; start += HOP) {
      for (let offset = 0; offset < FRAME; offset++) frame[offset] = (samples[start + offset] ?? 0) * window[offset]!;
      fft.magnitudes(frame, magnitudes);
      this.logSpectra.push(magnitudes.map((value) => Math.log1p(100 * value)));
    }
    this.frameRate = sampleRate / HOP;
  }

  at(time: number): Transition {
    const first = Math.max(1, Math.round((time - FLUX_BEFORE) * this.frameRate));
    const last = Math.min(this.logSpectra.length - 1, Math.round((time + FLUX_AFTER) * this.frameRate));
    let flux = 0;
    for (let index = first; index <= last; index++) {
      const current = this.logSpectra[index]!;
      const previous = this.logSpectra[index - 1]!;
      for (let bin = 1; bin < current.length; bin++) flux += Math.max(0, current[bin]! - previous[bin]!);
    }
    return { flux, levelChange: this.level(time, time + LEVEL_WINDOW) - this.level(time - LEVEL_WINDOW, time) };
  }

  private level(from: number, to: number): number {
    const start = Math.max(0, Math.round(from * this.sampleRate));
    const end = Math.min(this.samples.length, Math.round(to * this.sampleRate));
    let power = 0;
    for (let index = start; index < end; index++) power += this.samples[index]! ** 2;
    return 10 * Math.log10(power / Math.max(1, end - start) + 1e-10);
  }
}

export interface NaturalTransitions {
  fluxMean: number;
  fluxDeviation: number;
  levelMean: number;
  levelDeviation: number;
  /** The source's own downbeats whose level change is within `SEAM_LEVEL_GOAL_LU`: what a bar line does. */
  levelWithinGoal: number;
}

/** The goal for a seam's level change, LU. */
export const SEAM_LEVEL_GOAL_LU = 2;

/** The distribution of the source's own downbeat transitions (absolute level changes). */
export function naturalTransitions(meter: TransitionMeter, downbeats: number[]): NaturalTransitions {
  const measured = downbeats.map((time) => meter.at(time));
  const stats = (values: number[]) => {
    const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1);
    return { mean, deviation: Math.sqrt(variance) || 1e-9 };
  };
  const flux = stats(measured.map((item) => item.flux));
  const level = stats(measured.map((item) => Math.abs(item.levelChange)));
  const levelWithinGoal =
    measured.filter((item) => Math.abs(item.levelChange) <= SEAM_LEVEL_GOAL_LU).length / Math.max(1, measured.length);
  return {
    fluxMean: flux.mean,
    fluxDeviation: flux.deviation,
    levelMean: level.mean,
    levelDeviation: level.deviation,
    levelWithinGoal,
  };
}

export interface SeamScore {
  fluxZ: number;
  levelChangeLu: number;
  levelZ: number;
}

export function seamScore(transition: Transition, natural: NaturalTransitions): SeamScore {
  return {
    fluxZ: (transition.flux - natural.fluxMean) / natural.fluxDeviation,
    levelChangeLu: Math.abs(transition.levelChange),
    levelZ: (Math.abs(transition.levelChange) - natural.levelMean) / natural.levelDeviation,
  };
}
