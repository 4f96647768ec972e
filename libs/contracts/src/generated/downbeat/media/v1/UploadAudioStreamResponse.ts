// Original file: protos/media/v1/media.proto

import type { AudioUpload as _downbeat_media_v1_AudioUpload, AudioUpload__Output as _downbeat_media_v1_AudioUpload__Output } from '../../../downbeat/media/v1/AudioUpload';

export interface UploadAudioStreamResponse {
  'upload'?: (_downbeat_media_v1_AudioUpload | null);
  /**
   * True when a live upload with the same checksum was returned instead of storing a new one.
   */
  'deduplicated'?: (boolean);
}

export interface UploadAudioStreamResponse__Output {
  'upload': (_downbeat_media_v1_AudioUpload__Output | null);
  /**
   * True when a live upload with the same checksum was returned instead of storing a new one.
   */
  'deduplicated': (boolean);
}
