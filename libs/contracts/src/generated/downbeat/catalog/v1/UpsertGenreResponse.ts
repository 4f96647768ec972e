// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertGenreResponse {
  'genreId'?: (string);
}

export interface UpsertGenreResponse__Output {
  'genreId': (string);
}
