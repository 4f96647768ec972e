// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface ListTracksRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  /**
   * A track matches when it carries any of the genres (a parent genre matches its children) and
   * any of the moods; an empty list does not filter.
   */
  'genreIds'?: (string)[];
  'moodIds'?: (string)[];
  /**
   * Inclusive bounds; absent means unbounded.
   */
  'bpmMin'?: (number);
  'bpmMax'?: (number);
  '_bpmMin'?: "bpmMin";
  '_bpmMax'?: "bpmMax";
}

export interface ListTracksRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  /**
   * A track matches when it carries any of the genres (a parent genre matches its children) and
   * any of the moods; an empty list does not filter.
   */
  'genreIds': (string)[];
  'moodIds': (string)[];
  /**
   * Inclusive bounds; absent means unbounded.
   */
  'bpmMin'?: (number);
  'bpmMax'?: (number);
  '_bpmMin'?: "bpmMin";
  '_bpmMax'?: "bpmMax";
}
