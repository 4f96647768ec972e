// Original file: protos/reporting/v1/reporting.proto


export interface TrackPreviewed {
  'trackId'?: (string);
}

export interface TrackPreviewed__Output {
  'trackId': (string);
}
