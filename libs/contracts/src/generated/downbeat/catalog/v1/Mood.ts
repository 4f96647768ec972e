// Original file: protos/catalog/v1/catalog.proto


export interface Mood {
  'id'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
}

export interface Mood__Output {
  'id': (string);
  'name': (string);
  'images': ({[key: string]: string});
}
