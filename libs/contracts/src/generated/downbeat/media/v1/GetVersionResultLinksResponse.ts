// Original file: protos/media/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface GetVersionResultLinksResponse {
  'previewUrl'?: (string);
  'highQualityUrl'?: (string);
  'expires'?: (_google_protobuf_Timestamp | null);
}

export interface GetVersionResultLinksResponse__Output {
  'previewUrl': (string);
  'highQualityUrl': (string);
  'expires': (_google_protobuf_Timestamp__Output | null);
}
