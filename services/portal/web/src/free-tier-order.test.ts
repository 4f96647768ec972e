import { moveItem, reorder } from './free-tier-order';

describe('reordering the free tier', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('drops dragged collections before or after the target, keeping their own order', () => {
    expect(reorder(ids, ['d'], 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(reorder(ids, ['a'], 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(ids, ['c', 'a'], 'd', 'after')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves the order alone for an unknown target', () => {
    expect(reorder(ids, ['a'], 'z', 'before')).toEqual(ids);
  });

  it('moves one place up or down, not past either end', () => {
    expect(moveItem(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(ids, 'c', 1)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveItem(ids, 'a', -1)).toEqual(ids);
    expect(moveItem(ids, 'd', 1)).toEqual(ids);
  });
});
