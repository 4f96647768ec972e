/**
 * What a jump does to the short-term loudness: the listener hears the level of the few seconds
 * before a splice against the few seconds after it. A jump from bar i to bar j joins the music
 * leading up to the end of bar i with the music following the start of bar j; when their 3 s
 * levels differ more than the track's own bar line at i does, the splice is heard as a step even
 * when each bar matches its neighbour (bar dissimilarity compares bars, not the build-up around
 * them). This adds that excess to the jump's cost, and — for the steps the search could not avoid
 * — says how an editor would ride the incoming audio's gain at each splice (`seamLevelRides`).
 */
import { type Bar } from './bar-grid';
import { type Splice } from './edit-plan';

/** The short-term loudness window (EBU R 128's 3 s). */
export const SHORT_TERM_SECONDS = 3;
/** Cost per dB of level step beyond what the track itself does at the bar line left. */
const COST_PER_DB = 0.35;
/** Steps up to this many dB are never charged: bar-to-bar dynamics everyone has. */
const FREE_DB = 1;

/**
 * n × n (row-major) extra cost of playing bar j after bar i for the level step across the splice;
 * 0 on the natural successor. `beatLevels[bar][beat]` is each beat's level in dB.
 */
export function levelStepCosts(bars: Bar[], beatLevels: number[][]): Float32Array {
  const n = bars.length;
  const beats = bars.flatMap((bar, index) =>
    bar.beatTimes.map((start, beat) => ({
      start,
      end: bar.beatTimes[beat + 1] ?? bar.end,
      power: 10 ** (((beatLevels[index] ?? [])[beat] ?? -100) / 10),
    })),
  );
  const level = (from: number, to: number) => {
    let energy = 0;
    let seconds = 0;
    for (const beat of beats) {
      const overlap = Math.min(to, beat.end) - Math.max(from, beat.start);
      if (overlap <= 0) continue;
      energy += beat.power * overlap;
      seconds += overlap;
    }
    return seconds > 0 ? 10 * Math.log10(energy / seconds + 1e-10) : null;
  };
  const before = bars.map((bar) => level(bar.end - SHORT_TERM_SECONDS, bar.end));
  const after = bars.map((bar) => level(bar.start, bar.start + SHORT_TERM_SECONDS));
  const costs = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    const leaving = before[i];
    if (leaving === null || leaving === undefined) continue;
    // The track's own step at this bar line (into bar i+1), when there is one.
    const nextStart = after[i + 1];
    const natural = nextStart === null || nextStart === undefined ? 0 : Math.abs(nextStart - leaving);
    const allowed = Math.max(FREE_DB, natural);
    for (let j = 0; j < n; j++) {
      const entering = after[j];
      if (j === i + 1 || entering === null || entering === undefined) continue;
      costs[i * n + j] = COST_PER_DB * Math.max(0, Math.abs(entering - leaving) - allowed);
    }
  }
  return costs;
}

/**
 * A gain ride at a splice: the incoming audio starts `gainDb` off its own level, holds that through
 * the short-term window, then returns to unity over `RIDE_RETURN_SECONDS` (linear in dB).
 */
export interface LevelRide {
  /** Seconds of the spliced output (before the stretch) where the splice falls. */
  at: number;
  gainDb: number;
}

/** Held for the short-term window after the splice: what the listener compares with what came before. */
export const RIDE_HOLD_SECONDS = SHORT_TERM_SECONDS;
/** Then back to the track's own level over this long (a 4 dB ride moves under 0.7 dB a second). */
export const RIDE_RETURN_SECONDS = 6;
/** A ride never moves the music further than this: beyond it the jump itself is wrong. */
const MAX_RIDE_DB = 9;

/**
 * The gain ride each splice needs so that its short-term level step is one the track itself makes:
 * at most the step at the bar line it leaves or the one into the bar it enters, and free within
 * `FREE_DB` (as `levelStepCosts` charges). A loop's wrap is held to the free step alone: it comes
 * back at every repeat, and a loop under a video must not pulse at its loop point, whatever the
 * track does once at those bar lines. `level(from, to)` is the source's level in dB over those
 * seconds, null where they hold no audio (before the start, after the end); splices as `splicesOf`
 * gives them (source times `out` and `in`).
 */
export function seamLevelRides(
  splices: Array<Pick<Splice, 'at' | 'out' | 'in' | 'wrap'>>,
  level: (from: number, to: number) => number | null,
): LevelRide[] {
  const difference = (after: number | null, before: number | null) =>
    after === null || before === null ? null : after - before;
  const stepAt = (time: number) =>
    difference(level(time, time + SHORT_TERM_SECONDS), level(time - SHORT_TERM_SECONDS, time));
  return splices.flatMap((splice) => {
    const step = difference(
      level(splice.in, splice.in + SHORT_TERM_SECONDS),
      level(splice.out - SHORT_TERM_SECONDS, splice.out),
    );
    if (step === null) return [];
    const natural = splice.wrap
      ? []
      : [stepAt(splice.out), stepAt(splice.in)].filter((value): value is number => value !== null);
    const lowest = Math.min(-FREE_DB, ...natural);
    const highest = Math.max(FREE_DB, ...natural);
    const wanted = Math.min(highest, Math.max(lowest, step));
    const gainDb = Math.max(-MAX_RIDE_DB, Math.min(MAX_RIDE_DB, wanted - step));
    return Math.abs(gainDb) >= 0.1 ? [{ at: splice.at, gainDb: Math.round(gainDb * 100) / 100 }] : [];
  });
}
