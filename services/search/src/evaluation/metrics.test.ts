import { ndcgAt, reciprocalRank } from './metrics';

describe('ranking metrics', () => {
  const judgments = { a: 3, b: 2, c: 1 };

  it('gives NDCG 1 to the ideal order and less to any other', () => {
    expect(ndcgAt(10, ['a', 'b', 'c'], judgments)).toBeCloseTo(1);
    expect(ndcgAt(10, ['c', 'b', 'a'], judgments)).toBeLessThan(1);
    expect(ndcgAt(10, ['x', 'y'], judgments)).toBe(0);
  });

  it('only counts the first k results', () => {
    expect(ndcgAt(1, ['x', 'a'], judgments)).toBe(0);
  });

  it('takes the reciprocal rank of the first relevant result', () => {
    expect(reciprocalRank(['x', 'b', 'a'], judgments)).toBe(0.5);
    expect(reciprocalRank(['x'], judgments)).toBe(0);
  });
});
