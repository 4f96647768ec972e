// Original file: protos/catalog/v1/catalog.proto

/**
 * Which moods, genres or categories a list shows. Unspecified means all.
 */
export const ListingType = {
  LISTING_TYPE_UNSPECIFIED: 'LISTING_TYPE_UNSPECIFIED',
  LISTING_TYPE_ALL: 'LISTING_TYPE_ALL',
  /**
   * Only those featured publicly.
   */
  LISTING_TYPE_FEATURED: 'LISTING_TYPE_FEATURED',
  /**
   * Only those that the partner's free-tier tracks carry (moods and genres only).
   */
  LISTING_TYPE_PARTNER_TIER: 'LISTING_TYPE_PARTNER_TIER',
} as const;

/**
 * Which moods, genres or categories a list shows. Unspecified means all.
 */
export type ListingType =
  | 'LISTING_TYPE_UNSPECIFIED'
  | 0
  | 'LISTING_TYPE_ALL'
  | 1
  /**
   * Only those featured publicly.
   */
  | 'LISTING_TYPE_FEATURED'
  | 2
  /**
   * Only those that the partner's free-tier tracks carry (moods and genres only).
   */
  | 'LISTING_TYPE_PARTNER_TIER'
  | 3

/**
 * Which moods, genres or categories a list shows. Unspecified means all.
 */
export type ListingType__Output = typeof ListingType[keyof typeof ListingType]
