// Original file: protos/common/v1/common.proto


/**
 * A named reference to another resource, e.g. a mood on a track or a category's parent.
 */
export interface Reference {
  'id'?: (string);
  'name'?: (string);
}

/**
 * A named reference to another resource, e.g. a mood on a track or a category's parent.
 */
export interface Reference__Output {
  'id': (string);
  'name': (string);
}
