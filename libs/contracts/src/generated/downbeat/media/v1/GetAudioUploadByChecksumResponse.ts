// Original file: protos/media/v1/media.proto

import type { AudioUpload as _downbeat_media_v1_AudioUpload, AudioUpload__Output as _downbeat_media_v1_AudioUpload__Output } from '../../../downbeat/media/v1/AudioUpload';

export interface GetAudioUploadByChecksumResponse {
  'upload'?: (_downbeat_media_v1_AudioUpload | null);
}

export interface GetAudioUploadByChecksumResponse__Output {
  'upload': (_downbeat_media_v1_AudioUpload__Output | null);
}
