import { excerptOf, pieceFeatures } from '../testing/feature-factory';
import { align, ALIGNMENT_WIDTH, alignmentFrames } from './alignment';

describe('aligning a reference section against a piece', () => {
  const piece = pieceFeatures({ seed: 1, seconds: 120 });
  const target = alignmentFrames(piece);

  it('finds where an excerpt of the piece came from, to the frame', () => {
    const excerpt = excerptOf(piece, 47.3, 57.3);
    const found = align(alignmentFrames(excerpt), target);
    expect(found.offset).toBe(473);
    expect(found.agreement).toBeGreaterThan(0.95);
  });

  it('still finds it through noise and a change of level', () => {
    const excerpt = excerptOf(piece, 80, 90, 0.3);
    const found = align(alignmentFrames(excerpt), target);
    expect(found.offset).toBe(800);
    expect(found.agreement).toBeGreaterThan(0.6);
  });

  it('agrees much less with a piece the excerpt is not from', () => {
    const excerpt = excerptOf(piece, 20, 30, 0.3);
    const other = alignmentFrames(pieceFeatures({ seed: 2, seconds: 120 }));
    expect(align(alignmentFrames(excerpt), other).agreement).toBeLessThan(
      align(alignmentFrames(excerpt), target).agreement - 0.3,
    );
  });

  it('prepares standard scores, small enough to keep as bytes', () => {
    const frames = alignmentFrames(piece);
    expect(frames.length).toBe(1200 * ALIGNMENT_WIDTH);
    const outside = frames.filter((value) => Math.abs(value) > 1).length;
    expect(outside / frames.length).toBeLessThan(0.001);
  });

  it('places a reference longer than the target at its start', () => {
    const found = align(alignmentFrames(piece, 0, 300), alignmentFrames(piece, 0, 100));
    expect(found.offset).toBe(0);
  });
});
