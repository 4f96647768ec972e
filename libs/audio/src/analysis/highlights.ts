/**
 * Highlights: the part of a track a listener would pick as its preview — in practice the chorus.
 * Every bar gets a score from its loudness and onset density (the chorus is the fullest part) and
 * from how often its four-bar harmonic pattern comes back elsewhere in the track (the chorus is
 * the most repeated part). A highlight of any requested length then starts on the downbeat whose
 * window has the best mean score. Bar scores are stored with the analysis so any duration can be
 * answered later without the audio.
 */
import { type Beat } from '@downbeat/contracts';
import { cosine, unit } from './beat-chroma';
import { standardise } from './statistics';

export interface BarScore {
  /** Seconds: the bar's downbeat. */
  start: number;
  score: number;
}

export interface Highlight {
  start: number;
  end: number;
  duration: number;
  score: number;
}

export interface BarFeatureInput {
  beats: Beat[];
  chroma: Float32Array[];
  /** Frame energies and onset strengths at `frameRate` frames per second. */
  energy: Float32Array;
  onsets: Float32Array;
  frameRate: number;
}

/** Scores each bar (downbeat to downbeat) for how chorus-like it is. */
export function scoreBars(input: BarFeatureInput): BarScore[] {
  const { beats, chroma, energy, onsets, frameRate } = input;
  let starts = beats.flatMap((beat, index) => (beat.value === 1 ? [index] : []));
  if (starts.length < 2) starts = beats.flatMap((_, index) => (index % 4 === 0 ? [index] : []));
  const bars = starts.map((first, order) => {
    const last = (starts[order + 1] ?? beats.length) - 1;
    const from = Math.round((beats[first] as Beat).time * frameRate);
    const lastBeat = beats[last] as Beat;
    const to = Math.round(
      (lastBeat.time + (lastBeat.time - (beats[last - 1]?.time ?? lastBeat.time - 0.5))) * frameRate,
    );
    let power = 0;
    let strength = 0;
    for (let frame = from; frame < to; frame++) {
      power += energy[frame] ?? 0;
      strength += onsets[frame] ?? 0;
    }
    const frames = Math.max(1, to - from);
    const pitch = new Float32Array(12);
    for (let beat = first; beat <= last; beat++) {
      chroma[beat]?.forEach((value, pitchClass) => (pitch[pitchClass] = (pitch[pitchClass] as number) + value));
    }
    return {
      start: (beats[first] as Beat).time,
      loudness: 10 * Math.log10(power / frames + 1e-10),
      density: strength / frames,
      chroma: unit(pitch),
    };
  });
  const repetition = bars.map((_, bar) =>
    repeats(
      bars.map((entry) => entry.chroma),
      bar,
    ),
  );
  const loudness = standardise(bars.map((bar) => bar.loudness));
  const density = standardise(bars.map((bar) => bar.density));
  const repeated = standardise(repetition);
  return bars.map((bar, index) => ({
    start: bar.start,
    score: round((loudness[index] as number) + 0.5 * (density[index] as number) + 0.5 * (repeated[index] as number)),
  }));
}

const PATTERN_BARS = 4;

/** How many times the four-bar pattern at `bar` recurs (cosine ≥ 0.9) at least a pattern away. */
function repeats(chroma: Float32Array[], bar: number): number {
  let count = 0;
  for (let other = 0; other + PATTERN_BARS <= chroma.length; other++) {
    if (Math.abs(other - bar) < PATTERN_BARS) continue;
    let similarity = 0;
    let compared = 0;
    for (let offset = 0; offset < PATTERN_BARS; offset++) {
      const a = chroma[bar + offset];
      const b = chroma[other + offset];
      if (!a || !b) continue;
      similarity += cosine(a, b);
      compared++;
    }
    if (compared > 0 && similarity / compared >= 0.9) count++;
  }
  return count;
}

/**
 * Up to `count` highlights of exactly `duration` seconds, each starting on a downbeat, best first,
 * overlapping each other by less than half. Empty when the track is shorter than `duration`.
 */
export function chooseHighlights(bars: BarScore[], trackEnd: number, duration: number, count: number): Highlight[] {
  const barEnd = (index: number) => bars[index + 1]?.start ?? trackEnd;
  const candidates = bars
    .filter((bar) => bar.start + duration <= trackEnd + 1e-6)
    .map((bar) => {
      const end = bar.start + duration;
      let weighted = 0;
      bars.forEach((other, index) => {
        const overlap = Math.min(end, barEnd(index)) - Math.max(bar.start, other.start);
        if (overlap > 0) weighted += overlap * other.score;
      });
      return { start: bar.start, end: round(end), duration, score: round(weighted / duration) };
    })
    .sort((a, b) => b.score - a.score);
  const chosen: Highlight[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= count) break;
    const clash = chosen.some(
      (other) => Math.min(other.end, candidate.end) - Math.max(other.start, candidate.start) >= duration / 2,
    );
    if (!clash) chosen.push(candidate);
  }
  return chosen;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
