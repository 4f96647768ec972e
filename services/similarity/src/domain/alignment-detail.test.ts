import { seeded } from '../testing/feature-factory';
import { align, ALIGNMENT_WIDTH } from './alignment';
import { ALIGNMENT_DETAIL, type AlignmentDetail, rivalPlaces, stretchAgreement } from './alignment-detail';
import { PHASE_PLACEMENT } from './alignment-phase';

const W = ALIGNMENT_WIDTH;

/** Prepared frames of a random walk per dimension (music: every stretch differs from the others). */
function walk(frames: number, seed: number, amplitude = 1): Float32Array {
  const random = seeded(seed);
  const values = new Float32Array(frames * W);
  const state = new Float64Array(W);
  for (let i = 0; i < frames; i += 1)
    for (let d = 0; d < W; d += 1) {
      state[d] = 0.8 * state[d]! + (random() - 0.5);
      values[i * W + d] = state[d]! * amplitude;
    }
  return values;
}

/**
 * A 10 s reference (100 frames) whose frames 40–59 are a quiet fill, and a target that plays it
 * twice: first exactly what the reference is cut from, but sampled half a frame later (the frames
 * of an upload never fall where the master's did), then again frame-true with another quiet fill.
 */
function twoPlaces() {
  const reference = walk(100, 1);
  reference.set(walk(20, 2, 0.3), 40 * W);
  const halfFrameLater = new Float32Array(reference.length);
  for (let i = 0; i < 100; i += 1)
    for (let d = 0; d < W; d += 1) {
      const next = i + 1 < 100 ? reference[(i + 1) * W + d]! : reference[i * W + d]!;
      halfFrameLater[i * W + d] = 0.5 * (reference[i * W + d]! + next);
    }
  const otherFill = Float32Array.from(reference);
  otherFill.set(walk(20, 3, 0.3), 40 * W);
  const target = new Float32Array(400 * W);
  target.set(walk(400, 4));
  target.set(halfFrameLater, 50 * W);
  target.set(otherFill, 250 * W);
  return { reference, target };
}

const DETAIL: AlignmentDetail = { margin: 0.1, separation: 10, stretch: 20, weight: 0.5, combine: 'mean', places: 8 };
/** The detail re-score alone: places not measured between frames. */
const onGrid = (detail: AlignmentDetail) => ({ placement: { ...PHASE_PLACEMENT, margin: 0 }, detail });

describe('telling apart places that play the same music', () => {
  it('lets the whole window prefer the frame-true place with the other fill', () => {
    const { reference, target } = twoPlaces();
    expect(align(reference, target, onGrid({ ...DETAIL, margin: 0 })).offset).toBe(250);
  });

  it('finds the place the reference came from once its stretches count alike', () => {
    const { reference, target } = twoPlaces();
    const found = align(reference, target, onGrid(DETAIL));
    expect(found.offset).toBe(50);
    expect(stretchAgreement(reference, target, 50, W, DETAIL)).toBeGreaterThan(
      stretchAgreement(reference, target, 250, W, DETAIL),
    );
  });

  it('does so with the tuned detail setting (the service’s when places are not measured between frames)', () => {
    const { reference, target } = twoPlaces();
    expect(align(reference, target, onGrid(ALIGNMENT_DETAIL)).offset).toBe(50);
  });

  it('keeps the best place when no rival comes within the margin', () => {
    const { reference, target } = twoPlaces();
    expect(align(reference, target, onGrid({ ...DETAIL, margin: 0.0001 })).offset).toBe(250);
  });

  it('compares distinct places, best first, a frame off being the same place', () => {
    const curve = Float64Array.from([0.1, 0.5, 0.9, 0.8, 0.2, 0.85, 0.3, 0.1, 0.88, 0.4]);
    expect(rivalPlaces(curve, 0.8, 3, 8)).toEqual([2, 8, 5]);
    expect(rivalPlaces(curve, 0.8, 4, 8)).toEqual([2, 8]);
    expect(rivalPlaces(curve, 0.86, 1, 8)).toEqual([2, 8]);
    expect(rivalPlaces(curve, 0.8, 1, 1)).toEqual([2]);
  });
});
