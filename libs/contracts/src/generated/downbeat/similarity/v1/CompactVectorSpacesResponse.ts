// Original file: protos/similarity/v1/similarity_admin.proto

import type { CompactedVectorSpace as _downbeat_similarity_v1_CompactedVectorSpace, CompactedVectorSpace__Output as _downbeat_similarity_v1_CompactedVectorSpace__Output } from '../../../downbeat/similarity/v1/CompactedVectorSpace';

export interface CompactVectorSpacesResponse {
  'spaces'?: (_downbeat_similarity_v1_CompactedVectorSpace)[];
  /**
   * Wall time of the whole compaction, milliseconds.
   */
  'tookMs'?: (number);
}

export interface CompactVectorSpacesResponse__Output {
  'spaces': (_downbeat_similarity_v1_CompactedVectorSpace__Output)[];
  /**
   * Wall time of the whole compaction, milliseconds.
   */
  'tookMs': (number);
}
