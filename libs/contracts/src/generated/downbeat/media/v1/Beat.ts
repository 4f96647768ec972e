// Original file: protos/media/v1/media.proto


export interface Beat {
  /**
   * From the start of the track.
   */
  'timeSeconds'?: (number | string);
  /**
   * Position of the beat in its bar, 1 being the first beat; the pattern may change in a track.
   */
  'value'?: (number);
}

export interface Beat__Output {
  /**
   * From the start of the track.
   */
  'timeSeconds': (number);
  /**
   * Position of the beat in its bar, 1 being the first beat; the pattern may change in a track.
   */
  'value': (number);
}
