import { isDomainError } from '@downbeat/platform';
import { textQuery, trackSearch, trackSortKeys, soundEffectSearch, soundEffectSortKeys } from './queries';

describe('search requests', () => {
  it('defaults to relevance, ascending, 50 results from the start', () => {
    expect(trackSearch({})).toMatchObject({ sort: 'relevance', order: 'asc', page: { limit: 50, offset: 0 } });
  });

  it('rejects a limit over 60, a negative offset and a fractional limit, naming each field', () => {
    for (const [request, keys] of [
      [{ limit: 61 }, ['limit']],
      [{ offset: -1 }, ['offset']],
      [{ limit: 2.5, offset: -3 }, ['limit', 'offset']],
    ] as const) {
      let error: unknown;
      try {
        trackSearch(request);
      } catch (caught) {
        error = caught;
      }
      expect(isDomainError(error, 'invalid-argument')).toBe(true);
      expect((error as { violations: Array<{ key: string }> }).violations.map((v) => v.key)).toEqual(keys);
    }
  });

  it('treats the last typed word as a possible prefix, stop words as nothing', () => {
    expect(textQuery('The relaxing pian')).toEqual({
      clauses: [{ term: 'relaxing' }, { term: 'pian', prefix: 'pian' }],
      phrase: 'the relaxing pian',
    });
    expect(textQuery('of the').clauses).toEqual([]);
  });

  it('reads asc as rank order for rank sorts and as value order otherwise', () => {
    const text = textQuery('piano');
    expect(trackSortKeys({ sort: 'relevance', order: 'asc', text })).toEqual([
      { field: 'score', direction: 'desc' },
      { field: 'added', direction: 'desc' },
    ]);
    expect(trackSortKeys({ sort: 'date', order: 'asc', text })).toEqual([{ field: 'added', direction: 'asc' }]);
    expect(soundEffectSortKeys(soundEffectSearch({ sort: 'newest' }))).toEqual([{ field: 'added', direction: 'desc' }]);
    expect(soundEffectSortKeys(soundEffectSearch({ sort: 'length', order: 'desc' }))).toEqual([
      { field: 'lengthSeconds', direction: 'desc' },
    ]);
  });

  it('orders an empty term newest first', () => {
    expect(trackSortKeys({ sort: 'relevance', order: 'asc', text: textQuery('') })).toEqual([
      { field: 'added', direction: 'desc' },
    ]);
  });
});
