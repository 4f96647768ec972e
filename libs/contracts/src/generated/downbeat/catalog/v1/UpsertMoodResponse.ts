// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertMoodResponse {
  'moodId'?: (string);
}

export interface UpsertMoodResponse__Output {
  'moodId': (string);
}
