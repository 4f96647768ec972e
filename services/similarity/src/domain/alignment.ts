/**
 * Where in a target does a reference section sound the same? The reference's frames — chroma for
 * harmony and melody, MFCCs c1…c12 for timbre — are slid along the target's, and the offset where
 * they correlate best wins. Each frame value is standardised per dimension over its piece
 * (`alignmentFrames`), so chroma and timbre count alike; agreement at an offset is the Pearson
 * correlation of the reference block with the target block under it (means taken over that
 * window), −1 to 1: a different level, EQ or codec shifts and scales values but barely moves the
 * correlation. Pure computation, meant for a worker thread: a 10 s reference against a 3-minute
 * target is ~4 million multiply-adds.
 */
import { ALIGNMENT_DETAIL, type AlignmentDetail, refineAlignment } from './alignment-detail';
import { PHASE_PLACEMENT, type PhasePlacement, placeBetweenFrames } from './alignment-phase';
import { type AudioFeatures, CHROMA_BINS, frameCount, MFCC_COEFFICIENTS } from './audio-features';

/** Values per prepared frame: 12 chroma, 12 MFCCs (c1…c12). */
export const ALIGNMENT_WIDTH = CHROMA_BINS + MFCC_COEFFICIENTS - 1;
/** Prepared values are standard scores divided by this, so nearly all lie in −1…1 (stored as bytes). */
export const ALIGNMENT_SCALE = 4;

/** The prepared frames of [from, to) of a piece, row-major, `ALIGNMENT_WIDTH` per frame. */
export function alignmentFrames(features: AudioFeatures, from = 0, to = frameCount(features.frames)): Float32Array {
  const { chroma, mfcc } = features.frames;
  const count = Math.max(0, to - from);
  const prepared = new Float32Array(count * ALIGNMENT_WIDTH);
  for (let i = 0; i < count; i += 1) {
    const frame = from + i;
    const row = i * ALIGNMENT_WIDTH;
    for (let bin = 0; bin < CHROMA_BINS; bin += 1) prepared[row + bin] = chroma[frame * CHROMA_BINS + bin]!;
    for (let c = 1; c < MFCC_COEFFICIENTS; c += 1)
      prepared[row + CHROMA_BINS + c - 1] = mfcc[frame * MFCC_COEFFICIENTS + c]!;
  }
  for (let d = 0; d < ALIGNMENT_WIDTH; d += 1) standardise(prepared, d, count);
  return prepared;
}

function standardise(values: Float32Array, dimension: number, count: number): void {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < count; i += 1) {
    const value = values[i * ALIGNMENT_WIDTH + dimension]!;
    sum += value;
    squares += value * value;
  }
  const mean = sum / count;
  const deviation = Math.sqrt(Math.max(0, squares / count - mean * mean));
  const scale = deviation > 1e-9 ? 1 / (deviation * ALIGNMENT_SCALE) : 0;
  for (let i = 0; i < count; i += 1) {
    const at = i * ALIGNMENT_WIDTH + dimension;
    values[at] = (values[at]! - mean) * scale;
  }
}

export interface Alignment {
  /** Target frame where the reference's first frame lands best. */
  offset: number;
  /** Mean correlation of the reference's dimensions with the target's at that offset, −1 to 1. */
  agreement: number;
}

export interface AlignmentSettings {
  /** How close places are measured again between the target's frames (alignment-phase.ts). */
  placement: PhasePlacement;
  /** How close places are compared again stretch by stretch (alignment-detail.ts). */
  detail: AlignmentDetail;
}

export const ALIGNMENT_SETTINGS: Readonly<AlignmentSettings> = {
  placement: PHASE_PLACEMENT,
  detail: ALIGNMENT_DETAIL,
};

/**
 * The best offset of `reference` (m prepared frames) within `target` (n prepared frames), over
 * every offset where the whole reference fits (a target shorter than the reference: offset 0,
 * over the frames they share). Agreement is the Pearson correlation per dimension (each over the
 * window), averaged over the dimensions that vary in the reference: neither a shift nor a scaling
 * of any one dimension changes it.
 *
 * Where the target plays the reference's music more than once — a chorus again, a verse whose
 * last bar has another fill — the whole-window agreements of those places lie close together, and
 * what decides between them can be where the frames fell rather than the music: an upload's frame
 * grid lies anywhere against the master's. So the places within `placement.margin` of the best
 * are measured again at fractions of a frame (alignment-phase.ts) and the offset may be fractional.
 */
export function align(
  reference: Float32Array,
  target: Float32Array,
  settings: Readonly<AlignmentSettings> = ALIGNMENT_SETTINGS,
): Alignment {
  const m = reference.length / ALIGNMENT_WIDTH;
  const n = target.length / ALIGNMENT_WIDTH;
  if (m === 0 || n === 0) return { offset: 0, agreement: -1 };
  if (n < m) return align(reference.subarray(0, n * ALIGNMENT_WIDTH), target, settings);
  const curve = alignmentCurve(reference, target);
  if (!curve) return { offset: 0, agreement: 0 };
  return placeOnCurve(reference, target, curve, settings);
}

/**
 * The place chosen from a reference's agreement curve along a target: measured between frames when
 * the placement is on (its margin above 0), else the grid's best or a close rival that agrees
 * better stretch by stretch (the detail re-score, off in the service's settings: once places are
 * measured between frames it lost as many excerpts as it gained on the bench's tuning splits).
 */
export function placeOnCurve(
  reference: Float32Array,
  target: Float32Array,
  curve: Float64Array,
  settings: Readonly<AlignmentSettings>,
): Alignment {
  if (settings.placement.margin > 0)
    return placeBetweenFrames(reference, target, curve, ALIGNMENT_WIDTH, settings.placement)[0]!;
  return refineAlignment(reference, target, curve, ALIGNMENT_WIDTH, settings.detail);
}

/** The agreement at every offset where the whole reference fits; null when nothing in the reference varies. */
export function alignmentCurve(reference: Float32Array, target: Float32Array): Float64Array | null {
  const m = reference.length / ALIGNMENT_WIDTH;
  const n = target.length / ALIGNMENT_WIDTH;
  const { centred, norms } = centredBlock(reference);
  const varying = norms.reduce((count, norm) => count + (norm > 0 ? 1 : 0), 0);
  if (varying === 0) return null;
  const window = new WindowStatistics(target, m);
  const dots = new Float64Array(ALIGNMENT_WIDTH);
  const curve = new Float64Array(n - m + 1);
  for (let offset = 0; offset + m <= n; offset += 1) {
    dots.fill(0);
    const base = offset * ALIGNMENT_WIDTH;
    // The reference is centred, so the window's own means drop out of the numerators.
    for (let i = 0; i < m; i += 1)
      for (let d = 0; d < ALIGNMENT_WIDTH; d += 1) {
        const at = i * ALIGNMENT_WIDTH + d;
        dots[d]! += centred[at]! * target[base + at]!;
      }
    let sum = 0;
    for (let d = 0; d < ALIGNMENT_WIDTH; d += 1) {
      const spread = window.centredNorm(offset, d);
      if (norms[d]! > 0 && spread > 0) sum += dots[d]! / (norms[d]! * spread);
    }
    curve[offset] = sum / varying;
  }
  return curve;
}

/** The reference with each dimension's mean over its frames removed, and each dimension's norm after. */
function centredBlock(reference: Float32Array): { centred: Float32Array; norms: Float64Array } {
  const m = reference.length / ALIGNMENT_WIDTH;
  const centred = Float32Array.from(reference);
  const norms = new Float64Array(ALIGNMENT_WIDTH);
  for (let d = 0; d < ALIGNMENT_WIDTH; d += 1) {
    let sum = 0;
    for (let i = 0; i < m; i += 1) sum += reference[i * ALIGNMENT_WIDTH + d]!;
    const mean = sum / m;
    let squares = 0;
    for (let i = 0; i < m; i += 1) {
      const value = (centred[i * ALIGNMENT_WIDTH + d]! -= mean);
      squares += value * value;
    }
    norms[d] = squares > 1e-12 ? Math.sqrt(squares) : 0;
  }
  return { centred, norms };
}

/** Prefix sums that give, for any window of `length` frames and any dimension, its norm about its mean. */
class WindowStatistics {
  private readonly sums: Float64Array;
  private readonly squares: Float64Array;

  constructor(
    frames: Float32Array,
    private readonly length: number,
  ) {
    const n = frames.length / ALIGNMENT_WIDTH;
    this.sums = new Float64Array((n + 1) * ALIGNMENT_WIDTH);
    this.squares = new Float64Array((n + 1) * ALIGNMENT_WIDTH);
    for (let frame = 0; frame < n; frame += 1)
      for (let d = 0; d < ALIGNMENT_WIDTH; d += 1) {
        const value = frames[frame * ALIGNMENT_WIDTH + d]!;
        const next = (frame + 1) * ALIGNMENT_WIDTH + d;
        this.sums[next] = this.sums[frame * ALIGNMENT_WIDTH + d]! + value;
        this.squares[next] = this.squares[frame * ALIGNMENT_WIDTH + d]! + value * value;
      }
  }

  centredNorm(offset: number, dimension: number): number {
    const from = offset * ALIGNMENT_WIDTH + dimension;
    const to = (offset + this.length) * ALIGNMENT_WIDTH + dimension;
    const sum = this.sums[to]! - this.sums[from]!;
    return Math.sqrt(Math.max(0, this.squares[to]! - this.squares[from]! - (sum * sum) / this.length));
  }
}
