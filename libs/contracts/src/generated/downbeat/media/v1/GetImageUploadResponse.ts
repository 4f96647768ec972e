// Original file: protos/media/v1/media.proto

import type { ImageUpload as _downbeat_media_v1_ImageUpload, ImageUpload__Output as _downbeat_media_v1_ImageUpload__Output } from '../../../downbeat/media/v1/ImageUpload';

export interface GetImageUploadResponse {
  'upload'?: (_downbeat_media_v1_ImageUpload | null);
}

export interface GetImageUploadResponse__Output {
  'upload': (_downbeat_media_v1_ImageUpload__Output | null);
}
