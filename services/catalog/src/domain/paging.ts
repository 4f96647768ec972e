import { invalidArgument } from '@downbeat/platform';

/** Page bounds per operation (spec section 8). The gateway validates first; these guard the service. */
export const PAGE_LIMITS = {
  collections: { default: 10, max: 20 },
  collectionTracks: { default: 50, max: 100 },
  moods: { default: 20, max: 20 },
  genres: { default: 20, max: 20 },
  moodTracks: { default: 50, max: 100 },
  genreTracks: { default: 50, max: 100 },
  tracks: { default: 50, max: 100 },
  soundEffectCategories: { default: 50, max: 1000 },
  soundEffects: { default: 50, max: 100 },
  soundEffectCollections: { default: 10, max: 20 },
  soundEffectCollectionItems: { default: 50, max: 100 },
} as const;

export type PagedOperation = keyof typeof PAGE_LIMITS;

export interface Page {
  limit: number;
  offset: number;
}

/** `limit = 0` (or absent) means the operation's default; anything out of bounds is INVALID_ARGUMENT naming the field. */
export function page(
  operation: PagedOperation,
  requested: { limit?: number; offset?: number } | null | undefined,
): Page {
  const bounds = PAGE_LIMITS[operation];
  const limit = requested?.limit || bounds.default;
  const offset = requested?.offset ?? 0;
  const problems = [
    ...(Number.isInteger(limit) && limit >= 1 && limit <= bounds.max
      ? []
      : [{ key: 'limit', messages: [`must be an integer from 1 to ${bounds.max}`] }]),
    ...(Number.isInteger(offset) && offset >= 0
      ? []
      : [{ key: 'offset', messages: ['must be a non-negative integer'] }]),
  ];
  if (problems.length > 0) throw invalidArgument('Bad request', problems);
  return { limit, offset };
}

export function slice<T>(items: T[], { limit, offset }: Page): T[] {
  return items.slice(offset, offset + limit);
}
