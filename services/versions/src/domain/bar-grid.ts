/**
 * The bar grid an edit works on: bars from one downbeat to the next, the intro before the first
 * downbeat (a pickup, or silence) and the ending from the last downbeat to the end of the sound
 * (the final hit and its ring). Versions splice only between bars, so every splice is a downbeat.
 */
import { invalidArgument } from '@downbeat/platform';

/** A beat with its position in the bar (1 = downbeat), seconds from the start of the file. */
export interface GridBeat {
  time: number;
  value: number;
}

export interface Bar {
  index: number;
  /** Seconds: this bar's downbeat and the next one. */
  start: number;
  end: number;
  /** Times of the bar's beats (the first is the downbeat). */
  beatTimes: number[];
}

export interface BarGrid {
  bars: Bar[];
  /** Seconds before the first downbeat. */
  introEnd: number;
  /** The ending: from the last downbeat to the end of the sound. */
  ending: { start: number; end: number; lastBeat: number };
  /** Median beat period, seconds. */
  beatPeriod: number;
}

/**
 * Bars from analysed beats. `soundEnd` is where the audio falls silent (the ending's ring is kept
 * up to there). A track needs at least two downbeats (one whole bar) to be edited.
 */
export function barGrid(beats: GridBeat[], soundEnd: number): BarGrid {
  const downbeats = beats.flatMap((beat, index) => (beat.value === 1 ? [index] : []));
  if (downbeats.length < 2) throw invalidArgument('the track has no bar grid to edit on (fewer than two downbeats)');
  const bars: Bar[] = [];
  for (let order = 0; order + 1 < downbeats.length; order++) {
    const first = downbeats[order] as number;
    const next = downbeats[order + 1] as number;
    bars.push({
      index: order,
      start: (beats[first] as GridBeat).time,
      end: (beats[next] as GridBeat).time,
      beatTimes: beats.slice(first, next).map((beat) => beat.time),
    });
  }
  const periods = beats
    .slice(1)
    .map((beat, index) => beat.time - (beats[index] as GridBeat).time)
    .sort((a, b) => a - b);
  const beatPeriod = periods[Math.floor(periods.length / 2)] ?? 0.5;
  const lastDownbeat = (beats[downbeats[downbeats.length - 1] as number] as GridBeat).time;
  const lastBeat = (beats[beats.length - 1] as GridBeat).time;
  return {
    bars,
    introEnd: (bars[0] as Bar).start,
    ending: { start: lastDownbeat, end: Math.max(soundEnd, lastBeat + beatPeriod), lastBeat },
    beatPeriod,
  };
}

/** The shortest the ending may be cut to: its beats and half a beat (at least 0.4 s) of ring, faded. */
export function shortestEnding(grid: BarGrid): number {
  const { ending, beatPeriod } = grid;
  return Math.min(ending.end - ending.start, ending.lastBeat - ending.start + Math.max(0.4, beatPeriod / 2));
}

export const barSeconds = (bar: Bar) => bar.end - bar.start;
export const beatsIn = (bar: Bar) => bar.beatTimes.length;
