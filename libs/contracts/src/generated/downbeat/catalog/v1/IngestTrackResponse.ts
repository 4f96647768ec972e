// Original file: protos/catalog/v1/catalog_admin.proto

import type { TrackStatus as _downbeat_catalog_v1_TrackStatus, TrackStatus__Output as _downbeat_catalog_v1_TrackStatus__Output } from '../../../downbeat/catalog/v1/TrackStatus';

export interface IngestTrackResponse {
  'trackId'?: (string);
  'status'?: (_downbeat_catalog_v1_TrackStatus);
  /**
   * False when the master was already known.
   */
  'created'?: (boolean);
  /**
   * Human readable; the failure reason (naming the master file) when FAILED.
   */
  'message'?: (string);
}

export interface IngestTrackResponse__Output {
  'trackId': (string);
  'status': (_downbeat_catalog_v1_TrackStatus__Output);
  /**
   * False when the master was already known.
   */
  'created': (boolean);
  /**
   * Human readable; the failure reason (naming the master file) when FAILED.
   */
  'message': (string);
}
