// Original file: protos/media/v1/media.proto

import type { AssetKind as _downbeat_media_v1_AssetKind, AssetKind__Output as _downbeat_media_v1_AssetKind__Output } from '../../../downbeat/media/v1/AssetKind';

export interface IngestMasterRequest {
  'kind'?: (_downbeat_media_v1_AssetKind);
  /**
   * The catalog id of the track or sound effect.
   */
  'assetId'?: (string);
  /**
   * Absolute path on the shared volume or a file:// URI.
   */
  'masterUri'?: (string);
  /**
   * SHA-256 of the master's bytes, lowercase hex; checked after the copy.
   */
  'masterSha256'?: (string);
  /**
   * Process again even when the same master was processed before.
   */
  'force'?: (boolean);
}

export interface IngestMasterRequest__Output {
  'kind': (_downbeat_media_v1_AssetKind__Output);
  /**
   * The catalog id of the track or sound effect.
   */
  'assetId': (string);
  /**
   * Absolute path on the shared volume or a file:// URI.
   */
  'masterUri': (string);
  /**
   * SHA-256 of the master's bytes, lowercase hex; checked after the copy.
   */
  'masterSha256': (string);
  /**
   * Process again even when the same master was processed before.
   */
  'force': (boolean);
}
