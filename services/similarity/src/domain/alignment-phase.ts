/**
 * Placing a reference between the target's frames. Features are pooled over 100 ms frames on a
 * grid that starts with the audio, so an upload cut anywhere in a master sees its music up to half
 * a frame away from where the master's frames saw it. Where the music has sharp onsets (drums,
 * plucks) that half frame costs the true place much of its agreement — a clean 10 s cut of a rock
 * master half a frame off the grid agreed 0.80 with its own place and 0.98 on it — while another
 * place that plays the same bars again, by chance on the excerpt's phase, keeps nearly all of
 * its own. So the close places on the frame grid are measured again at fractions of a frame, the
 * target read between its frames by linear interpolation, and the place that agrees best at its
 * best phase wins.
 */
import type { Alignment } from './alignment';
import { rivalPlaces } from './alignment-detail';

export interface PhasePlacement {
  /** Places whose on-grid agreement is within this of the best are measured between frames; 0: the best on the grid wins. */
  margin: number;
  /** Positions tried per frame (4: every quarter frame, 25 ms at 10 frames a second). */
  steps: number;
  /** At most this many places measured. */
  places: number;
  /** Frames two places lie apart at least (a place a frame off is the same place). */
  separation: number;
}

/**
 * Chosen by bench:similarity on the tuning splits of the demo and generated sets only (20 + 16
 * excerpts; 80 settings of margin and steps beside the on-grid detail re-score, the two sets'
 * objectives averaged — bench/README.md, "Similarity"): rivals within 0.1 of the best, every eighth
 * of a frame (12.5 ms).
 */
export const PHASE_PLACEMENT: Readonly<PhasePlacement> = { margin: 0.1, steps: 8, places: 8, separation: 10 };

/**
 * The best place on the curve and its close rivals, each moved to the fraction of a frame (within a
 * frame either way) where it agrees best; the best of those. Its offset may be fractional.
 */
export function placeBetweenFrames(
  reference: Float32Array,
  target: Float32Array,
  curve: Float64Array,
  width: number,
  placement: Readonly<PhasePlacement>,
): Alignment[] {
  let best = 0;
  for (let offset = 1; offset < curve.length; offset += 1) if (curve[offset]! > curve[best]!) best = offset;
  if (placement.margin <= 0 || placement.steps <= 1) return [{ offset: best, agreement: curve[best]! }];
  const places = rivalPlaces(curve, curve[best]! - placement.margin, placement.separation, placement.places);
  const statistics = referenceStatistics(reference, width);
  return places
    .map((place) => {
      let chosen: Alignment = { offset: place, agreement: curve[place]! };
      for (let step = -placement.steps + 1; step < placement.steps; step += 1) {
        const position = place + step / placement.steps;
        if (step === 0) continue;
        const agreement = agreementBetweenFrames(reference, target, position, width, statistics);
        if (agreement > chosen.agreement) chosen = { offset: position, agreement };
      }
      return chosen;
    })
    .sort((a, b) => b.agreement - a.agreement || a.offset - b.offset);
}

/**
 * The whole-window agreement (mean over varying dimensions of the Pearson correlation) of the
 * reference with the target read from `position` on, a fraction of a frame interpolated linearly
 * between its frames. −Infinity where the reference does not fit.
 */
export function agreementBetweenFrames(
  reference: Float32Array,
  target: Float32Array,
  position: number,
  width: number,
  statistics: ReferenceStatistics = referenceStatistics(reference, width),
): number {
  const m = reference.length / width;
  const n = target.length / width;
  const first = Math.floor(position);
  const phase = position - first;
  if (first < 0 || first + m + (phase > 0 ? 1 : 0) > n) return -Infinity;
  let sum = 0;
  let dimensions = 0;
  for (let d = 0; d < width; d += 1) {
    const spreadA = statistics.spreads[d]!;
    if (spreadA <= 1e-12) continue;
    let sumB = 0;
    let squaresB = 0;
    let products = 0;
    for (let i = 0; i < m; i += 1) {
      const at = (first + i) * width + d;
      const b = phase > 0 ? (1 - phase) * target[at]! + phase * target[at + width]! : target[at]!;
      sumB += b;
      squaresB += b * b;
      products += reference[i * width + d]! * b;
    }
    const spreadB = squaresB - (sumB * sumB) / m;
    if (spreadB > 1e-12) {
      sum += (products - (statistics.sums[d]! * sumB) / m) / Math.sqrt(spreadA * spreadB);
      dimensions += 1;
    }
  }
  return dimensions > 0 ? sum / dimensions : 0;
}

/** Per dimension of the reference, the sum of its values and of their squared deviations: the same at every position. */
export interface ReferenceStatistics {
  sums: Float64Array;
  spreads: Float64Array;
}

export function referenceStatistics(reference: Float32Array, width: number): ReferenceStatistics {
  const m = reference.length / width;
  const sums = new Float64Array(width);
  const spreads = new Float64Array(width);
  for (let d = 0; d < width; d += 1) {
    let squares = 0;
    for (let i = 0; i < m; i += 1) {
      const value = reference[i * width + d]!;
      sums[d]! += value;
      squares += value * value;
    }
    spreads[d] = squares - (sums[d]! * sums[d]!) / m;
  }
  return { sums, spreads };
}
