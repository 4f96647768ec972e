// Original file: protos/similarity/v1/similarity.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface FindSimilarSectionsRequest {
  'partnerId'?: (string);
  /**
   * An audio upload of the partner (media.v1.MediaService.UploadAudio).
   */
  'audioUploadId'?: (string);
  /**
   * A catalog track; its own sections are left out of the results.
   */
  'trackId'?: (string);
  /**
   * The reference section, milliseconds from the start of the reference audio.
   */
  'startMs'?: (number);
  'endMs'?: (number);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  /**
   * Where the reference section comes from.
   */
  'reference'?: "audioUploadId"|"trackId";
}

export interface FindSimilarSectionsRequest__Output {
  'partnerId': (string);
  /**
   * An audio upload of the partner (media.v1.MediaService.UploadAudio).
   */
  'audioUploadId'?: (string);
  /**
   * A catalog track; its own sections are left out of the results.
   */
  'trackId'?: (string);
  /**
   * The reference section, milliseconds from the start of the reference audio.
   */
  'startMs': (number);
  'endMs': (number);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  /**
   * Where the reference section comes from.
   */
  'reference'?: "audioUploadId"|"trackId";
}
