/**
 * Measures one rendered version against what its plan promised: decoded length, where its splices
 * fall in the source, whether our tracker finds the beat grid the edit implies, and how its seams
 * compare with the source's own downbeat transitions.
 */
import { analysePcm, ANALYSIS_SAMPLE_RATE, decodePcm } from '@downbeat/audio';
import { downbeatFMeasure, fMeasure } from '@downbeat/synth';
import { type EditPlan, impliedGrid, sourceSeconds, splicesOf } from '@downbeat/versions';
import { analysedSamples } from '../beats/decoder-inputs';
import { type NaturalTransitions, seamScore, type SeamScore, TransitionMeter } from './seams';

/** Versions shorter than this are not re-analysed: too few bars for a tracker. */
export const REANALYSIS_MIN_SECONDS = 12;

export interface VersionMeasures {
  durationErrorMs: number;
  /** Per splice: the larger distance of its two source points from the nearest reference downbeat. */
  spliceDistancesMs: number[];
  /** The same against where the renderer really plays each downbeat (rendered MIDI only). */
  splicePlayedDistancesMs: number[] | null;
  beatF: number | null;
  downbeatF: number | null;
  seams: SeamScore[];
  keepsIntro: boolean | null;
  keepsEnding: boolean | null;
}

export interface SourceReference {
  /** Beats with bar positions: the truth when the material has one, else our analysis. */
  beats: Array<{ time: number; value: number }>;
  natural: NaturalTransitions;
  lastBeat: number;
  /** Rendered MIDI: its downbeats where the renderer plays them (it drifts from the tempo map). */
  playedDownbeats?: number[];
  /**
   * False when the reference's times are good to tens of milliseconds only (the annotated
   * recordings' MIDI grid: the audio sounds 12–44 ms from it): no splice distances then.
   */
  splicesMeasurable?: boolean;
}

export async function measureVersion(
  file: string,
  plan: EditPlan,
  requestedSeconds: number,
  reference: SourceReference,
): Promise<VersionMeasures> {
  const full = await decodePcm(file, 44_100);
  const durationErrorMs = Math.abs(full.samples.length / 44_100 - requestedSeconds) * 1000;
  const downbeats = reference.beats.filter((beat) => beat.value === 1).map((beat) => beat.time);
  const nearest = (time: number, among = downbeats) => Math.min(...among.map((downbeat) => Math.abs(downbeat - time)));
  const splices = splicesOf(plan);
  const spliceDistancesMs =
    reference.splicesMeasurable === false
      ? []
      : splices.map((splice) => Math.max(nearest(splice.out), nearest(splice.in)) * 1000);
  const played = reference.playedDownbeats;
  const splicePlayedDistancesMs = played
    ? splices.map((splice) => Math.max(nearest(splice.out, played), nearest(splice.in, played)) * 1000)
    : null;
  // Read as the analysis reads a track: its decode, its sample rate.
  const once = await analysedSamples(file);
  const repeats = plan.loop ? 3 : 1;
  const samples = new Float32Array(once.length * repeats);
  for (let repeat = 0; repeat < repeats; repeat++) samples.set(once, repeat * once.length);
  let beatF: number | null = null;
  let downbeatF: number | null = null;
  if (requestedSeconds >= REANALYSIS_MIN_SECONDS) {
    const found = analysePcm(samples, ANALYSIS_SAMPLE_RATE).beats;
    const implied = impliedGrid(plan, reference.beats, repeats);
    beatF = fMeasure(
      found.map((beat) => beat.time),
      implied.map((beat) => beat.time),
    );
    downbeatF = downbeatFMeasure(found, implied);
  }
  const meter = new TransitionMeter(samples, ANALYSIS_SAMPLE_RATE);
  const length = sourceSeconds(plan.segments) * plan.stretch;
  // The loop's wrap is heard where one repeat meets the next.
  const seamTimes = splices.flatMap((splice) => (splice.wrap ? [length, 2 * length] : [splice.at * plan.stretch]));
  const seams = seamTimes.map((time) => seamScore(meter.at(time), reference.natural));
  const first = plan.segments[0];
  const last = plan.segments[plan.segments.length - 1];
  return {
    durationErrorMs,
    spliceDistancesMs,
    splicePlayedDistancesMs,
    beatF,
    downbeatF,
    seams,
    keepsIntro: plan.loop || !first ? null : first.from < 0.05,
    keepsEnding: plan.loop || !last ? null : last.to >= reference.lastBeat - 0.05 && last.from <= reference.lastBeat,
  };
}
