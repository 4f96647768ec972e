// Original file: protos/media/v1/media.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface AudioUpload {
  /**
   * A UUID: the audioUploadId of the public API.
   */
  'id'?: (string);
  'partnerId'?: (string);
  /**
   * SHA-256 of the bytes, lowercase hex.
   */
  'sha256'?: (string);
  'lengthSeconds'?: (number | string);
  'sizeBytes'?: (number);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  'expires'?: (_google_protobuf_Timestamp | null);
  /**
   * Where the bytes are in the blob store. Internal: never shown to partners.
   */
  'blobKey'?: (string);
}

export interface AudioUpload__Output {
  /**
   * A UUID: the audioUploadId of the public API.
   */
  'id': (string);
  'partnerId': (string);
  /**
   * SHA-256 of the bytes, lowercase hex.
   */
  'sha256': (string);
  'lengthSeconds': (number);
  'sizeBytes': (number);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  'expires': (_google_protobuf_Timestamp__Output | null);
  /**
   * Where the bytes are in the blob store. Internal: never shown to partners.
   */
  'blobKey': (string);
}
