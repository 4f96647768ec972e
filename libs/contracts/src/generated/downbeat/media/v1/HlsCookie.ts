// Original file: protos/media/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface HlsCookie {
  'name'?: (string);
  'domain'?: (string);
  'path'?: (string);
  'value'?: (string);
  'expires'?: (_google_protobuf_Timestamp | null);
}

export interface HlsCookie__Output {
  'name': (string);
  'domain': (string);
  'path': (string);
  'value': (string);
  'expires': (_google_protobuf_Timestamp__Output | null);
}
