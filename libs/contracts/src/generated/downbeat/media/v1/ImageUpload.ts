// Original file: protos/media/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface ImageUpload {
  /**
   * A UUID: the imageId of the public API.
   */
  'id'?: (string);
  'partnerId'?: (string);
  'userId'?: (string);
  /**
   * SHA-256 of the bytes, lowercase hex.
   */
  'sha256'?: (string);
  'sizeBytes'?: (number);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  'expires'?: (_google_protobuf_Timestamp | null);
  /**
   * Where the bytes are in the blob store. Internal: never shown to partners.
   */
  'blobKey'?: (string);
}

export interface ImageUpload__Output {
  /**
   * A UUID: the imageId of the public API.
   */
  'id': (string);
  'partnerId': (string);
  'userId': (string);
  /**
   * SHA-256 of the bytes, lowercase hex.
   */
  'sha256': (string);
  'sizeBytes': (number);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  'expires': (_google_protobuf_Timestamp__Output | null);
  /**
   * Where the bytes are in the blob store. Internal: never shown to partners.
   */
  'blobKey': (string);
}
