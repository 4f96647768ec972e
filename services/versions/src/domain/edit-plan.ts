/**
 * An edit plan: which stretches of the source play, in order, and how the result is brought to the
 * exact length. Consecutive segments meet at a splice — the end of one and the start of the next
 * are both downbeats of the source — rendered as a short equal-power crossfade.
 */
import { type LevelRide } from './seam-levels';

/** Seconds of the source, played from `from` to `to`. */
export interface Segment {
  from: number;
  to: number;
}

export type EditKind =
  /** The whole track, at most stretched. */
  | 'whole'
  /** Bars re-ordered by the graph search, intro and ending kept. */
  | 'bars'
  /** A highlight played into the ending (short versions). */
  | 'highlight'
  /** Only the last beats and the ending's ring (the shortest versions). */
  | 'sting'
  /** Bars whose end flows back into their start. */
  | 'loop';

export interface EditPlan {
  kind: EditKind;
  segments: Segment[];
  /** Output length over source length: applied to the spliced audio (0.97–1.03). */
  stretch: number;
  /** Seconds of the requested result. */
  targetSeconds: number;
  /** Seconds of fade-out at the very end (the ending was cut short, or a tail closes a sting). */
  fadeOutSeconds: number;
  /** Seconds of fade-in at the start (a version that does not start with the track's own start). */
  fadeInSeconds: number;
  /** The last segment splices back into the first: the file loops. */
  loop: boolean;
  /** What the search paid: jump dissimilarities and penalties (lower is better). */
  cost: number;
  /**
   * The splices' gain rides, where a splice would step the level more than the track does
   * (`seamLevelRides`; set from the source's audio after the search, none for a plan without it).
   */
  levelRides?: LevelRide[];
}

export const STRETCH_LIMIT = 0.03;
/** Crossfade at each splice, ending on the downbeat. */
export const CROSSFADE_SECONDS = 0.03;

export const sourceSeconds = (segments: Segment[]) =>
  segments.reduce((total, segment) => total + (segment.to - segment.from), 0);

export interface Splice {
  /** Seconds of the output before the stretch. */
  at: number;
  /** The source times it joins: where the audio leaves and where it comes in. */
  out: number;
  in: number;
  /** A loop's end flowing into its start (heard where one repeat meets the next). */
  wrap: boolean;
}

/**
 * Where a segment ends and the next starts at the same moment of the source, the music plays on:
 * no splice (a loop whose last bar leads into its first wraps that way).
 */
export const playsOn = (out: number, into: number) => Math.abs(into - out) < 0.001;

/** Where each splice falls in the output before the stretch, and the source times it joins. */
export function splicesOf(plan: Pick<EditPlan, 'segments' | 'loop'>): Splice[] {
  const splices: Splice[] = [];
  let elapsed = 0;
  plan.segments.forEach((segment, index) => {
    elapsed += segment.to - segment.from;
    const wrap = index === plan.segments.length - 1;
    const next = wrap ? (plan.loop ? plan.segments[0] : undefined) : plan.segments[index + 1];
    if (next && !playsOn(segment.to, next.from)) splices.push({ at: elapsed, out: segment.to, in: next.from, wrap });
  });
  return splices;
}

/** Seconds a grid beat may lie off the segment bound it stands for (the grid rounds to 1 ms, attacks move it). */
const BEAT_SLACK = 0.02;

/**
 * The beat grid the edit implies: each source beat inside a played segment, moved to where it
 * plays in the output and scaled by the stretch. `repeats` lays a loop end to end.
 */
export function impliedGrid<B extends { time: number; value: number }>(
  plan: Pick<EditPlan, 'segments' | 'stretch' | 'targetSeconds'>,
  beats: B[],
  repeats = 1,
): Array<{ time: number; value: number }> {
  const grid: Array<{ time: number; value: number }> = [];
  const length = sourceSeconds(plan.segments) * plan.stretch;
  for (let repeat = 0; repeat < repeats; repeat++) {
    let elapsed = 0;
    for (const segment of plan.segments) {
      for (const beat of beats) {
        // Half-open: a downbeat ending one segment is the next segment's first beat. Segments start
        // where a downbeat's attack is (a few ms off the grid's rounded beat time), so the test
        // allows BEAT_SLACK either way, or the first segment's first downbeat would go missing.
        if (beat.time >= segment.from - BEAT_SLACK && beat.time < segment.to - BEAT_SLACK) {
          const time = (elapsed + beat.time - segment.from) * plan.stretch + repeat * length;
          if (time <= plan.targetSeconds * repeats + 1e-6) grid.push({ time, value: beat.value });
        }
      }
      elapsed += segment.to - segment.from;
    }
  }
  return grid;
}
