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
  /**
   * The reference API's further sorts. Popularity: previews and downloads partners reported.
   */
  TRACK_SORT_POPULARITY: 'TRACK_SORT_POPULARITY',
  /**
   * By length.
   */
  TRACK_SORT_DURATION: 'TRACK_SORT_DURATION',
  TRACK_SORT_BPM: 'TRACK_SORT_BPM',
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
   * The reference API's further sorts. Popularity: previews and downloads partners reported.
   */
  | 'TRACK_SORT_POPULARITY'
  | 4
  /**
   * By length.
   */
  | 'TRACK_SORT_DURATION'
  | 5
  | 'TRACK_SORT_BPM'
  | 6

/**
 * Unspecified means relevance.
 */
export type TrackSort__Output = typeof TrackSort[keyof typeof TrackSort]
