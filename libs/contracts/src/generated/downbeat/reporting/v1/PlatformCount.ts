// Original file: protos/reporting/v1/reporting.proto

import type { Long } from '@grpc/proto-loader';

export interface PlatformCount {
  'platform'?: (string);
  'count'?: (number | string | Long);
}

export interface PlatformCount__Output {
  'platform': (string);
  'count': (string);
}
