import { seeded } from '../testing/feature-factory';
import { align, ALIGNMENT_WIDTH, alignmentCurve } from './alignment';
import { ALIGNMENT_DETAIL } from './alignment-detail';
import { agreementBetweenFrames, PHASE_PLACEMENT, placeBetweenFrames } from './alignment-phase';

const W = ALIGNMENT_WIDTH;

/** Music with sharp onsets, as a function of time in frames: per dimension, short bumps at random times (drum hits, plucks). */
function onsets(seconds: number, seed: number) {
  const random = seeded(seed);
  const bumps = Array.from({ length: W }, () =>
    Array.from({ length: seconds * 4 }, () => ({ at: random() * seconds * 10, height: 0.5 + random() })),
  );
  return (time: number) => {
    const frame = new Float32Array(W);
    for (let d = 0; d < W; d += 1)
      for (const bump of bumps[d]!) {
        const distance = time - bump.at;
        if (Math.abs(distance) < 3) frame[d]! += bump.height * Math.exp(-distance * distance * 2);
      }
    return frame;
  };
}

/** Frames sampled from `music` at `from` + i (fractional: off the grid), `count` of them. */
function sampled(music: ReturnType<typeof onsets>, from: number, count: number): Float32Array {
  const frames = new Float32Array(count * W);
  for (let i = 0; i < count; i += 1) frames.set(music(from + i), i * W);
  return frames;
}

/**
 * A target that plays ten seconds of music twice: at frame 100 exactly that music, at frame 300
 * the same bars with another 1.5 s fill. The reference is cut from the first half a frame off the
 * target's grid — and the second pass happens to lie on the reference's phase.
 */
function repeatedPiece() {
  const music = onsets(10, 7);
  const target = sampled(onsets(40, 3), 0, 400);
  target.set(sampled(music, 0, 100), 100 * W);
  const otherFill = sampled(music, 0.5, 100);
  otherFill.set(sampled(onsets(5, 11), 0.5, 15), 40 * W);
  target.set(otherFill, 300 * W);
  return { target, reference: sampled(music, 0.5, 99) };
}

describe('placing a reference between the frames of its target', () => {
  it('reads the target between its frames: on a frame it is the curve, half-way it sees the music there', () => {
    const music = onsets(20, 5);
    const target = sampled(music, 0, 200);
    const reference = sampled(music, 40.5, 100);
    const curve = alignmentCurve(reference, target)!;
    expect(agreementBetweenFrames(reference, target, 40, W)).toBeCloseTo(curve[40]!, 5);
    expect(agreementBetweenFrames(reference, target, 40.5, W)).toBeGreaterThan(curve[40]! + 0.05);
    expect(agreementBetweenFrames(reference, target, 40.5, W)).toBeGreaterThan(curve[41]! + 0.05);
    expect(agreementBetweenFrames(reference, target, 150, W)).toBe(-Infinity);
  });

  it('on the frame grid prefers the other pass, whose frames fall where the reference’s do', () => {
    const { reference, target } = repeatedPiece();
    const curve = alignmentCurve(reference, target)!;
    expect(curve[300]!).toBeGreaterThan(Math.max(curve[100]!, curve[101]!) + 0.05);
    const onGrid = { placement: { ...PHASE_PLACEMENT, margin: 0 }, detail: { ...ALIGNMENT_DETAIL, margin: 0 } };
    expect(align(reference, target, onGrid).offset).toBe(300);
  });

  it('finds the place the reference was cut from, at its half frame, once places are measured between frames', () => {
    const { reference, target } = repeatedPiece();
    const found = align(reference, target);
    expect(found.offset).toBeCloseTo(100.5, 5);
    expect(found.agreement).toBeGreaterThan(agreementBetweenFrames(reference, target, 300, W) + 0.05);
  });

  it('keeps the best place on the grid when the margin is 0, and a frame-true place where it is', () => {
    const { reference, target } = repeatedPiece();
    const curve = alignmentCurve(reference, target)!;
    const [only] = placeBetweenFrames(reference, target, curve, W, { ...PHASE_PLACEMENT, margin: 0 });
    expect(Number.isInteger(only!.offset)).toBe(true);
    const music = onsets(20, 5);
    const onGrid = sampled(music, 40, 100);
    const whole = sampled(music, 0, 200);
    const [best] = placeBetweenFrames(onGrid, whole, alignmentCurve(onGrid, whole)!, W, PHASE_PLACEMENT);
    expect(best!.offset).toBe(40);
  });
});
