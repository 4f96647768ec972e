import { aggregationsJson, inRankOrder, soundEffectSearchSortOf, suggestionJson, trackSortOf } from './search-json';

describe('search JSON', () => {
  it('names suggestion types without the proto enum prefix', () => {
    expect(suggestionJson({ value: 'relaxing', title: 'relaxing', type: 'SUGGESTION_TYPE_TEXT' })).toEqual({
      value: 'relaxing',
      title: 'relaxing',
      type: 'TEXT',
    });
    expect(suggestionJson({ value: 'chill', title: 'Chill', type: 'SUGGESTION_TYPE_MOOD' }).type).toBe('MOOD');
  });

  it('keeps the search order when hydrating, leaving out ids the catalog no longer has', () => {
    const items = [{ id: 'b' }, { id: 'a' }, { id: 'c' }];
    expect(inRankOrder(['c', 'gone', 'a', 'b'], items).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('shapes aggregations as spec 2.6, empty when the search service sent none', () => {
    expect(aggregationsJson(null)).toEqual({ moods: [], genres: [] });
    expect(
      aggregationsJson({
        moods: [{ id: 'm', name: 'Moody', count: 3 }],
        genres: [{ id: 'g', name: 'Jazz', count: 1 }],
      }),
    ).toEqual({ moods: [{ id: 'm', name: 'Moody', count: 3 }], genres: [{ id: 'g', name: 'Jazz', count: 1 }] });
  });

  it('maps the public sort names to the search service’s', () => {
    expect(trackSortOf('Date')).toBe('TRACK_SORT_DATE');
    expect(trackSortOf('Relevance')).toBe('TRACK_SORT_RELEVANCE');
    expect(soundEffectSearchSortOf('popular')).toBe('SOUND_EFFECT_SEARCH_SORT_POPULAR');
    expect(soundEffectSearchSortOf('best-match')).toBe('SOUND_EFFECT_SEARCH_SORT_BEST_MATCH');
  });
});
