// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertMoodRequest {
  /**
   * Empty: a new mood with a generated id.
   */
  'moodId'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  'featured'?: (boolean);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_image'?: "image";
}

export interface UpsertMoodRequest__Output {
  /**
   * Empty: a new mood with a generated id.
   */
  'moodId': (string);
  'name': (string);
  'images': ({[key: string]: string});
  'featured': (boolean);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_image'?: "image";
}
