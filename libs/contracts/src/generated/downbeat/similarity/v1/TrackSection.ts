// Original file: protos/similarity/v1/similarity.proto


/**
 * A section of a catalog track.
 */
export interface TrackSection {
  'trackId'?: (string);
  'startMs'?: (number);
  'endMs'?: (number);
  /**
   * Similarity to the reference, 0 to 1; higher is closer. Not shown to partners.
   */
  'score'?: (number | string);
}

/**
 * A section of a catalog track.
 */
export interface TrackSection__Output {
  'trackId': (string);
  'startMs': (number);
  'endMs': (number);
  /**
   * Similarity to the reference, 0 to 1; higher is closer. Not shown to partners.
   */
  'score': (number);
}
