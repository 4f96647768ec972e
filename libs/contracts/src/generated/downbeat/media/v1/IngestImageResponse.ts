// Original file: protos/media/v1/media.proto


export interface IngestImageResponse {
  /**
   * The image's id: a content hash of the picture, or the cover design.
   */
  'imageId'?: (string);
  /**
   * Blob keys by size key (default, XS, S, M, L), as catalog stores them.
   */
  'images'?: ({[key: string]: string});
  /**
   * False when every width was stored already.
   */
  'created'?: (boolean);
}

export interface IngestImageResponse__Output {
  /**
   * The image's id: a content hash of the picture, or the cover design.
   */
  'imageId': (string);
  /**
   * Blob keys by size key (default, XS, S, M, L), as catalog stores them.
   */
  'images': ({[key: string]: string});
  /**
   * False when every width was stored already.
   */
  'created': (boolean);
}
