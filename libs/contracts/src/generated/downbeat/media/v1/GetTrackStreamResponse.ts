// Original file: protos/media/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface GetTrackStreamResponse {
  /**
   * The HLS primary manifest.
   */
  'url'?: (string);
  'expires'?: (_google_protobuf_Timestamp | null);
}

export interface GetTrackStreamResponse__Output {
  /**
   * The HLS primary manifest.
   */
  'url': (string);
  'expires': (_google_protobuf_Timestamp__Output | null);
}
