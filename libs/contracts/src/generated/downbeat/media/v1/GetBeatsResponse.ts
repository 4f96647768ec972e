// Original file: protos/media/v1/media.proto

import type { Beat as _downbeat_media_v1_Beat, Beat__Output as _downbeat_media_v1_Beat__Output } from '../../../downbeat/media/v1/Beat';

export interface GetBeatsResponse {
  'beats'?: (_downbeat_media_v1_Beat)[];
}

export interface GetBeatsResponse__Output {
  'beats': (_downbeat_media_v1_Beat__Output)[];
}
