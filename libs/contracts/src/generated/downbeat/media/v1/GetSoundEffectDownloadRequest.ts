// Original file: protos/media/v1/media.proto

import type { DownloadFormat as _downbeat_media_v1_DownloadFormat, DownloadFormat__Output as _downbeat_media_v1_DownloadFormat__Output } from '../../../downbeat/media/v1/DownloadFormat';
import type { DownloadQuality as _downbeat_media_v1_DownloadQuality, DownloadQuality__Output as _downbeat_media_v1_DownloadQuality__Output } from '../../../downbeat/media/v1/DownloadQuality';

export interface GetSoundEffectDownloadRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'soundEffectId'?: (string);
  'format'?: (_downbeat_media_v1_DownloadFormat);
  'quality'?: (_downbeat_media_v1_DownloadQuality);
}

export interface GetSoundEffectDownloadRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'soundEffectId': (string);
  'format': (_downbeat_media_v1_DownloadFormat__Output);
  'quality': (_downbeat_media_v1_DownloadQuality__Output);
}
