// Original file: protos/catalog/v1/catalog_admin.proto

import type { ImportProblem as _downbeat_catalog_v1_ImportProblem, ImportProblem__Output as _downbeat_catalog_v1_ImportProblem__Output } from '../../../downbeat/catalog/v1/ImportProblem';

export interface ImportRecordsResponse {
  'created'?: (number);
  'updated'?: (number);
  'unchanged'?: (number);
  'problems'?: (_downbeat_catalog_v1_ImportProblem)[];
}

export interface ImportRecordsResponse__Output {
  'created': (number);
  'updated': (number);
  'unchanged': (number);
  'problems': (_downbeat_catalog_v1_ImportProblem__Output)[];
}
