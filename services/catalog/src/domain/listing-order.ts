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

/** A mood or genre as a listing sees it. */
export interface ListingCandidate<T> {
  item: T;
  id: string;
  name: string;
  featured: boolean;
}

/**
 * The rule of the mood and genre lists: `featured` keeps the featured ones; relevance counts the
 * published tracks carrying each, or only the partner's free-tier tracks for `partner-tier`, which
 * then lists only those its free-tier tracks carry; then `orderListing`.
 */
export function rankListing<T>(
  candidates: ListingCandidate<T>[],
  query: { sort: ListingSort; order: SortOrder; type: ListingType },
  relevance: { all: (id: string) => number; tier?: Map<string, number> },
): T[] {
  const { tier } = relevance;
  const ranked = candidates
    .filter((candidate) => query.type !== 'featured' || candidate.featured)
    .map(({ item, id, name }) => ({ item, id, name, relevance: tier ? (tier.get(id) ?? 0) : relevance.all(id) }));
  const listed = tier ? ranked.filter((candidate) => candidate.relevance > 0) : ranked;
  return orderListing(listed, query.sort, query.order);
}
