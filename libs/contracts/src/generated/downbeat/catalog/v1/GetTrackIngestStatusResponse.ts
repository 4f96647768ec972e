// Original file: protos/catalog/v1/catalog_admin.proto

import type { TrackStatus as _downbeat_catalog_v1_TrackStatus, TrackStatus__Output as _downbeat_catalog_v1_TrackStatus__Output } from '../../../downbeat/catalog/v1/TrackStatus';

export interface GetTrackIngestStatusResponse {
  'trackId'?: (string);
  'status'?: (_downbeat_catalog_v1_TrackStatus);
  /**
   * Human readable; the failure reason when FAILED.
   */
  'message'?: (string);
}

export interface GetTrackIngestStatusResponse__Output {
  'trackId': (string);
  'status': (_downbeat_catalog_v1_TrackStatus__Output);
  /**
   * Human readable; the failure reason when FAILED.
   */
  'message': (string);
}
