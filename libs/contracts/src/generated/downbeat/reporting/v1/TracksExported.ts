// Original file: protos/reporting/v1/reporting.proto


export interface TracksExported {
  /**
   * At most 50.
   */
  'trackIds'?: (string)[];
  /**
   * As reported, e.g. "YOUTUBE".
   */
  'platform'?: (string);
}

export interface TracksExported__Output {
  /**
   * At most 50.
   */
  'trackIds': (string)[];
  /**
   * As reported, e.g. "YOUTUBE".
   */
  'platform': (string);
}
