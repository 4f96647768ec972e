// Original file: protos/catalog/v1/catalog.proto

import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from '../../../downbeat/common/v1/Reference';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from '../../../downbeat/common/v1/GenreReference';

export interface Genre {
  'id'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  /**
   * Absent for a top-level genre.
   */
  'parent'?: (_downbeat_common_v1_Reference | null);
  /**
   * Filled by GetGenre only.
   */
  'children'?: (_downbeat_common_v1_GenreReference)[];
  '_parent'?: "parent";
}

export interface Genre__Output {
  'id': (string);
  'name': (string);
  'images': ({[key: string]: string});
  /**
   * Absent for a top-level genre.
   */
  'parent'?: (_downbeat_common_v1_Reference__Output | null);
  /**
   * Filled by GetGenre only.
   */
  'children': (_downbeat_common_v1_GenreReference__Output)[];
  '_parent'?: "parent";
}
