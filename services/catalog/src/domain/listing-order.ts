/** How mood and genre lists are ordered (spec 4.2: sort alphabetic|relevance, order asc|desc). */
export type ListingSort = 'relevance' | 'alphabetic';
export type SortOrder = 'asc' | 'desc';
export type ListingType = 'all' | 'featured' | 'partner-tier';

export interface Ranked<T> {
  item: T;
  name: string;
  id: string;
  /** Published tracks carrying it (the partner's free-tier tracks for `partner-tier`). */
  relevance: number;
}

/**
 * Alphabetic ascending is A→Z. Relevance ascending is rank order, most relevant first, as a
 * "sort by relevance" reads to a person; descending turns either around. Ties fall back to name, then id.
 */
export function orderListing<T>(items: Ranked<T>[], sort: ListingSort, order: SortOrder): T[] {
  const byName = (a: Ranked<T>, b: Ranked<T>) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const compare =
    sort === 'alphabetic' ? byName : (a: Ranked<T>, b: Ranked<T>) => b.relevance - a.relevance || byName(a, b);
  const sorted = [...items].sort(compare);
  return (order === 'desc' ? sorted.reverse() : sorted).map((ranked) => ranked.item);
}
