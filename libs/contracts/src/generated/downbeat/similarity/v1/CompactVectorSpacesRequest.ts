// Original file: protos/similarity/v1/similarity_admin.proto


export interface CompactVectorSpacesRequest {
  /**
   * "tracks" and/or "sections"; both when empty.
   */
  'spaces'?: (string)[];
}

export interface CompactVectorSpacesRequest__Output {
  /**
   * "tracks" and/or "sections"; both when empty.
   */
  'spaces': (string)[];
}
