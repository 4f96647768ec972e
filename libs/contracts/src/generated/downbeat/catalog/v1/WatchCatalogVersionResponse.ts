// Original file: protos/catalog/v1/catalog.proto


export interface WatchCatalogVersionResponse {
  /**
   * Opaque; unequal versions mean the reads may differ. Unique per replica and process.
   */
  'version'?: (string);
}

export interface WatchCatalogVersionResponse__Output {
  /**
   * Opaque; unequal versions mean the reads may differ. Unique per replica and process.
   */
  'version': (string);
}
