// Original file: protos/reporting/v1/reporting.proto

import type { Long } from '@grpc/proto-loader';

export interface TrackUsage {
  'trackId'?: (string);
  'previews'?: (number | string | Long);
  'downloads'?: (number | string | Long);
  'exports'?: (number | string | Long);
}

export interface TrackUsage__Output {
  'trackId': (string);
  'previews': (string);
  'downloads': (string);
  'exports': (string);
}
