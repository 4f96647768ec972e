// Original file: protos/media/v1/media.proto


export interface GetHighlightsRequest {
  'partnerId'?: (string);
  'trackId'?: (string);
  /**
   * Up to 5, each 5 to 60 seconds; empty means one highlight of 30 seconds. INVALID_ARGUMENT
   * naming `duration` otherwise.
   */
  'durationsSeconds'?: (number)[];
}

export interface GetHighlightsRequest__Output {
  'partnerId': (string);
  'trackId': (string);
  /**
   * Up to 5, each 5 to 60 seconds; empty means one highlight of 30 seconds. INVALID_ARGUMENT
   * naming `duration` otherwise.
   */
  'durationsSeconds': (number)[];
}
