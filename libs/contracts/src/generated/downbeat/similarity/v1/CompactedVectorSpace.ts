// Original file: protos/similarity/v1/similarity_admin.proto


export interface CompactedVectorSpace {
  'space'?: (string);
  /**
   * The parts a search walks (OpenSearch: segments) before and after.
   */
  'partsBefore'?: (number);
  'partsAfter'?: (number);
}

export interface CompactedVectorSpace__Output {
  'space': (string);
  /**
   * The parts a search walks (OpenSearch: segments) before and after.
   */
  'partsBefore': (number);
  'partsAfter': (number);
}
