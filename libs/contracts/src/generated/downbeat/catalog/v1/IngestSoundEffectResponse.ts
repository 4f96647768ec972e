// Original file: protos/catalog/v1/catalog_admin.proto

import type { TrackStatus as _downbeat_catalog_v1_TrackStatus, TrackStatus__Output as _downbeat_catalog_v1_TrackStatus__Output } from '../../../downbeat/catalog/v1/TrackStatus';

export interface IngestSoundEffectResponse {
  'soundEffectId'?: (string);
  'created'?: (boolean);
  'status'?: (_downbeat_catalog_v1_TrackStatus);
  /**
   * Human readable; the failure reason (naming the master file) when FAILED.
   */
  'message'?: (string);
}

export interface IngestSoundEffectResponse__Output {
  'soundEffectId': (string);
  'created': (boolean);
  'status': (_downbeat_catalog_v1_TrackStatus__Output);
  /**
   * Human readable; the failure reason (naming the master file) when FAILED.
   */
  'message': (string);
}
