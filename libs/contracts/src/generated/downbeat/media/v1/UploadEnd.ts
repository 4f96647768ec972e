// Original file: protos/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Closes a streamed upload; a stream whose bytes do not add up to `size_bytes` is refused.
 */
export interface UploadEnd {
  'sizeBytes'?: (number | string | Long);
}

/**
 * Closes a streamed upload; a stream whose bytes do not add up to `size_bytes` is refused.
 */
export interface UploadEnd__Output {
  'sizeBytes': (string);
}
