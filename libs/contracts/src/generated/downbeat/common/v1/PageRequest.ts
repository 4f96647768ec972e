// Original file: protos/common/v1/common.proto


/**
 * Paging of a list request. The gateway validates both values against the operation's bounds
 * (spec §8) and sends the effective values. A service treats `limit = 0` as "the operation's
 * default", so that a caller that omits paging still gets a sensible page.
 */
export interface PageRequest {
  'limit'?: (number);
  'offset'?: (number);
}

/**
 * Paging of a list request. The gateway validates both values against the operation's bounds
 * (spec §8) and sends the effective values. A service treats `limit = 0` as "the operation's
 * default", so that a caller that omits paging still gets a sensible page.
 */
export interface PageRequest__Output {
  'limit': (number);
  'offset': (number);
}
