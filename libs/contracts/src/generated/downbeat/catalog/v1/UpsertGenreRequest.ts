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
  '_parentId'?: "parentId";
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
  '_parentId'?: "parentId";
}
