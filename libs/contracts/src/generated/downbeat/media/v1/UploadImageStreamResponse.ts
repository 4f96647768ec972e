// Original file: protos/media/v1/media.proto

import type { ImageUpload as _downbeat_media_v1_ImageUpload, ImageUpload__Output as _downbeat_media_v1_ImageUpload__Output } from '../../../downbeat/media/v1/ImageUpload';

export interface UploadImageStreamResponse {
  'upload'?: (_downbeat_media_v1_ImageUpload | null);
  'deduplicated'?: (boolean);
}

export interface UploadImageStreamResponse__Output {
  'upload': (_downbeat_media_v1_ImageUpload__Output | null);
  'deduplicated': (boolean);
}
