// Original file: protos/common/v1/common.proto

import type { AggregationBucket as _downbeat_common_v1_AggregationBucket, AggregationBucket__Output as _downbeat_common_v1_AggregationBucket__Output } from '../../../downbeat/common/v1/AggregationBucket';

/**
 * Facets of a track result set (search, tracks matching an image).
 */
export interface Aggregations {
  'moods'?: (_downbeat_common_v1_AggregationBucket)[];
  'genres'?: (_downbeat_common_v1_AggregationBucket)[];
}

/**
 * Facets of a track result set (search, tracks matching an image).
 */
export interface Aggregations__Output {
  'moods': (_downbeat_common_v1_AggregationBucket__Output)[];
  'genres': (_downbeat_common_v1_AggregationBucket__Output)[];
}
