import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type CollectionDocument } from './documents';

/**
 * Where a partner's free-tier choice comes from (accounts owns partner settings). An empty list
 * means the partner has not chosen: the catalog's default free tier applies.
 */
export interface FreeTierSource {
  chosenCollectionIds(partnerId: string): Promise<string[]>;
}

/** A source for tests and for a catalog without accounts: partners' choices fixed up front. */
export function fixedFreeTierSource(choices: Record<string, string[]> = {}): FreeTierSource {
  return { chosenCollectionIds: async (partnerId) => choices[partnerId] ?? [] };
}

/** The collections of a partner's free tier, in the partner's order, and every track in them. */
export interface FreeTier {
  collectionIds: string[];
  trackIds: Set<string>;
}

export class FreeTiers {
  constructor(
    private readonly store: DocumentStore,
    private readonly source: FreeTierSource,
  ) {}

  async of(partnerId: string): Promise<FreeTier> {
    const collections = this.store.collection<CollectionDocument>(COLLECTIONS.collections);
    const chosen = await this.source.chosenCollectionIds(partnerId);
    let members: CollectionDocument[];
    if (chosen.length > 0) {
      const found = new Map((await collections.find({ _id: { $in: chosen } })).map((c) => [c._id, c]));
      members = chosen.flatMap((id) => found.get(id) ?? []);
    } else {
      members = await collections.find({ freeTierByDefault: true }, { sort: { freeTierOrder: 1, _id: 1 } });
    }
    return {
      collectionIds: members.map((collection) => collection._id),
      trackIds: new Set(members.flatMap((collection) => collection.trackIds)),
    };
  }
}
