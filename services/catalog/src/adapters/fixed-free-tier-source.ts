import type { FreeTierSource } from '../domain/ports';

/** A source for tests and for a catalog without accounts: partners' choices fixed up front. */
export function fixedFreeTierSource(choices: Record<string, string[]> = {}): FreeTierSource {
  return { chosenCollectionIds: async (partnerId) => choices[partnerId] ?? [] };
}
