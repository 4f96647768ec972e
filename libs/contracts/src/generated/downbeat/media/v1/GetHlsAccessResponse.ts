// Original file: protos/media/v1/media.proto

import type { HlsCookie as _downbeat_media_v1_HlsCookie, HlsCookie__Output as _downbeat_media_v1_HlsCookie__Output } from '../../../downbeat/media/v1/HlsCookie';

export interface GetHlsAccessResponse {
  /**
   * The HLS primary manifest.
   */
  'url'?: (string);
  'cookie'?: (_downbeat_media_v1_HlsCookie | null);
}

export interface GetHlsAccessResponse__Output {
  /**
   * The HLS primary manifest.
   */
  'url': (string);
  'cookie': (_downbeat_media_v1_HlsCookie__Output | null);
}
