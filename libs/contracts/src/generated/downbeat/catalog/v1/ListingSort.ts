// Original file: protos/catalog/v1/catalog.proto

/**
 * Sort of mood and genre lists. Unspecified means relevance.
 */
export const ListingSort = {
  LISTING_SORT_UNSPECIFIED: 'LISTING_SORT_UNSPECIFIED',
  LISTING_SORT_RELEVANCE: 'LISTING_SORT_RELEVANCE',
  LISTING_SORT_ALPHABETIC: 'LISTING_SORT_ALPHABETIC',
} as const;

/**
 * Sort of mood and genre lists. Unspecified means relevance.
 */
export type ListingSort =
  | 'LISTING_SORT_UNSPECIFIED'
  | 0
  | 'LISTING_SORT_RELEVANCE'
  | 1
  | 'LISTING_SORT_ALPHABETIC'
  | 2

/**
 * Sort of mood and genre lists. Unspecified means relevance.
 */
export type ListingSort__Output = typeof ListingSort[keyof typeof ListingSort]
