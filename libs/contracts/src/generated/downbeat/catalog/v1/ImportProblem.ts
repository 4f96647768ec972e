// Original file: protos/catalog/v1/catalog_admin.proto


/**
 * Why one record was not imported.
 */
export interface ImportProblem {
  'line'?: (number);
  /**
   * The record's id when it has one.
   */
  'recordId'?: (string);
  /**
   * The offending field (e.g. `genreIds[1]`); empty for the whole record.
   */
  'field'?: (string);
  'message'?: (string);
}

/**
 * Why one record was not imported.
 */
export interface ImportProblem__Output {
  'line': (number);
  /**
   * The record's id when it has one.
   */
  'recordId': (string);
  /**
   * The offending field (e.g. `genreIds[1]`); empty for the whole record.
   */
  'field': (string);
  'message': (string);
}
