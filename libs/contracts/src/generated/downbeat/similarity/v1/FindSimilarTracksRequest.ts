// Original file: protos/similarity/v1/similarity.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface FindSimilarTracksRequest {
  'partnerId'?: (string);
  'trackId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface FindSimilarTracksRequest__Output {
  'partnerId': (string);
  'trackId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
