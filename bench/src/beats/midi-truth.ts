/**
 * Beats, downbeats and meter of a MIDI file from its tempo map and time signatures, in seconds —
 * the same conventions as the analysis: x/4 counts quarters, compound x/8 (6/8, 9/8, 12/8) counts
 * dotted quarters (6/8 has two beats a bar), x/2 counts halves.
 */
import { type MidiTiming } from './midi-file';

export interface BeatTruth {
  beats: Array<{ time: number; value: number }>;
  /** Median tempo in BPM of the counted beat. */
  bpm: number;
  /** Meter of each bar as "beats per bar": the number of distinct bar lengths used. */
  meters: string[];
  meterChanges: number;
  /** Seconds of the first and last sounding note. */
  start: number;
  end: number;
}

/** The counted beat of a time signature, in quarter notes, and how many make a bar. */
export function beatUnit(numerator: number, denominator: number): { quarters: number; perBar: number } {
  if (denominator === 8 && numerator % 3 === 0 && numerator > 3) return { quarters: 1.5, perBar: numerator / 3 };
  return { quarters: 4 / denominator, perBar: numerator };
}

export function truthOf(timing: MidiTiming): BeatTruth {
  const seconds = secondsOfTick(timing);
  const signatures = timing.timeSignatures.length ? timing.timeSignatures : [{ tick: 0, numerator: 4, denominator: 4 }];
  const beats: Array<{ tick: number; value: number }> = [];
  const meters: string[] = [];
  signatures.forEach((signature, index) => {
    const until = signatures[index + 1]?.tick ?? timing.lastTick + 1;
    const unit = beatUnit(signature.numerator, signature.denominator);
    const step = unit.quarters * timing.ticksPerQuarter;
    meters.push(`${signature.numerator}/${signature.denominator}`);
    for (let beat = 0; signature.tick + beat * step < until; beat++) {
      beats.push({ tick: signature.tick + beat * step, value: (beat % unit.perBar) + 1 });
    }
  });
  // Beats in the silence before the first note or after the last are not the music's.
  const first = timing.firstTick - timing.ticksPerQuarter / 8;
  const kept = beats.filter((beat) => beat.tick >= first && beat.tick <= timing.lastTick);
  const times = kept.map((beat) => seconds(beat.tick));
  const intervals = times
    .slice(1)
    .map((time, index) => time - (times[index] as number))
    .sort((a, b) => a - b);
  const median = intervals[Math.floor(intervals.length / 2)] ?? 0.5;
  const distinct = meters.filter((meter, index) => meter !== meters[index - 1]);
  return {
    beats: kept.map((beat, index) => ({ time: round(times[index] as number), value: beat.value })),
    bpm: round(60 / median),
    meters: distinct,
    meterChanges: distinct.length - 1,
    start: round(seconds(timing.firstTick)),
    end: round(seconds(timing.lastTick)),
  };
}

/** Tick → seconds through the tempo map (120 BPM until the first tempo event). */
export function secondsOfTick(timing: MidiTiming): (tick: number) => number {
  const tempos =
    timing.tempos.length && timing.tempos[0]!.tick === 0
      ? timing.tempos
      : [{ tick: 0, microsecondsPerQuarter: 500_000 }, ...timing.tempos];
  const starts: number[] = [];
  let elapsed = 0;
  tempos.forEach((tempo, index) => {
    if (index > 0) {
      const previous = tempos[index - 1]!;
      elapsed += ((tempo.tick - previous.tick) * previous.microsecondsPerQuarter) / timing.ticksPerQuarter / 1e6;
    }
    starts.push(elapsed);
  });
  return (tick: number) => {
    let index = tempos.length - 1;
    while (index > 0 && tempos[index]!.tick > tick) index--;
    const tempo = tempos[index]!;
    return starts[index]! + ((tick - tempo.tick) * tempo.microsecondsPerQuarter) / timing.ticksPerQuarter / 1e6;
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
