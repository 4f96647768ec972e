// Original file: protos/common/v1/common.proto


/**
 * One bucket of a facet over a result set: how many matching tracks carry this mood or genre.
 */
export interface AggregationBucket {
  'id'?: (string);
  'name'?: (string);
  'count'?: (number);
}

/**
 * One bucket of a facet over a result set: how many matching tracks carry this mood or genre.
 */
export interface AggregationBucket__Output {
  'id': (string);
  'name': (string);
  'count': (number);
}
