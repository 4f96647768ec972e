// Original file: protos/search/v1/search.proto

/**
 * Unspecified means relevance.
 */
export const TrackSort = {
  TRACK_SORT_UNSPECIFIED: 'TRACK_SORT_UNSPECIFIED',
  TRACK_SORT_RELEVANCE: 'TRACK_SORT_RELEVANCE',
  /**
   * By the date the track was added.
   */
  TRACK_SORT_DATE: 'TRACK_SORT_DATE',
  TRACK_SORT_TITLE: 'TRACK_SORT_TITLE',
} as const;

/**
 * Unspecified means relevance.
 */
export type TrackSort =
  | 'TRACK_SORT_UNSPECIFIED'
  | 0
  | 'TRACK_SORT_RELEVANCE'
  | 1
  /**
   * By the date the track was added.
   */
  | 'TRACK_SORT_DATE'
  | 2
  | 'TRACK_SORT_TITLE'
  | 3

/**
 * Unspecified means relevance.
 */
export type TrackSort__Output = typeof TrackSort[keyof typeof TrackSort]
