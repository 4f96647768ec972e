import { excerptOf, pieceFeatures, EMBEDDING_SIZE, TAG_COUNT } from '../testing/feature-factory';
import type { AudioFeatures } from './audio-features';
import { TRACK_CENTRES } from './vector-centres';
import {
  cosine,
  joinBlocks,
  norm,
  pooledPatches,
  sectionDimensions,
  SECTION_BLOCKS,
  sectionVector,
  TRACK_BLOCKS,
  trackBlocks,
  type TrackBlocks,
  trackDimensions,
  trackVector,
  weightedVector,
} from './sound-vectors';

describe('the vectors of a piece', () => {
  const piece = pieceFeatures({ seed: 3, seconds: 90 });
  // The made-up pieces have small embeddings: the service's centres (musicnn's 200) do not apply.
  const uncentred = {};

  it('are unit length, of the space dimensions', () => {
    const section = sectionVector(piece, { start: 10, end: 18 }, SECTION_BLOCKS, uncentred);
    const track = trackVector(piece, TRACK_BLOCKS, uncentred);
    expect(section.length).toBe(sectionDimensions(EMBEDDING_SIZE));
    expect(track.length).toBe(trackDimensions(EMBEDDING_SIZE, TAG_COUNT));
    expect(norm(section)).toBeCloseTo(1, 5);
    expect(norm(track)).toBeCloseTo(1, 5);
  });

  it('make an excerpt of a section closer to that section than to a distant one', () => {
    const excerpt = excerptOf(piece, 30, 42, 0.2);
    const vector = (of: typeof piece, start: number) =>
      sectionVector(of, { start, end: start + 12 }, SECTION_BLOCKS, uncentred);
    const query = vector(excerpt, 0);
    expect(cosine(query, vector(piece, 30))).toBeGreaterThan(cosine(query, vector(piece, 60)));
  });

  it('take the typical piece away before comparing: a piece just like the centre has a zero block', () => {
    const blocks = trackBlocks(piece);
    const centred = weightedVector<TrackBlocks>(
      blocks,
      { embedding: 1, tags: 0, timbre: 1, harmony: 0 },
      { embedding: blocks.embedding },
    );
    const embedding = centred.subarray(0, EMBEDDING_SIZE);
    expect(norm(embedding)).toBe(0);
    expect(norm(centred)).toBeCloseTo(1, 5);
    expect(() => trackVector(piece, TRACK_BLOCKS, { embedding: [1, 2, 3] })).toThrow(RangeError);
  });

  it('weigh blocks by their weights, whatever their raw size', () => {
    const joined = joinBlocks([
      [Float32Array.of(1000, 0), 1],
      [Float32Array.of(0, 0.001), 1],
    ]);
    expect(joined[0]).toBeCloseTo(joined[3]!, 6);
  });
});

describe('the service’s track vectors (version 2: blocks centred on the typical track)', () => {
  // Three tracks that sound alike in timbre and harmony and whose musicnn embeddings are the typical
  // track's plus a little of a style: the query and `same` lean one way (`same` strongly), `bland`
  // barely leans the other way. Only how they differ from the typical track tells the styles apart.
  const frames = pieceFeatures({ seed: 5, seconds: 30 });
  const typical = TRACK_CENTRES.embedding;
  const styled = (style: number, amount: number): AudioFeatures => {
    const embedding = Float32Array.from(typical, (value, i) => value + (i === style ? amount : 0));
    const tags = Float32Array.from(TRACK_CENTRES.tags);
    return { ...frames, patches: [{ start: 0, seconds: 30, embedding, tags }] };
  };
  const query = styled(0, 1);
  const same = styled(0, 3);
  const bland = styled(1, 0.5);

  it('rank a track of the same style above a blander track of another', () => {
    const vector = (features: AudioFeatures) => trackVector(features);
    expect(cosine(vector(query), vector(same))).toBeGreaterThan(cosine(vector(query), vector(bland)));
  });

  it('would not without the centres: the typical track in every vector drowns the style', () => {
    const vector = (features: AudioFeatures) => trackVector(features, TRACK_BLOCKS, {});
    expect(cosine(vector(query), vector(bland))).toBeGreaterThan(cosine(vector(query), vector(same)));
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
