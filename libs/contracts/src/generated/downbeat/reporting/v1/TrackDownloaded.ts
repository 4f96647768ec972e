// Original file: protos/reporting/v1/reporting.proto


export interface TrackDownloaded {
  'trackId'?: (string);
  /**
   * As reported, e.g. "mp3".
   */
  'format'?: (string);
  /**
   * As reported, e.g. "normal" or "high".
   */
  'quality'?: (string);
}

export interface TrackDownloaded__Output {
  'trackId': (string);
  /**
   * As reported, e.g. "mp3".
   */
  'format': (string);
  /**
   * As reported, e.g. "normal" or "high".
   */
  'quality': (string);
}
