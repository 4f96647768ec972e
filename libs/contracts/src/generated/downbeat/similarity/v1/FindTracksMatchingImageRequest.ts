// Original file: protos/similarity/v1/similarity.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface FindTracksMatchingImageRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  /**
   * An image upload of the user (media.v1.MediaService.UploadImage).
   */
  'imageId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  'genreIds'?: (string)[];
  'moodIds'?: (string)[];
}

export interface FindTracksMatchingImageRequest__Output {
  'partnerId': (string);
  'userId': (string);
  /**
   * An image upload of the user (media.v1.MediaService.UploadImage).
   */
  'imageId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  'genreIds': (string)[];
  'moodIds': (string)[];
}
