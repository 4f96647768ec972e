// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertGenreRequest {
  /**
   * Empty: a new genre with a generated id.
   */
  'genreId'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  'featured'?: (boolean);
  /**
   * Absent: a top-level genre.
   */
  'parentId'?: (string);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_parentId'?: "parentId";
  '_image'?: "image";
}

export interface UpsertGenreRequest__Output {
  /**
   * Empty: a new genre with a generated id.
   */
  'genreId': (string);
  'name': (string);
  'images': ({[key: string]: string});
  'featured': (boolean);
  /**
   * Absent: a top-level genre.
   */
  'parentId'?: (string);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_parentId'?: "parentId";
  '_image'?: "image";
}
