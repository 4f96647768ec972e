// Original file: protos/media/v1/media.proto

import type { UploadAudioStart as _downbeat_media_v1_UploadAudioStart, UploadAudioStart__Output as _downbeat_media_v1_UploadAudioStart__Output } from '../../../downbeat/media/v1/UploadAudioStart';
import type { UploadEnd as _downbeat_media_v1_UploadEnd, UploadEnd__Output as _downbeat_media_v1_UploadEnd__Output } from '../../../downbeat/media/v1/UploadEnd';

export interface UploadAudioStreamRequest {
  /**
   * The first message, and only the first.
   */
  'start'?: (_downbeat_media_v1_UploadAudioStart | null);
  /**
   * The file's next bytes.
   */
  'chunk'?: (Buffer | Uint8Array | string);
  /**
   * The last message.
   */
  'end'?: (_downbeat_media_v1_UploadEnd | null);
  'part'?: "start"|"chunk"|"end";
}

export interface UploadAudioStreamRequest__Output {
  /**
   * The first message, and only the first.
   */
  'start'?: (_downbeat_media_v1_UploadAudioStart__Output | null);
  /**
   * The file's next bytes.
   */
  'chunk'?: (Buffer);
  /**
   * The last message.
   */
  'end'?: (_downbeat_media_v1_UploadEnd__Output | null);
  'part'?: "start"|"chunk"|"end";
}
