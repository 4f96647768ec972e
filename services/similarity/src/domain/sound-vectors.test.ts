import { excerptOf, pieceFeatures, EMBEDDING_SIZE, TAG_COUNT } from '../testing/feature-factory';
import {
  cosine,
  joinBlocks,
  norm,
  pooledPatches,
  sectionDimensions,
  sectionVector,
  trackDimensions,
  trackVector,
} from './sound-vectors';

describe('the vectors of a piece', () => {
  const piece = pieceFeatures({ seed: 3, seconds: 90 });

  it('are unit length, of the space dimensions', () => {
    const section = sectionVector(piece, { start: 10, end: 18 });
    const track = trackVector(piece);
    expect(section.length).toBe(sectionDimensions(EMBEDDING_SIZE));
    expect(track.length).toBe(trackDimensions(EMBEDDING_SIZE, TAG_COUNT));
    expect(norm(section)).toBeCloseTo(1, 5);
    expect(norm(track)).toBeCloseTo(1, 5);
  });

  it('make an excerpt of a section closer to that section than to a distant one', () => {
    const excerpt = excerptOf(piece, 30, 42, 0.2);
    const query = sectionVector(excerpt, { start: 0, end: 12 });
    expect(cosine(query, sectionVector(piece, { start: 30, end: 42 }))).toBeGreaterThan(
      cosine(query, sectionVector(piece, { start: 60, end: 72 })),
    );
  });

  it('weigh blocks by their weights, whatever their raw size', () => {
    const joined = joinBlocks([
      [Float32Array.of(1000, 0), 1],
      [Float32Array.of(0, 0.001), 1],
    ]);
    expect(joined[0]).toBeCloseTo(joined[3]!, 6);
  });
});

describe('pooling patches over a stretch', () => {
  it('weights each patch by how much of it lies inside', () => {
    const patches = [
      { start: 0, seconds: 3, embedding: Float32Array.of(1, 0), tags: Float32Array.of(1) },
      { start: 3, seconds: 3, embedding: Float32Array.of(0, 1), tags: Float32Array.of(0) },
    ];
    const { embedding, tags } = pooledPatches(patches, { start: 2, end: 6 });
    expect(Array.from(embedding)).toEqual([0.25, 0.75]);
    expect(tags[0]).toBeCloseTo(0.25, 6);
  });

  it('takes the nearest patch for a stretch between patches', () => {
    const patches = [{ start: 0, seconds: 3, embedding: Float32Array.of(1, 2), tags: Float32Array.of(0.5) }];
    expect(Array.from(pooledPatches(patches, { start: 5, end: 6 }).embedding)).toEqual([1, 2]);
  });
});
