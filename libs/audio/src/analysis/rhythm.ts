/**
 * Rhythm analysis of mono PCM: the beat network's beat and downbeat activations → beats (a hidden
 * Markov model over beat period and phase, over the whole tempo range) → bar positions and meter
 * (a Viterbi pass over bar lengths at the beats). Pure computation, no I/O, so it is unit-tested on
 * synthesised clips.
 */
import { type Beat } from '@downbeat/contracts';
import { beatChroma, cosine, unit } from './beat-chroma';
import { beatFeatures } from './beat-features';
import { type BeatActivations, beatActivations } from './beat-network';
import { trackBeats } from './beat-tracker';
import { BAR_LENGTHS, barGrid, LONGER_BAR_PREFERENCE, type DetectedMeterSegment } from './meter';
import { onsetEnvelopes, type OnsetEnvelopes } from './onset-strength';
import { standardise } from './statistics';
import { DOUBLED_TEMPO, type DoubledTempoEvidence, doubledBeats, FAST_DOUBLED_TEMPO, tempoFromBeats } from './tempo';

/** Tempos the tracker will report, in BPM. */
export const TEMPO_RANGE: [number, number] = [50, 215];

/**
 * The decoding's settings, chosen on the tuning split of bench:beats and, since version 5, on its
 * tuning recordings too (never the held-out split nor the evaluation's recordings).
 */
export interface RhythmSettings {
  /** Beat activations are kept off 0 and 1 before their log-odds are taken. */
  activationFloor: number;
  /**
   * Added to each beat's log-odds: a beat state is one frame of a period's many, so a beat on a
   * middling activation should still beat skipping it (else half tempo wins wherever the network
   * is unsure).
   */
  beatBonus: number;
  /**
   * The beat activation is divided by its level at this quantile (at most 1, at least 0.3) before
   * the log-odds: on recordings unlike its training music the network is less sure everywhere, and
   * its weaker peaks are still the beats. 0 turns it off.
   */
  confidenceQuantile: number;
  /**
   * Weight of the broadband onset envelope (unit deviation, capped at 4) added to a beat's score
   * beside the network's log-odds: a second voice in the committee where the network is unsure
   * (0.5 for one network; 0.25 since version 6's pair, which is surer on recordings).
   */
  onsetWeight: number;
  /**
   * Added to the score of a beat on the music's first onset (a few frames either way): music, and
   * any version cut from it on a downbeat, starts on a beat, which settles the phase where the
   * network hears the beats and the off-beats alike (even eighths).
   */
  openingBeat: number;
  /** Cost of a change of beat period per unit of |log ratio| (higher: steadier tempo). */
  tempoChangeCost: number;
  /** Centre (BPM) and width (octaves, one standard deviation) of the log-normal tempo prior. */
  tempoPriorBpm: number;
  tempoPriorOctaves: number;
  /**
   * Weight of harmonic change (standardised) added to a beat's downbeat evidence: chords mostly
   * change on bar lines, which settles bars the network hears as evenly strong (1 and 3 of 4/4).
   */
  harmonyWeight: number;
  /**
   * Prior that the music's first beat is a downbeat (meter.ts `openingDownbeat`). Kept under
   * `switchPenalty`: above it a one-bar meter change at the start buys the prior (at 12, 4 of the
   * tuning split's 30 constant-meter pieces changed meter).
   */
  openingDownbeat: number;
  /** Cost of a meter change and of each bar off the prevailing meter (meter.ts). */
  switchPenalty: number;
  offMeterCost: number;
  /** Beats per bar considered in simple time (meter.ts `barLengths`; compound time is always 2). */
  simpleBarLengths: number[];
  /** Per beat: how much 4/4 is favoured over 2/4 on close calls, 3/4 half that (meter.ts). */
  longerBarPreference: number;
  /** When beats tracked at twice a slow song's pulse are halved (tempo.ts `doubledBeats`). */
  doubledTempo: DoubledTempoEvidence;
  /**
   * From `bpm` up, twice the real pulse is the likelier reading (eighths of a song at 95–105), so
   * beats there are halved on this weaker evidence.
   */
  fastTempo: { bpm: number; evidence: DoubledTempoEvidence };
}

export const RHYTHM_SETTINGS: RhythmSettings = {
  activationFloor: 0.02,
  beatBonus: 1,
  confidenceQuantile: 0.95,
  onsetWeight: 0.25,
  openingBeat: 8,
  tempoChangeCost: 60,
  tempoPriorBpm: 110,
  tempoPriorOctaves: 0.8,
  harmonyWeight: 1,
  openingDownbeat: 8,
  switchPenalty: 9,
  offMeterCost: 0.5,
  simpleBarLengths: [...BAR_LENGTHS],
  longerBarPreference: LONGER_BAR_PREFERENCE,
  doubledTempo: DOUBLED_TEMPO,
  fastTempo: { bpm: 185, evidence: FAST_DOUBLED_TEMPO },
};

export interface RhythmAnalysis {
  bpm: number;
  beats: Beat[];
  meterSegments: DetectedMeterSegment[];
  /** Chroma per beat, reused by the highlight finder. */
  chroma: Float32Array[];
  envelopes: OnsetEnvelopes;
  activations: BeatActivations;
}

export function analyseRhythm(
  samples: Float32Array,
  sampleRate: number,
  settings: RhythmSettings = RHYTHM_SETTINGS,
): RhythmAnalysis {
  const envelopes = onsetEnvelopes(samples, sampleRate);
  const activations = beatActivations(beatFeatures(samples, sampleRate));
  return decodeRhythm(samples, sampleRate, envelopes, activations, settings);
}

/** Beats, bars and meter from the network's activations (the tuning harness calls this directly). */
export function decodeRhythm(
  samples: Float32Array,
  sampleRate: number,
  envelopes: OnsetEnvelopes,
  activations: BeatActivations,
  settings: RhythmSettings = RHYTHM_SETTINGS,
): RhythmAnalysis {
  const { frameRate, broadband } = envelopes;
  const music = musicSpan(broadband);
  const scores = beatScores(rescaled(activations.beat, settings.confidenceQuantile), broadband, settings);
  if (music) openOnFirstOnset(scores, music.first, settings.openingBeat);
  const tracked = trackBeats(scores, { ...beatPeriods(frameRate, settings), peaks: activations.beat });
  const { frames, compound } = atBarPulse(
    trimToMusic(tracked, music, medianInterval(tracked)),
    envelopes,
    activations,
    settings,
  );
  const times = frames.map((frame) => frame / frameRate);
  const chroma = beatChroma(samples, sampleRate, times);
  const downbeat = frames.map((frame) => peakNear(activations.downbeat, frame, 2));
  const change = standardise(chroma.map((_, index) => harmonicChange(chroma, index)));
  const grid = barGrid(downbeat, {
    harmony: change.map((value) => settings.harmonyWeight * value),
    barLengths: compound ? [2] : settings.simpleBarLengths,
    openingDownbeat: settings.openingDownbeat,
    switchPenalty: settings.switchPenalty,
    offMeterCost: settings.offMeterCost,
    longerBarPreference: settings.longerBarPreference,
  });
  const beats = times.map((time, index) => ({ time: round(time), value: grid.values[index] ?? 1 }));
  return {
    bpm: tempoFromBeats(times) ?? 0,
    beats,
    meterSegments: segmentsOf(beats, grid.beatsPerBar, compound),
    chroma,
    envelopes,
    activations,
  };
}

/**
 * Every other beat when the tracker followed a slow song's eighth notes (`doubledBeats`), so the
 * beats, the bars and the BPM follow the pulse the bars are counted in. Compound time (beats that
 * divide in three) is left as it is, and so is anything that would fall below the tempo range.
 * Also says whether the beats it returns are in compound time, which the bars are counted by:
 * we report compound time as 6/8 (two dotted-quarter beats).
 */
function atBarPulse(
  frames: number[],
  envelopes: OnsetEnvelopes,
  activations: BeatActivations,
  settings: RhythmSettings,
): { frames: number[]; compound: boolean } {
  const { frameRate, broadband } = envelopes;
  const compoundAt = (beats: number[]) =>
    isCompound(
      beats.map((frame) => frame / frameRate),
      broadband,
      frameRate,
    );
  const compound = compoundAt(frames);
  const bpm = (60 * frameRate) / medianInterval(frames);
  if (compound || bpm / 2 < TEMPO_RANGE[0]) return { frames, compound };
  const parity = doubledBeats(
    frames.map((frame) => peakNear(activations.downbeat, frame, 2)),
    frames.map((frame) => peakNear(activations.beat, frame, 1)),
    bpm >= settings.fastTempo.bpm ? settings.fastTempo.evidence : settings.doubledTempo,
  );
  if (parity === null) return { frames, compound };
  // The pulse at half the tempo divides differently: asked again of the beats kept.
  const kept = frames.filter((_, index) => index % 2 === parity);
  return { frames: kept, compound: compoundAt(kept) };
}

/** Every period in the tempo range, whole frames, with a broad log-normal prior. */
function beatPeriods(frameRate: number, settings: RhythmSettings) {
  const periods: number[] = [];
  const shortest = Math.floor((60 * frameRate) / TEMPO_RANGE[1]);
  const longest = Math.ceil((60 * frameRate) / TEMPO_RANGE[0]);
  for (let period = shortest; period <= longest; period++) periods.push(period);
  const centre = (60 * frameRate) / settings.tempoPriorBpm;
  return {
    periods,
    periodPrior: periods.map((period) => -0.5 * (Math.log2(period / centre) / settings.tempoPriorOctaves) ** 2),
    tempoChangeCost: settings.tempoChangeCost,
  };
}

/**
 * What a beat at a frame earns: the log-odds of the network's beat activation (the best of the
 * frame and its neighbours, so a whole-frame beat grid loses nothing to rounding), plus the onset
 * envelope at `onsetWeight`. A beat where the network hears none costs, so doubled tempo is not
 * free; one it hears pays.
 */
function beatScores(activation: Float32Array, onsets: Float32Array, settings: RhythmSettings): Float32Array {
  const floor = settings.activationFloor;
  return activation.map((_, frame) => {
    const p = Math.min(1 - floor, Math.max(floor, peakNear(activation, frame, 1)));
    const onset = settings.onsetWeight > 0 ? Math.min(4, peakNear(onsets, frame, 1)) : 0;
    return Math.log(p / (1 - p)) + settings.beatBonus + settings.onsetWeight * onset;
  });
}

/** The activation relative to its own level at `quantile` (see `confidenceQuantile`). */
function rescaled(activation: Float32Array, quantile: number): Float32Array {
  if (quantile <= 0 || activation.length === 0) return activation;
  const sorted = Float32Array.from(activation).sort();
  const level = Math.min(1, Math.max(0.3, sorted[Math.floor(quantile * (sorted.length - 1))] as number));
  return activation.map((value) => Math.min(1, value / level));
}

function peakNear(values: Float32Array, frame: number, radius: number): number {
  const centre = Math.round(frame);
  let best = 0;
  for (let offset = -radius; offset <= radius; offset++) best = Math.max(best, values[centre + offset] ?? 0);
  return best;
}

function medianInterval(frames: number[]): number {
  const intervals = frames.slice(1).map((frame, index) => frame - (frames[index] as number));
  return [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)] ?? 40;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

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

/** The first and last frames the broadband onset envelope stands out (over one deviation), if any. */
function musicSpan(envelope: Float32Array): { first: number; last: number } | undefined {
  let first = -1;
  let last = -1;
  for (let index = 0; index < envelope.length; index++) {
    if ((envelope[index] as number) > 1) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return first < 0 ? undefined : { first, last };
}

/**
 * Adds `bonus` to the beat scores around the music's first onset: from the frame before the onset
 * envelope first stands out to three after (~35 ms at the network's frame rate), where the attack
 * peaks.
 */
function openOnFirstOnset(scores: Float32Array, first: number, bonus: number): void {
  for (let frame = Math.max(0, first - 1); frame <= Math.min(scores.length - 1, first + 3); frame++)
    scores[frame] = (scores[frame] as number) + bonus;
}

/** Drops beats the tracker extrapolated into the silence before the music or into its fade. */
function trimToMusic(frames: number[], music: { first: number; last: number } | undefined, period: number): number[] {
  if (!music) return [];
  const slack = Math.max(2, period * 0.15);
  return frames.filter((frame) => frame >= music.first - slack && frame <= music.last + slack);
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
