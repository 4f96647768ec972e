// Original file: protos/accounts/v1/accounts.proto


/**
 * Token bucket per partner, enforced by the gateway.
 */
export interface RateLimit {
  'requestsPerSecond'?: (number);
  'burst'?: (number);
}

/**
 * Token bucket per partner, enforced by the gateway.
 */
export interface RateLimit__Output {
  'requestsPerSecond': (number);
  'burst': (number);
}
