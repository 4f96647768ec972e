// Original file: protos/similarity/v1/similarity.proto

import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from '../../../downbeat/common/v1/Aggregations';

export interface FindTracksMatchingImageResponse {
  'trackIds'?: (string)[];
  'total'?: (number);
  'aggregations'?: (_downbeat_common_v1_Aggregations | null);
}

export interface FindTracksMatchingImageResponse__Output {
  'trackIds': (string)[];
  'total': (number);
  'aggregations': (_downbeat_common_v1_Aggregations__Output | null);
}
