/**
 * Rhythm analysis of mono PCM: onset envelopes → tempo → beats → bar positions and meter. Pure
 * computation, no I/O, so it is unit-tested on synthesised clips.
 */
import { type Beat } from '../synth/track-spec';
import { beatChroma, cosine, unit } from './beat-chroma';
import { trackBeats } from './beat-tracker';
import { barGrid, type DetectedMeterSegment } from './meter';
import { onsetEnvelopes, type OnsetEnvelopes } from './onset-strength';
import { standardise } from './statistics';
import { estimateTempo, tempoFromBeats } from './tempo';

/** Weight of the bass-onset cue against the harmonic-change cue in downbeat salience. */
const KICK_WEIGHT = 1;
/** Onset strength (in standard deviations, three envelopes summed) below which a beat costs. */
const SALIENCE_THRESHOLD = 1;

export interface RhythmAnalysis {
  bpm: number;
  beats: Beat[];
  meterSegments: DetectedMeterSegment[];
  /** Chroma per beat, reused by the highlight finder. */
  chroma: Float32Array[];
  envelopes: OnsetEnvelopes;
}

export function analyseRhythm(samples: Float32Array, sampleRate: number): RhythmAnalysis {
  const envelopes = onsetEnvelopes(samples, sampleRate);
  const { frameRate, broadband, bass } = envelopes;
  const tempo = estimateTempo(broadband, frameRate);
  const frames = trimToMusic(trackBeats(beatSalience(envelopes), beatPeriods(tempo.period)), broadband, tempo.period);
  const times = frames.map((frame) => frame / frameRate);
  const chroma = beatChroma(samples, sampleRate, times);
  const salience = frames.map((frame, index) => {
    const change = harmonicChange(chroma, index);
    let kick = 0;
    for (let offset = -2; offset <= 2; offset++) kick = Math.max(kick, bass[Math.round(frame) + offset] ?? 0);
    return { change, kick };
  });
  // Beats divided in three mean compound time; we report it as 6/8 (two dotted-quarter beats).
  const compound = isCompound(times, broadband, frameRate);
  const grid = barGrid(combine(salience), compound ? { barLengths: [2] } : {});
  const beats = times.map((time, index) => ({ time: round(time), value: grid.values[index] ?? 1 }));
  const meterSegments = segmentsOf(beats, grid.beatsPerBar, compound);
  return {
    bpm: tempoFromBeats(times) ?? (times.length >= 2 ? Math.round(tempo.bpm * 100) / 100 : 0),
    beats,
    meterSegments,
    chroma,
    envelopes,
  };
}

/** Periods within a quarter of the estimate either way, the estimate favoured: rubato and drift, not octaves. */
function beatPeriods(period: number): { periods: number[]; periodPrior: number[] } {
  const periods: number[] = [];
  for (let candidate = Math.floor(period / 1.25); candidate <= Math.ceil(period * 1.25); candidate++)
    periods.push(candidate);
  return { periods, periodPrior: periods.map((candidate) => -0.5 * (Math.log2(candidate / period) / 0.1) ** 2) };
}

/**
 * What the beat tracker rewards at a beat: onsets over all bands, the low/mid bands and the bass,
 * so that beats (kick, bass notes, chords) outweigh busy off-beats (hi-hats, rim clicks, shakers),
 * less a threshold so that a beat on an ordinary frame costs and extra beats (double tempo) are
 * not free.
 */
function beatSalience(envelopes: OnsetEnvelopes): Float32Array {
  const { broadband, lowMid, bass } = envelopes;
  const out = new Float32Array(broadband.length);
  for (let frame = 0; frame < out.length; frame++) {
    const onsets = (broadband[frame] as number) + (lowMid[frame] as number) + (bass[frame] as number);
    out[frame] = onsets - SALIENCE_THRESHOLD;
  }
  return out;
}

/**
 * How much the harmony changes into beat `index`: from the previous beat, plus from the previous
 * two beats to the next two (which rides over a single passing note).
 */
function harmonicChange(chroma: Float32Array[], index: number): number {
  const at = (beat: number) => chroma[beat] as Float32Array;
  if (index === 0) return 0.5;
  const single = 1 - cosine(at(index), at(index - 1));
  if (index < 2 || index + 1 >= chroma.length) return 2 * single;
  const pair = (a: Float32Array, b: Float32Array) => unit(a.map((value, pitch) => value + (b[pitch] as number)));
  return single + 1 - cosine(pair(at(index), at(index + 1)), pair(at(index - 1), at(index - 2)));
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function combine(salience: Array<{ change: number; kick: number }>): number[] {
  const change = standardise(salience.map((beat) => beat.change));
  const kick = standardise(salience.map((beat) => beat.kick));
  return change.map((value, index) => value + KICK_WEIGHT * (kick[index] as number));
}

/** Drops beats the tracker extrapolated into the silence before the music or into its fade. */
function trimToMusic(frames: number[], envelope: Float32Array, period: number): number[] {
  let first = -1;
  let last = -1;
  for (let index = 0; index < envelope.length; index++) {
    if ((envelope[index] as number) > 1) {
      if (first < 0) first = index;
      last = index;
    }
  }
  if (first < 0) return [];
  const slack = Math.max(2, period * 0.15);
  return frames.filter((frame) => frame >= first - slack && frame <= last + slack);
}

/** Groups beats into runs of equal bar length and names each run's time signature. */
function segmentsOf(beats: Beat[], beatsPerBar: number[], compound: boolean): DetectedMeterSegment[] {
  const segments: DetectedMeterSegment[] = [];
  const name = (length: number) => (length === 2 ? (compound ? '6/8' : '2/4') : length === 3 ? '3/4' : '4/4');
  beats.forEach((beat, index) => {
    const length = beatsPerBar[index] ?? 4;
    const end = beats[index + 1]?.time ?? beat.time + (beat.time - (beats[index - 1]?.time ?? beat.time));
    const current = segments[segments.length - 1];
    if (current && current.beatsPerBar === length) current.end = end;
    else segments.push({ start: beat.time, end, beatsPerBar: length, timeSignature: name(length) });
  });
  return segments;
}

/**
 * Whether beats divide in three: onsets a third and two thirds of the way through beats, and
 * little half-way. Swung eighths land only on the two-thirds point, so swing is not compound.
 */
export function isCompound(times: number[], envelope: Float32Array, frameRate: number): boolean {
  let half = 0;
  let firstThird = 0;
  let secondThird = 0;
  // Counts beats with a clear onset (over half a standard deviation) at each point.
  const hit = (time: number) => {
    const frame = Math.round(time * frameRate);
    return Math.max(envelope[frame - 1] ?? 0, envelope[frame] ?? 0, envelope[frame + 1] ?? 0) > 0.5 ? 1 : 0;
  };
  times.slice(1).forEach((time, index) => {
    const previous = times[index] as number;
    const span = time - previous;
    half += hit(previous + span / 2);
    firstThird += hit(previous + span / 3);
    secondThird += hit(previous + (2 * span) / 3);
  });
  const beats = Math.max(1, times.length - 1);
  return Math.min(firstThird, secondThird) > 0.25 * beats && half < 0.5 * Math.min(firstThird, secondThird);
}
