// Original file: protos/catalog/v1/catalog_admin.proto

export const TrackStatus = {
  TRACK_STATUS_UNSPECIFIED: 'TRACK_STATUS_UNSPECIFIED',
  /**
   * Registered; analysis and renditions are under way. Not visible to partners.
   */
  TRACK_STATUS_PROCESSING: 'TRACK_STATUS_PROCESSING',
  /**
   * Visible to partners.
   */
  TRACK_STATUS_PUBLISHED: 'TRACK_STATUS_PUBLISHED',
  /**
   * Analysis failed; see the message. A repeated ingest retries.
   */
  TRACK_STATUS_FAILED: 'TRACK_STATUS_FAILED',
} as const;

export type TrackStatus =
  | 'TRACK_STATUS_UNSPECIFIED'
  | 0
  /**
   * Registered; analysis and renditions are under way. Not visible to partners.
   */
  | 'TRACK_STATUS_PROCESSING'
  | 1
  /**
   * Visible to partners.
   */
  | 'TRACK_STATUS_PUBLISHED'
  | 2
  /**
   * Analysis failed; see the message. A repeated ingest retries.
   */
  | 'TRACK_STATUS_FAILED'
  | 3

export type TrackStatus__Output = typeof TrackStatus[keyof typeof TrackStatus]
