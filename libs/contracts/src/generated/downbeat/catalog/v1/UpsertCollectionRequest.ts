// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertCollectionRequest {
  /**
   * Empty: a new collection with a generated id.
   */
  'collectionId'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  /**
   * In display order.
   */
  'trackIds'?: (string)[];
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_image'?: "image";
}

export interface UpsertCollectionRequest__Output {
  /**
   * Empty: a new collection with a generated id.
   */
  'collectionId': (string);
  'name': (string);
  'images': ({[key: string]: string});
  /**
   * In display order.
   */
  'trackIds': (string)[];
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_image'?: "image";
}
