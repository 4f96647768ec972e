// Original file: protos/media/v1/media.proto

/**
 * Unspecified means normal.
 */
export const DownloadQuality = {
  DOWNLOAD_QUALITY_UNSPECIFIED: 'DOWNLOAD_QUALITY_UNSPECIFIED',
  /**
   * MP3 128 kbps.
   */
  DOWNLOAD_QUALITY_NORMAL: 'DOWNLOAD_QUALITY_NORMAL',
  /**
   * MP3 320 kbps.
   */
  DOWNLOAD_QUALITY_HIGH: 'DOWNLOAD_QUALITY_HIGH',
} as const;

/**
 * Unspecified means normal.
 */
export type DownloadQuality =
  | 'DOWNLOAD_QUALITY_UNSPECIFIED'
  | 0
  /**
   * MP3 128 kbps.
   */
  | 'DOWNLOAD_QUALITY_NORMAL'
  | 1
  /**
   * MP3 320 kbps.
   */
  | 'DOWNLOAD_QUALITY_HIGH'
  | 2

/**
 * Unspecified means normal.
 */
export type DownloadQuality__Output = typeof DownloadQuality[keyof typeof DownloadQuality]
