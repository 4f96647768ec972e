import type { CollectionDocument } from './documents';
import type { Relevance } from './read-model/track-memberships';

/** The collections of a partner's free tier, in the partner's order, and every track in them. */
export interface FreeTier {
  collectionIds: string[];
  trackIds: Set<string>;
  /** Mood and genre relevance among the published free-tier tracks (the `partner-tier` listings). */
  relevance: Relevance;
  /** Published tracks of a collection that are in the free tier. */
  available(collectionId: string): number;
}

/**
 * The collections a free tier is made of: the partner's choice in the partner's order (unknown ids
 * left out) or, when the partner has not chosen, the collections flagged `freeTierByDefault` by
 * `freeTierOrder`.
 */
export function freeTierCollections(
  chosen: string[],
  collections: Map<string, CollectionDocument>,
  byId: (id: string) => CollectionDocument | undefined = (id) => collections.get(id),
): CollectionDocument[] {
  // Chosen by stored id or by the UUID partners see; each collection once.
  if (chosen.length > 0) return [...new Set(chosen.flatMap((id) => byId(id) ?? []))];
  return [...collections.values()]
    .filter((collection) => collection.freeTierByDefault)
    .sort((a, b) => a.freeTierOrder - b.freeTierOrder || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
