import type { GenreDocument } from '../documents';

/**
 * Genres nest one level and a parent genre stands for its children: a track tagged with a child
 * genre belongs to the parent too. The one place that rule lives.
 */
export function genresCovering(genreIds: string[], genres: Map<string, GenreDocument>): string[] {
  const covering = new Set(genreIds);
  for (const id of genreIds) {
    const parentId = genres.get(id)?.parentId;
    if (parentId) covering.add(parentId);
  }
  return [...covering];
}

/** A genre's children, by name. */
export function childrenOf(genreId: string, genres: Map<string, GenreDocument>): GenreDocument[] {
  return [...genres.values()]
    .filter((candidate) => candidate.parentId === genreId)
    .sort((a, b) => a.name.localeCompare(b.name));
}
