// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertMoodRequest {
  /**
   * Empty: a new mood with a generated id.
   */
  'moodId'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  'featured'?: (boolean);
}

export interface UpsertMoodRequest__Output {
  /**
   * Empty: a new mood with a generated id.
   */
  'moodId': (string);
  'name': (string);
  'images': ({[key: string]: string});
  'featured': (boolean);
}
