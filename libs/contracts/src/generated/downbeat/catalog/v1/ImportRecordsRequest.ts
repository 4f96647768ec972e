// Original file: protos/catalog/v1/catalog_admin.proto

import type { ImportRecord as _downbeat_catalog_v1_ImportRecord, ImportRecord__Output as _downbeat_catalog_v1_ImportRecord__Output } from '../../../downbeat/catalog/v1/ImportRecord';

export interface ImportRecordsRequest {
  'records'?: (_downbeat_catalog_v1_ImportRecord)[];
}

export interface ImportRecordsRequest__Output {
  'records': (_downbeat_catalog_v1_ImportRecord__Output)[];
}
