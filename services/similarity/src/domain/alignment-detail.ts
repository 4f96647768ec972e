/**
 * Choosing between places that agree almost equally with a reference — a target that plays the
 * same music more than once, with another fill, another last bar or another lead line. The
 * whole-window agreement (alignment.ts) is one Pearson correlation per dimension over the window,
 * so the stretches where the music moves most dominate it and a bar that differs only in its drums
 * barely moves it; the noise and codec of an uploaded excerpt can then decide. Here each short
 * stretch of the reference is correlated with the target apart and the stretches count alike, so
 * the one bar that differs weighs as much as any other.
 */
import type { Alignment } from './alignment';

export interface AlignmentDetail {
  /** Places whose whole-window agreement is within this of the best are compared in detail; 0: the best wins. */
  margin: number;
  /** Frames two compared places lie apart at least (a place a frame off is the same place). */
  separation: number;
  /** Frames per stretch compared apart. */
  stretch: number;
  /** What the stretches' agreement counts, against the whole window's, in choosing a place (0–1). */
  weight: number;
  /** The stretches' agreements combined by their mean, or by the worst one. */
  combine: 'mean' | 'worst';
  /** At most this many places compared. */
  places: number;
}

/**
 * Chosen by bench:similarity on its tuning split only (generated set, 16 excerpts; 129 settings —
 * bench/README.md, "Similarity"): rivals within 0.05 of the best, one-second stretches, the worst
 * stretch counting half. The service now measures rivals between frames instead (alignment-phase.ts);
 * this applies only with that placement off.
 */
export const ALIGNMENT_DETAIL: Readonly<AlignmentDetail> = {
  margin: 0.05,
  separation: 10,
  stretch: 10,
  weight: 0.5,
  combine: 'worst',
  places: 8,
};

/** The place to align at: the best of the curve, or a close rival that agrees better in detail. */
export function refineAlignment(
  reference: Float32Array,
  target: Float32Array,
  curve: Float64Array,
  width: number,
  detail: Readonly<AlignmentDetail>,
): Alignment {
  let best = 0;
  for (let offset = 1; offset < curve.length; offset += 1) if (curve[offset]! > curve[best]!) best = offset;
  if (detail.margin <= 0 || detail.weight <= 0) return { offset: best, agreement: curve[best]! };
  const places = rivalPlaces(curve, curve[best]! - detail.margin, detail.separation, detail.places);
  if (places.length < 2) return { offset: best, agreement: curve[best]! };
  let chosen = best;
  let chosenScore = -Infinity;
  for (const offset of places) {
    const stretches = stretchAgreement(reference, target, offset, width, detail);
    const score = (1 - detail.weight) * curve[offset]! + detail.weight * stretches;
    if (score > chosenScore) [chosen, chosenScore] = [offset, score];
  }
  return { offset: chosen, agreement: curve[chosen]! };
}

/** Local maxima of the curve at or above `floor`, best first, each `separation` from those kept before. */
export function rivalPlaces(curve: Float64Array, floor: number, separation: number, limit: number): number[] {
  const peaks: number[] = [];
  for (let offset = 0; offset < curve.length; offset += 1) {
    const value = curve[offset]!;
    if (value < floor) continue;
    if (offset > 0 && curve[offset - 1]! > value) continue;
    if (offset + 1 < curve.length && curve[offset + 1]! > value) continue;
    peaks.push(offset);
  }
  peaks.sort((a, b) => curve[b]! - curve[a]! || a - b);
  const kept: number[] = [];
  for (const offset of peaks) {
    if (kept.length >= limit) break;
    if (kept.every((other) => Math.abs(other - offset) >= separation)) kept.push(offset);
  }
  return kept;
}

/**
 * The reference cut into stretches of `detail.stretch` frames (the last one takes the remainder),
 * each correlated per dimension with the target under it; the dimensions' mean per stretch, then
 * the stretches' mean or worst.
 */
export function stretchAgreement(
  reference: Float32Array,
  target: Float32Array,
  offset: number,
  width: number,
  detail: Pick<AlignmentDetail, 'stretch' | 'combine'>,
): number {
  const m = reference.length / width;
  const count = Math.max(1, Math.floor(m / detail.stretch));
  let total = 0;
  let worst = Infinity;
  for (let k = 0; k < count; k += 1) {
    const from = k * detail.stretch;
    const to = k === count - 1 ? m : from + detail.stretch;
    const agreement = blockAgreement(reference, target, from, to, offset, width);
    total += agreement;
    worst = Math.min(worst, agreement);
  }
  return detail.combine === 'worst' ? worst : total / count;
}

/** Mean over dimensions (those varying in both) of the Pearson correlation of frames [from, to). */
function blockAgreement(
  reference: Float32Array,
  target: Float32Array,
  from: number,
  to: number,
  offset: number,
  width: number,
): number {
  const length = to - from;
  let sum = 0;
  let dimensions = 0;
  for (let d = 0; d < width; d += 1) {
    let meanA = 0;
    let meanB = 0;
    for (let i = from; i < to; i += 1) {
      meanA += reference[i * width + d]!;
      meanB += target[(offset + i) * width + d]!;
    }
    meanA /= length;
    meanB /= length;
    let dot = 0;
    let normA = 0;
    let normB = 0;
    for (let i = from; i < to; i += 1) {
      const a = reference[i * width + d]! - meanA;
      const b = target[(offset + i) * width + d]! - meanB;
      dot += a * b;
      normA += a * a;
      normB += b * b;
    }
    // A dimension flat in either (silence, a held chord) says nothing about this stretch.
    if (normA > 1e-12 && normB > 1e-12) {
      sum += dot / Math.sqrt(normA * normB);
      dimensions += 1;
    }
  }
  return dimensions > 0 ? sum / dimensions : 0;
}
