// Original file: protos/media/v1/media.proto

/**
 * Unspecified means MP3, the only format today.
 */
export const DownloadFormat = {
  DOWNLOAD_FORMAT_UNSPECIFIED: 'DOWNLOAD_FORMAT_UNSPECIFIED',
  DOWNLOAD_FORMAT_MP3: 'DOWNLOAD_FORMAT_MP3',
} as const;

/**
 * Unspecified means MP3, the only format today.
 */
export type DownloadFormat =
  | 'DOWNLOAD_FORMAT_UNSPECIFIED'
  | 0
  | 'DOWNLOAD_FORMAT_MP3'
  | 1

/**
 * Unspecified means MP3, the only format today.
 */
export type DownloadFormat__Output = typeof DownloadFormat[keyof typeof DownloadFormat]
