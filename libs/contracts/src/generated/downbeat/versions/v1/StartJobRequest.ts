// Original file: protos/versions/v1/versions.proto


export interface StartJobRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
  /**
   * 1 000 to 300 000.
   */
  'durationMs'?: (number);
  /**
   * Whether the version should loop seamlessly.
   */
  'loopable'?: (boolean);
  /**
   * The POST's Idempotency-Key header: the same key (per partner and user) with the same request
   * returns the job it started; with another request, INVALID_ARGUMENT. Empty: no idempotency.
   */
  'idempotencyKey'?: (string);
}

export interface StartJobRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
  /**
   * 1 000 to 300 000.
   */
  'durationMs': (number);
  /**
   * Whether the version should loop seamlessly.
   */
  'loopable': (boolean);
  /**
   * The POST's Idempotency-Key header: the same key (per partner and user) with the same request
   * returns the job it started; with another request, INVALID_ARGUMENT. Empty: no idempotency.
   */
  'idempotencyKey': (string);
}
