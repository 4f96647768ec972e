// Original file: protos/catalog/v1/catalog.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface SoundEffect {
  /**
   * A UUID.
   */
  'id'?: (string);
  'title'?: (string);
  'added'?: (_google_protobuf_Timestamp | null);
  /**
   * Seconds, fractional.
   */
  'lengthSeconds'?: (number | string);
  'images'?: ({[key: string]: string});
}

export interface SoundEffect__Output {
  /**
   * A UUID.
   */
  'id': (string);
  'title': (string);
  'added': (_google_protobuf_Timestamp__Output | null);
  /**
   * Seconds, fractional.
   */
  'lengthSeconds': (number);
  'images': ({[key: string]: string});
}
