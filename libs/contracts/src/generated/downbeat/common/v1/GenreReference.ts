// Original file: protos/common/v1/common.proto

import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from '../../../downbeat/common/v1/Reference';

/**
 * A genre on a track or in a genre's children; genres nest one level (parent and child).
 */
export interface GenreReference {
  'id'?: (string);
  'name'?: (string);
  /**
   * Absent for a top-level genre.
   */
  'parent'?: (_downbeat_common_v1_Reference | null);
  '_parent'?: "parent";
}

/**
 * A genre on a track or in a genre's children; genres nest one level (parent and child).
 */
export interface GenreReference__Output {
  'id': (string);
  'name': (string);
  /**
   * Absent for a top-level genre.
   */
  'parent'?: (_downbeat_common_v1_Reference__Output | null);
  '_parent'?: "parent";
}
