/**
 * A similar section is returned so that it lines up with the reference bar for bar: the aligned
 * offset is nudged so that the reference's downbeats fall on the target's downbeats. The section
 * keeps the reference's length and its place in the bar — a reference that starts on a downbeat
 * gives a section that starts on one; a reference that starts on beat 3 gives one that starts on
 * beat 3 of the matching bar, so the two can be swapped in an edit.
 */

/** The largest nudge, as a share of the target's beat period: alignment is accurate to a frame. */
const MAX_NUDGE_BEATS = 0.5;

export interface SnapInput {
  /** Target time minus reference time at the best alignment, seconds. */
  offset: number;
  /** The reference section, seconds in the reference audio. */
  reference: { start: number; end: number };
  referenceDownbeats: readonly number[];
  targetDownbeats: readonly number[];
  targetBeatPeriod: number;
  targetDuration: number;
}

/** The section of the target, seconds, as long as the reference and inside the target. */
export function snapToDownbeats(input: SnapInput): { start: number; end: number } {
  const length = input.reference.end - input.reference.start;
  const nudge = downbeatNudge(input);
  const latestStart = Math.max(0, input.targetDuration - length);
  const start = Math.min(latestStart, Math.max(0, input.reference.start + input.offset + nudge));
  return { start, end: start + length };
}

/** The smallest shift that puts a reference downbeat inside the section on a target downbeat. */
function downbeatNudge(input: SnapInput): number {
  const { reference, offset } = input;
  let best = Infinity;
  for (const downbeat of input.referenceDownbeats) {
    if (downbeat < reference.start || downbeat > reference.end) continue;
    const landing = downbeat + offset;
    const nearest = nearestValue(input.targetDownbeats, landing);
    if (nearest !== undefined && Math.abs(nearest - landing) < Math.abs(best)) best = nearest - landing;
  }
  return Math.abs(best) <= MAX_NUDGE_BEATS * input.targetBeatPeriod ? best : 0;
}

/** The value of a sorted list nearest to `value`. */
export function nearestValue(sorted: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = sorted.length - 1;
  if (high < 0) return undefined;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  const after = sorted[low]!;
  const before = sorted[low - 1];
  return before !== undefined && value - before < after - value ? before : after;
}
