// Original file: protos/catalog/v1/catalog_admin.proto


/**
 * One line of an import file.
 */
export interface ImportRecord {
  /**
   * 1-based line number in the file, echoed in problems.
   */
  'line'?: (number);
  /**
   * The line's JSON object.
   */
  'json'?: (string);
}

/**
 * One line of an import file.
 */
export interface ImportRecord__Output {
  /**
   * 1-based line number in the file, echoed in problems.
   */
  'line': (number);
  /**
   * The line's JSON object.
   */
  'json': (string);
}
