// Original file: protos/media/v1/media.proto

import type { UploadImageStart as _downbeat_media_v1_UploadImageStart, UploadImageStart__Output as _downbeat_media_v1_UploadImageStart__Output } from '../../../downbeat/media/v1/UploadImageStart';
import type { UploadEnd as _downbeat_media_v1_UploadEnd, UploadEnd__Output as _downbeat_media_v1_UploadEnd__Output } from '../../../downbeat/media/v1/UploadEnd';

export interface UploadImageStreamRequest {
  'start'?: (_downbeat_media_v1_UploadImageStart | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'end'?: (_downbeat_media_v1_UploadEnd | null);
  'part'?: "start"|"chunk"|"end";
}

export interface UploadImageStreamRequest__Output {
  'start'?: (_downbeat_media_v1_UploadImageStart__Output | null);
  'chunk'?: (Buffer);
  'end'?: (_downbeat_media_v1_UploadEnd__Output | null);
  'part'?: "start"|"chunk"|"end";
}
