// Original file: protos/media/v1/media.proto

import type { CoverArtSubject as _downbeat_media_v1_CoverArtSubject, CoverArtSubject__Output as _downbeat_media_v1_CoverArtSubject__Output } from '../../../downbeat/media/v1/CoverArtSubject';

export interface IngestImageRequest {
  /**
   * An absolute path on the shared volume or a file:// URI.
   */
  'fileUri'?: (string);
  /**
   * An http or https URL, fetched by media.
   */
  'url'?: (string);
  /**
   * Generate the cover art of this entity.
   */
  'coverArt'?: (_downbeat_media_v1_CoverArtSubject | null);
  'source'?: "fileUri"|"url"|"coverArt";
}

export interface IngestImageRequest__Output {
  /**
   * An absolute path on the shared volume or a file:// URI.
   */
  'fileUri'?: (string);
  /**
   * An http or https URL, fetched by media.
   */
  'url'?: (string);
  /**
   * Generate the cover art of this entity.
   */
  'coverArt'?: (_downbeat_media_v1_CoverArtSubject__Output | null);
  'source'?: "fileUri"|"url"|"coverArt";
}
