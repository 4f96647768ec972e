// Original file: protos/media/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteAudioUploadRequest as _downbeat_media_v1_DeleteAudioUploadRequest, DeleteAudioUploadRequest__Output as _downbeat_media_v1_DeleteAudioUploadRequest__Output } from '../../../downbeat/media/v1/DeleteAudioUploadRequest';
import type { DeleteAudioUploadResponse as _downbeat_media_v1_DeleteAudioUploadResponse, DeleteAudioUploadResponse__Output as _downbeat_media_v1_DeleteAudioUploadResponse__Output } from '../../../downbeat/media/v1/DeleteAudioUploadResponse';
import type { DeleteImageUploadRequest as _downbeat_media_v1_DeleteImageUploadRequest, DeleteImageUploadRequest__Output as _downbeat_media_v1_DeleteImageUploadRequest__Output } from '../../../downbeat/media/v1/DeleteImageUploadRequest';
import type { DeleteImageUploadResponse as _downbeat_media_v1_DeleteImageUploadResponse, DeleteImageUploadResponse__Output as _downbeat_media_v1_DeleteImageUploadResponse__Output } from '../../../downbeat/media/v1/DeleteImageUploadResponse';
import type { DeleteUserImageUploadsRequest as _downbeat_media_v1_DeleteUserImageUploadsRequest, DeleteUserImageUploadsRequest__Output as _downbeat_media_v1_DeleteUserImageUploadsRequest__Output } from '../../../downbeat/media/v1/DeleteUserImageUploadsRequest';
import type { DeleteUserImageUploadsResponse as _downbeat_media_v1_DeleteUserImageUploadsResponse, DeleteUserImageUploadsResponse__Output as _downbeat_media_v1_DeleteUserImageUploadsResponse__Output } from '../../../downbeat/media/v1/DeleteUserImageUploadsResponse';
import type { GetAudioUploadAnalysisRequest as _downbeat_media_v1_GetAudioUploadAnalysisRequest, GetAudioUploadAnalysisRequest__Output as _downbeat_media_v1_GetAudioUploadAnalysisRequest__Output } from '../../../downbeat/media/v1/GetAudioUploadAnalysisRequest';
import type { GetAudioUploadAnalysisResponse as _downbeat_media_v1_GetAudioUploadAnalysisResponse, GetAudioUploadAnalysisResponse__Output as _downbeat_media_v1_GetAudioUploadAnalysisResponse__Output } from '../../../downbeat/media/v1/GetAudioUploadAnalysisResponse';
import type { GetAudioUploadByChecksumRequest as _downbeat_media_v1_GetAudioUploadByChecksumRequest, GetAudioUploadByChecksumRequest__Output as _downbeat_media_v1_GetAudioUploadByChecksumRequest__Output } from '../../../downbeat/media/v1/GetAudioUploadByChecksumRequest';
import type { GetAudioUploadByChecksumResponse as _downbeat_media_v1_GetAudioUploadByChecksumResponse, GetAudioUploadByChecksumResponse__Output as _downbeat_media_v1_GetAudioUploadByChecksumResponse__Output } from '../../../downbeat/media/v1/GetAudioUploadByChecksumResponse';
import type { GetAudioUploadRequest as _downbeat_media_v1_GetAudioUploadRequest, GetAudioUploadRequest__Output as _downbeat_media_v1_GetAudioUploadRequest__Output } from '../../../downbeat/media/v1/GetAudioUploadRequest';
import type { GetAudioUploadResponse as _downbeat_media_v1_GetAudioUploadResponse, GetAudioUploadResponse__Output as _downbeat_media_v1_GetAudioUploadResponse__Output } from '../../../downbeat/media/v1/GetAudioUploadResponse';
import type { GetBeatsRequest as _downbeat_media_v1_GetBeatsRequest, GetBeatsRequest__Output as _downbeat_media_v1_GetBeatsRequest__Output } from '../../../downbeat/media/v1/GetBeatsRequest';
import type { GetBeatsResponse as _downbeat_media_v1_GetBeatsResponse, GetBeatsResponse__Output as _downbeat_media_v1_GetBeatsResponse__Output } from '../../../downbeat/media/v1/GetBeatsResponse';
import type { GetHighlightsRequest as _downbeat_media_v1_GetHighlightsRequest, GetHighlightsRequest__Output as _downbeat_media_v1_GetHighlightsRequest__Output } from '../../../downbeat/media/v1/GetHighlightsRequest';
import type { GetHighlightsResponse as _downbeat_media_v1_GetHighlightsResponse, GetHighlightsResponse__Output as _downbeat_media_v1_GetHighlightsResponse__Output } from '../../../downbeat/media/v1/GetHighlightsResponse';
import type { GetHlsAccessRequest as _downbeat_media_v1_GetHlsAccessRequest, GetHlsAccessRequest__Output as _downbeat_media_v1_GetHlsAccessRequest__Output } from '../../../downbeat/media/v1/GetHlsAccessRequest';
import type { GetHlsAccessResponse as _downbeat_media_v1_GetHlsAccessResponse, GetHlsAccessResponse__Output as _downbeat_media_v1_GetHlsAccessResponse__Output } from '../../../downbeat/media/v1/GetHlsAccessResponse';
import type { GetImageUploadRequest as _downbeat_media_v1_GetImageUploadRequest, GetImageUploadRequest__Output as _downbeat_media_v1_GetImageUploadRequest__Output } from '../../../downbeat/media/v1/GetImageUploadRequest';
import type { GetImageUploadResponse as _downbeat_media_v1_GetImageUploadResponse, GetImageUploadResponse__Output as _downbeat_media_v1_GetImageUploadResponse__Output } from '../../../downbeat/media/v1/GetImageUploadResponse';
import type { GetSoundEffectDownloadRequest as _downbeat_media_v1_GetSoundEffectDownloadRequest, GetSoundEffectDownloadRequest__Output as _downbeat_media_v1_GetSoundEffectDownloadRequest__Output } from '../../../downbeat/media/v1/GetSoundEffectDownloadRequest';
import type { GetSoundEffectDownloadResponse as _downbeat_media_v1_GetSoundEffectDownloadResponse, GetSoundEffectDownloadResponse__Output as _downbeat_media_v1_GetSoundEffectDownloadResponse__Output } from '../../../downbeat/media/v1/GetSoundEffectDownloadResponse';
import type { GetTrackAnalysisRequest as _downbeat_media_v1_GetTrackAnalysisRequest, GetTrackAnalysisRequest__Output as _downbeat_media_v1_GetTrackAnalysisRequest__Output } from '../../../downbeat/media/v1/GetTrackAnalysisRequest';
import type { GetTrackAnalysisResponse as _downbeat_media_v1_GetTrackAnalysisResponse, GetTrackAnalysisResponse__Output as _downbeat_media_v1_GetTrackAnalysisResponse__Output } from '../../../downbeat/media/v1/GetTrackAnalysisResponse';
import type { GetTrackDownloadRequest as _downbeat_media_v1_GetTrackDownloadRequest, GetTrackDownloadRequest__Output as _downbeat_media_v1_GetTrackDownloadRequest__Output } from '../../../downbeat/media/v1/GetTrackDownloadRequest';
import type { GetTrackDownloadResponse as _downbeat_media_v1_GetTrackDownloadResponse, GetTrackDownloadResponse__Output as _downbeat_media_v1_GetTrackDownloadResponse__Output } from '../../../downbeat/media/v1/GetTrackDownloadResponse';
import type { GetTrackStreamRequest as _downbeat_media_v1_GetTrackStreamRequest, GetTrackStreamRequest__Output as _downbeat_media_v1_GetTrackStreamRequest__Output } from '../../../downbeat/media/v1/GetTrackStreamRequest';
import type { GetTrackStreamResponse as _downbeat_media_v1_GetTrackStreamResponse, GetTrackStreamResponse__Output as _downbeat_media_v1_GetTrackStreamResponse__Output } from '../../../downbeat/media/v1/GetTrackStreamResponse';
import type { GetVersionResultLinksRequest as _downbeat_media_v1_GetVersionResultLinksRequest, GetVersionResultLinksRequest__Output as _downbeat_media_v1_GetVersionResultLinksRequest__Output } from '../../../downbeat/media/v1/GetVersionResultLinksRequest';
import type { GetVersionResultLinksResponse as _downbeat_media_v1_GetVersionResultLinksResponse, GetVersionResultLinksResponse__Output as _downbeat_media_v1_GetVersionResultLinksResponse__Output } from '../../../downbeat/media/v1/GetVersionResultLinksResponse';
import type { IngestImageRequest as _downbeat_media_v1_IngestImageRequest, IngestImageRequest__Output as _downbeat_media_v1_IngestImageRequest__Output } from '../../../downbeat/media/v1/IngestImageRequest';
import type { IngestImageResponse as _downbeat_media_v1_IngestImageResponse, IngestImageResponse__Output as _downbeat_media_v1_IngestImageResponse__Output } from '../../../downbeat/media/v1/IngestImageResponse';
import type { IngestMasterRequest as _downbeat_media_v1_IngestMasterRequest, IngestMasterRequest__Output as _downbeat_media_v1_IngestMasterRequest__Output } from '../../../downbeat/media/v1/IngestMasterRequest';
import type { IngestMasterResponse as _downbeat_media_v1_IngestMasterResponse, IngestMasterResponse__Output as _downbeat_media_v1_IngestMasterResponse__Output } from '../../../downbeat/media/v1/IngestMasterResponse';
import type { ReadTrackMasterRequest as _downbeat_media_v1_ReadTrackMasterRequest, ReadTrackMasterRequest__Output as _downbeat_media_v1_ReadTrackMasterRequest__Output } from '../../../downbeat/media/v1/ReadTrackMasterRequest';
import type { ReadTrackMasterResponse as _downbeat_media_v1_ReadTrackMasterResponse, ReadTrackMasterResponse__Output as _downbeat_media_v1_ReadTrackMasterResponse__Output } from '../../../downbeat/media/v1/ReadTrackMasterResponse';
import type { ReadUploadContentRequest as _downbeat_media_v1_ReadUploadContentRequest, ReadUploadContentRequest__Output as _downbeat_media_v1_ReadUploadContentRequest__Output } from '../../../downbeat/media/v1/ReadUploadContentRequest';
import type { ReadUploadContentResponse as _downbeat_media_v1_ReadUploadContentResponse, ReadUploadContentResponse__Output as _downbeat_media_v1_ReadUploadContentResponse__Output } from '../../../downbeat/media/v1/ReadUploadContentResponse';
import type { UploadAudioRequest as _downbeat_media_v1_UploadAudioRequest, UploadAudioRequest__Output as _downbeat_media_v1_UploadAudioRequest__Output } from '../../../downbeat/media/v1/UploadAudioRequest';
import type { UploadAudioResponse as _downbeat_media_v1_UploadAudioResponse, UploadAudioResponse__Output as _downbeat_media_v1_UploadAudioResponse__Output } from '../../../downbeat/media/v1/UploadAudioResponse';
import type { UploadAudioStreamRequest as _downbeat_media_v1_UploadAudioStreamRequest, UploadAudioStreamRequest__Output as _downbeat_media_v1_UploadAudioStreamRequest__Output } from '../../../downbeat/media/v1/UploadAudioStreamRequest';
import type { UploadAudioStreamResponse as _downbeat_media_v1_UploadAudioStreamResponse, UploadAudioStreamResponse__Output as _downbeat_media_v1_UploadAudioStreamResponse__Output } from '../../../downbeat/media/v1/UploadAudioStreamResponse';
import type { UploadImageRequest as _downbeat_media_v1_UploadImageRequest, UploadImageRequest__Output as _downbeat_media_v1_UploadImageRequest__Output } from '../../../downbeat/media/v1/UploadImageRequest';
import type { UploadImageResponse as _downbeat_media_v1_UploadImageResponse, UploadImageResponse__Output as _downbeat_media_v1_UploadImageResponse__Output } from '../../../downbeat/media/v1/UploadImageResponse';
import type { UploadImageStreamRequest as _downbeat_media_v1_UploadImageStreamRequest, UploadImageStreamRequest__Output as _downbeat_media_v1_UploadImageStreamRequest__Output } from '../../../downbeat/media/v1/UploadImageStreamRequest';
import type { UploadImageStreamResponse as _downbeat_media_v1_UploadImageStreamResponse, UploadImageStreamResponse__Output as _downbeat_media_v1_UploadImageStreamResponse__Output } from '../../../downbeat/media/v1/UploadImageStreamResponse';

/**
 * Audio files and what is derived from them: signed preview and download links, HLS access
 * cookies, beat grids, highlights, partner uploads (audio and images), and the ingestion of
 * masters (analysis + renditions). Links point at the media edge, which checks their signatures.
 * NOT_FOUND: unknown track, sound effect or upload ("Track was not found", "Audio was not found").
 * UNAVAILABLE: the asset is still being processed.
 */
export interface MediaServiceClient extends grpc.Client {
  /**
   * Deletes an audio upload by id or checksum, with everything derived from it.
   */
  DeleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes an audio upload by id or checksum, with everything derived from it.
   */
  deleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteAudioUpload(argument: _downbeat_media_v1_DeleteAudioUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes one of the user's images with everything derived from it.
   */
  DeleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  DeleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes one of the user's images with everything derived from it.
   */
  deleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  deleteImageUpload(argument: _downbeat_media_v1_DeleteImageUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteImageUploadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes all of the user's images.
   */
  DeleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  DeleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes all of the user's images.
   */
  deleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  deleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  deleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  deleteUserImageUploads(argument: _downbeat_media_v1_DeleteUserImageUploadsRequest, callback: grpc.requestCallback<_downbeat_media_v1_DeleteUserImageUploadsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One of the partner's audio uploads by id (similarity reads the file through blob_key).
   */
  GetAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One of the partner's audio uploads by id (similarity reads the file through blob_key).
   */
  getAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  getAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  getAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  getAudioUpload(argument: _downbeat_media_v1_GetAudioUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The analysis of one of the partner's live audio uploads, made when it was uploaded (for
   * similarity: bar-aligned sections from the beats' positions). NOT_FOUND: unknown, another
   * partner's, deleted or expired.
   */
  GetAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The analysis of one of the partner's live audio uploads, made when it was uploaded (for
   * similarity: bar-aligned sections from the beats' positions). NOT_FOUND: unknown, another
   * partner's, deleted or expired.
   */
  getAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadAnalysis(argument: _downbeat_media_v1_GetAudioUploadAnalysisRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One of the partner's audio uploads by checksum, to avoid uploading twice.
   */
  GetAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  GetAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One of the partner's audio uploads by checksum, to avoid uploading twice.
   */
  getAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  getAudioUploadByChecksum(argument: _downbeat_media_v1_GetAudioUploadByChecksumRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The beat grid of a track.
   */
  GetBeats(argument: _downbeat_media_v1_GetBeatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  GetBeats(argument: _downbeat_media_v1_GetBeatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  GetBeats(argument: _downbeat_media_v1_GetBeatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  GetBeats(argument: _downbeat_media_v1_GetBeatsRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The beat grid of a track.
   */
  getBeats(argument: _downbeat_media_v1_GetBeatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  getBeats(argument: _downbeat_media_v1_GetBeatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  getBeats(argument: _downbeat_media_v1_GetBeatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  getBeats(argument: _downbeat_media_v1_GetBeatsRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetBeatsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Popular segments: one recommended start and end per requested duration.
   */
  GetHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  GetHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  GetHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  GetHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Popular segments: one recommended start and end per requested duration.
   */
  getHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  getHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  getHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  getHighlights(argument: _downbeat_media_v1_GetHighlightsRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetHighlightsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The HLS primary manifest URL with a cookie that unlocks it, both variant playlists and every
   * segment under the same path prefix, and nothing else.
   */
  GetHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  GetHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  GetHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  GetHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The HLS primary manifest URL with a cookie that unlocks it, both variant playlists and every
   * segment under the same path prefix, and nothing else.
   */
  getHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  getHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  getHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  getHlsAccess(argument: _downbeat_media_v1_GetHlsAccessRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetHlsAccessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One of the user's image uploads (similarity reads the file through blob_key).
   */
  GetImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  GetImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  GetImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  GetImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One of the user's image uploads (similarity reads the file through blob_key).
   */
  getImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  getImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  getImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  getImageUpload(argument: _downbeat_media_v1_GetImageUploadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetImageUploadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A signed MP3 link of a sound effect; same expiry rules as tracks.
   */
  GetSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A signed MP3 link of a sound effect; same expiry rules as tracks.
   */
  getSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectDownload(argument: _downbeat_media_v1_GetSoundEffectDownloadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetSoundEffectDownloadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The analysis of a track (for versions workers and the ingest CLI). NOT_FOUND: never ingested.
   */
  GetTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  GetTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The analysis of a track (for versions workers and the ingest CLI). NOT_FOUND: never ingested.
   */
  getTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  getTrackAnalysis(argument: _downbeat_media_v1_GetTrackAnalysisRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackAnalysisResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A signed MP3 link: 24 hours for normal quality, 1 hour for high. PERMISSION_DENIED ("User does
   * not have access to download the track"): a premium track and a user without premium access.
   * The catalog decides entitlement (CatalogService.GetDownloadAccess) and the gateway asks it
   * before it calls; media signs the link of any rendered track.
   */
  GetTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  GetTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A signed MP3 link: 24 hours for normal quality, 1 hour for high. PERMISSION_DENIED ("User does
   * not have access to download the track"): a premium track and a user without premium access.
   * The catalog decides entitlement (CatalogService.GetDownloadAccess) and the gateway asks it
   * before it calls; media signs the link of any rendered track.
   */
  getTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  getTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  getTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  getTrackDownload(argument: _downbeat_media_v1_GetTrackDownloadRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackDownloadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A signed URL of the track's HLS primary manifest. Works for every track, free or premium.
   */
  GetTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  GetTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  GetTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  GetTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A signed URL of the track's HLS primary manifest. Works for every track, free or premium.
   */
  getTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  getTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  getTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  getTrackStream(argument: _downbeat_media_v1_GetTrackStreamRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetTrackStreamResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Signed links (24 hours) of a track version's MP3s, which the versions service wrote to the shared
   * blob store under versions/<job id>/mp3/. Media holds the only signing key and serves them on
   * its edge at /downloads/versions/<job id>/128.mp3 and 320.mp3. Entitlement is the caller's.
   */
  GetVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  GetVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  GetVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  GetVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Signed links (24 hours) of a track version's MP3s, which the versions service wrote to the shared
   * blob store under versions/<job id>/mp3/. Media holds the only signing key and serves them on
   * its edge at /downloads/versions/<job id>/128.mp3 and 320.mp3. Entitlement is the caller's.
   */
  getVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  getVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  getVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  getVersionResultLinks(argument: _downbeat_media_v1_GetVersionResultLinksRequest, callback: grpc.requestCallback<_downbeat_media_v1_GetVersionResultLinksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Makes an image of a catalog entity (an operator's operation, called by catalog's imports):
   * a supplied picture (a file on the shared volume or an http(s) URL) cropped square and resized,
   * or the generated cover art of an entity, as JPEGs of every width of the image sizes (128,
   * 300, 600, 1050 px), stored and served by the media edge at `/images/<id>/<width>.jpg`.
   * Idempotent: the same picture (by content) or the same entity gives the same keys, and what is
   * stored already is not made again. INVALID_ARGUMENT, naming the source field: unreadable, not
   * a JPEG, PNG, WebP, AVIF, GIF or TIFF picture, smaller than 128 px, too large, or a URL that
   * did not answer 200 in time. Nothing is stored for a refused source.
   */
  IngestImage(argument: _downbeat_media_v1_IngestImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  IngestImage(argument: _downbeat_media_v1_IngestImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  IngestImage(argument: _downbeat_media_v1_IngestImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  IngestImage(argument: _downbeat_media_v1_IngestImageRequest, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Makes an image of a catalog entity (an operator's operation, called by catalog's imports):
   * a supplied picture (a file on the shared volume or an http(s) URL) cropped square and resized,
   * or the generated cover art of an entity, as JPEGs of every width of the image sizes (128,
   * 300, 600, 1050 px), stored and served by the media edge at `/images/<id>/<width>.jpg`.
   * Idempotent: the same picture (by content) or the same entity gives the same keys, and what is
   * stored already is not made again. INVALID_ARGUMENT, naming the source field: unreadable, not
   * a JPEG, PNG, WebP, AVIF, GIF or TIFF picture, smaller than 128 px, too large, or a URL that
   * did not answer 200 in time. Nothing is stored for a refused source.
   */
  ingestImage(argument: _downbeat_media_v1_IngestImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  ingestImage(argument: _downbeat_media_v1_IngestImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  ingestImage(argument: _downbeat_media_v1_IngestImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  ingestImage(argument: _downbeat_media_v1_IngestImageRequest, callback: grpc.requestCallback<_downbeat_media_v1_IngestImageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Ingests a master: copies it into the blob store, analyses it (tracks) and renders HLS + MP3.
   * Idempotent by (asset, master checksum); returns at once with the processing state (call again
   * with the same master to follow it). INVALID_ARGUMENT, naming the file: not a decodable audio
   * file, unreadable, or not matching master_sha256. The usual
   * trigger is a catalog.tracks.v1 / catalog.sound-effects.v1 event; this RPC lets the ingest
   * CLI reprocess on demand. A finished track analysis is published on media.track-analysis.v1.
   */
  IngestMaster(argument: _downbeat_media_v1_IngestMasterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  IngestMaster(argument: _downbeat_media_v1_IngestMasterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  IngestMaster(argument: _downbeat_media_v1_IngestMasterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  IngestMaster(argument: _downbeat_media_v1_IngestMasterRequest, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Ingests a master: copies it into the blob store, analyses it (tracks) and renders HLS + MP3.
   * Idempotent by (asset, master checksum); returns at once with the processing state (call again
   * with the same master to follow it). INVALID_ARGUMENT, naming the file: not a decodable audio
   * file, unreadable, or not matching master_sha256. The usual
   * trigger is a catalog.tracks.v1 / catalog.sound-effects.v1 event; this RPC lets the ingest
   * CLI reprocess on demand. A finished track analysis is published on media.track-analysis.v1.
   */
  ingestMaster(argument: _downbeat_media_v1_IngestMasterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  ingestMaster(argument: _downbeat_media_v1_IngestMasterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  ingestMaster(argument: _downbeat_media_v1_IngestMasterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  ingestMaster(argument: _downbeat_media_v1_IngestMasterRequest, callback: grpc.requestCallback<_downbeat_media_v1_IngestMasterResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The bytes of the master of a ready track, in chunks of up to 64 KiB, for services that derive
   * their own features from the audio (similarity's embeddings) without media's blob volume.
   * NOT_FOUND: the track has no ready master, or `master_sha256` is given and is not its master.
   */
  ReadTrackMaster(argument: _downbeat_media_v1_ReadTrackMasterRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadTrackMasterResponse__Output>;
  ReadTrackMaster(argument: _downbeat_media_v1_ReadTrackMasterRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadTrackMasterResponse__Output>;
  /**
   * The bytes of the master of a ready track, in chunks of up to 64 KiB, for services that derive
   * their own features from the audio (similarity's embeddings) without media's blob volume.
   * NOT_FOUND: the track has no ready master, or `master_sha256` is given and is not its master.
   */
  readTrackMaster(argument: _downbeat_media_v1_ReadTrackMasterRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadTrackMasterResponse__Output>;
  readTrackMaster(argument: _downbeat_media_v1_ReadTrackMasterRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadTrackMasterResponse__Output>;
  
  /**
   * The bytes of a live upload (audio of the partner, or an image of the partner's user), in
   * chunks of up to 64 KiB, for services that do not share media's blob volume. NOT_FOUND as above.
   */
  ReadUploadContent(argument: _downbeat_media_v1_ReadUploadContentRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadUploadContentResponse__Output>;
  ReadUploadContent(argument: _downbeat_media_v1_ReadUploadContentRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadUploadContentResponse__Output>;
  /**
   * The bytes of a live upload (audio of the partner, or an image of the partner's user), in
   * chunks of up to 64 KiB, for services that do not share media's blob volume. NOT_FOUND as above.
   */
  readUploadContent(argument: _downbeat_media_v1_ReadUploadContentRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadUploadContentResponse__Output>;
  readUploadContent(argument: _downbeat_media_v1_ReadUploadContentRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_media_v1_ReadUploadContentResponse__Output>;
  
  /**
   * Stores a partner's audio file (mp3, mpeg, ogg, vorbis; at most 3.5 MB), checked by content.
   * A file whose SHA-256 matches a live upload of the same partner returns that upload.
   * INVALID_ARGUMENT: not audio. RESOURCE_EXHAUSTED: too large. Lives 7 days.
   */
  UploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  UploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  UploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  UploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stores a partner's audio file (mp3, mpeg, ogg, vorbis; at most 3.5 MB), checked by content.
   * A file whose SHA-256 matches a live upload of the same partner returns that upload.
   * INVALID_ARGUMENT: not audio. RESOURCE_EXHAUSTED: too large. Lives 7 days.
   */
  uploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  uploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  uploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  uploadAudio(argument: _downbeat_media_v1_UploadAudioRequest, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * UploadAudio with the file streamed in parts, as the gateway receives it: a `start` message
   * first, then `chunk`s of the bytes in order, then `end` with the byte count. Nothing is stored
   * until `end` arrived and the whole file was checked (ffprobe: MP3, or Ogg Vorbis or Opus) and
   * analysed as a catalog master is (length, BPM, beats with bar positions, loudness); a stream
   * that stops without `end` (cancelled, deadline) stores nothing. RESOURCE_EXHAUSTED: more than
   * 3.5 MB (stops reading at once). INVALID_ARGUMENT: not a supported audio file, or a stream
   * that does not follow start, chunks, end. The `downbeat-error-kind` trailer tells the two
   * apart from others of their codes (`payload-too-large`, `unsupported-media-type`).
   */
  UploadAudioStream(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  UploadAudioStream(metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  UploadAudioStream(options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  UploadAudioStream(callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  /**
   * UploadAudio with the file streamed in parts, as the gateway receives it: a `start` message
   * first, then `chunk`s of the bytes in order, then `end` with the byte count. Nothing is stored
   * until `end` arrived and the whole file was checked (ffprobe: MP3, or Ogg Vorbis or Opus) and
   * analysed as a catalog master is (length, BPM, beats with bar positions, loudness); a stream
   * that stops without `end` (cancelled, deadline) stores nothing. RESOURCE_EXHAUSTED: more than
   * 3.5 MB (stops reading at once). INVALID_ARGUMENT: not a supported audio file, or a stream
   * that does not follow start, chunks, end. The `downbeat-error-kind` trailer tells the two
   * apart from others of their codes (`payload-too-large`, `unsupported-media-type`).
   */
  uploadAudioStream(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  uploadAudioStream(metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  uploadAudioStream(options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  uploadAudioStream(callback: grpc.requestCallback<_downbeat_media_v1_UploadAudioStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadAudioStreamRequest>;
  
  /**
   * Stores an end user's JPEG image (at most 2 MB), checked by content; dedupes like audio.
   * Lives 24 hours.
   */
  UploadImage(argument: _downbeat_media_v1_UploadImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  UploadImage(argument: _downbeat_media_v1_UploadImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  UploadImage(argument: _downbeat_media_v1_UploadImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  UploadImage(argument: _downbeat_media_v1_UploadImageRequest, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stores an end user's JPEG image (at most 2 MB), checked by content; dedupes like audio.
   * Lives 24 hours.
   */
  uploadImage(argument: _downbeat_media_v1_UploadImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  uploadImage(argument: _downbeat_media_v1_UploadImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  uploadImage(argument: _downbeat_media_v1_UploadImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  uploadImage(argument: _downbeat_media_v1_UploadImageRequest, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * UploadImage streamed the same way: a JPEG (decoded to be sure) of at most 2 MB.
   */
  UploadImageStream(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  UploadImageStream(metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  UploadImageStream(options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  UploadImageStream(callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  /**
   * UploadImage streamed the same way: a JPEG (decoded to be sure) of at most 2 MB.
   */
  uploadImageStream(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  uploadImageStream(metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  uploadImageStream(options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  uploadImageStream(callback: grpc.requestCallback<_downbeat_media_v1_UploadImageStreamResponse__Output>): grpc.ClientWritableStream<_downbeat_media_v1_UploadImageStreamRequest>;
  
}

/**
 * Audio files and what is derived from them: signed preview and download links, HLS access
 * cookies, beat grids, highlights, partner uploads (audio and images), and the ingestion of
 * masters (analysis + renditions). Links point at the media edge, which checks their signatures.
 * NOT_FOUND: unknown track, sound effect or upload ("Track was not found", "Audio was not found").
 * UNAVAILABLE: the asset is still being processed.
 */
export interface MediaServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Deletes an audio upload by id or checksum, with everything derived from it.
   */
  DeleteAudioUpload: grpc.handleUnaryCall<_downbeat_media_v1_DeleteAudioUploadRequest__Output, _downbeat_media_v1_DeleteAudioUploadResponse>;
  
  /**
   * Deletes one of the user's images with everything derived from it.
   */
  DeleteImageUpload: grpc.handleUnaryCall<_downbeat_media_v1_DeleteImageUploadRequest__Output, _downbeat_media_v1_DeleteImageUploadResponse>;
  
  /**
   * Deletes all of the user's images.
   */
  DeleteUserImageUploads: grpc.handleUnaryCall<_downbeat_media_v1_DeleteUserImageUploadsRequest__Output, _downbeat_media_v1_DeleteUserImageUploadsResponse>;
  
  /**
   * One of the partner's audio uploads by id (similarity reads the file through blob_key).
   */
  GetAudioUpload: grpc.handleUnaryCall<_downbeat_media_v1_GetAudioUploadRequest__Output, _downbeat_media_v1_GetAudioUploadResponse>;
  
  /**
   * The analysis of one of the partner's live audio uploads, made when it was uploaded (for
   * similarity: bar-aligned sections from the beats' positions). NOT_FOUND: unknown, another
   * partner's, deleted or expired.
   */
  GetAudioUploadAnalysis: grpc.handleUnaryCall<_downbeat_media_v1_GetAudioUploadAnalysisRequest__Output, _downbeat_media_v1_GetAudioUploadAnalysisResponse>;
  
  /**
   * One of the partner's audio uploads by checksum, to avoid uploading twice.
   */
  GetAudioUploadByChecksum: grpc.handleUnaryCall<_downbeat_media_v1_GetAudioUploadByChecksumRequest__Output, _downbeat_media_v1_GetAudioUploadByChecksumResponse>;
  
  /**
   * The beat grid of a track.
   */
  GetBeats: grpc.handleUnaryCall<_downbeat_media_v1_GetBeatsRequest__Output, _downbeat_media_v1_GetBeatsResponse>;
  
  /**
   * Popular segments: one recommended start and end per requested duration.
   */
  GetHighlights: grpc.handleUnaryCall<_downbeat_media_v1_GetHighlightsRequest__Output, _downbeat_media_v1_GetHighlightsResponse>;
  
  /**
   * The HLS primary manifest URL with a cookie that unlocks it, both variant playlists and every
   * segment under the same path prefix, and nothing else.
   */
  GetHlsAccess: grpc.handleUnaryCall<_downbeat_media_v1_GetHlsAccessRequest__Output, _downbeat_media_v1_GetHlsAccessResponse>;
  
  /**
   * One of the user's image uploads (similarity reads the file through blob_key).
   */
  GetImageUpload: grpc.handleUnaryCall<_downbeat_media_v1_GetImageUploadRequest__Output, _downbeat_media_v1_GetImageUploadResponse>;
  
  /**
   * A signed MP3 link of a sound effect; same expiry rules as tracks.
   */
  GetSoundEffectDownload: grpc.handleUnaryCall<_downbeat_media_v1_GetSoundEffectDownloadRequest__Output, _downbeat_media_v1_GetSoundEffectDownloadResponse>;
  
  /**
   * The analysis of a track (for versions workers and the ingest CLI). NOT_FOUND: never ingested.
   */
  GetTrackAnalysis: grpc.handleUnaryCall<_downbeat_media_v1_GetTrackAnalysisRequest__Output, _downbeat_media_v1_GetTrackAnalysisResponse>;
  
  /**
   * A signed MP3 link: 24 hours for normal quality, 1 hour for high. PERMISSION_DENIED ("User does
   * not have access to download the track"): a premium track and a user without premium access.
   * The catalog decides entitlement (CatalogService.GetDownloadAccess) and the gateway asks it
   * before it calls; media signs the link of any rendered track.
   */
  GetTrackDownload: grpc.handleUnaryCall<_downbeat_media_v1_GetTrackDownloadRequest__Output, _downbeat_media_v1_GetTrackDownloadResponse>;
  
  /**
   * A signed URL of the track's HLS primary manifest. Works for every track, free or premium.
   */
  GetTrackStream: grpc.handleUnaryCall<_downbeat_media_v1_GetTrackStreamRequest__Output, _downbeat_media_v1_GetTrackStreamResponse>;
  
  /**
   * Signed links (24 hours) of a track version's MP3s, which the versions service wrote to the shared
   * blob store under versions/<job id>/mp3/. Media holds the only signing key and serves them on
   * its edge at /downloads/versions/<job id>/128.mp3 and 320.mp3. Entitlement is the caller's.
   */
  GetVersionResultLinks: grpc.handleUnaryCall<_downbeat_media_v1_GetVersionResultLinksRequest__Output, _downbeat_media_v1_GetVersionResultLinksResponse>;
  
  /**
   * Makes an image of a catalog entity (an operator's operation, called by catalog's imports):
   * a supplied picture (a file on the shared volume or an http(s) URL) cropped square and resized,
   * or the generated cover art of an entity, as JPEGs of every width of the image sizes (128,
   * 300, 600, 1050 px), stored and served by the media edge at `/images/<id>/<width>.jpg`.
   * Idempotent: the same picture (by content) or the same entity gives the same keys, and what is
   * stored already is not made again. INVALID_ARGUMENT, naming the source field: unreadable, not
   * a JPEG, PNG, WebP, AVIF, GIF or TIFF picture, smaller than 128 px, too large, or a URL that
   * did not answer 200 in time. Nothing is stored for a refused source.
   */
  IngestImage: grpc.handleUnaryCall<_downbeat_media_v1_IngestImageRequest__Output, _downbeat_media_v1_IngestImageResponse>;
  
  /**
   * Ingests a master: copies it into the blob store, analyses it (tracks) and renders HLS + MP3.
   * Idempotent by (asset, master checksum); returns at once with the processing state (call again
   * with the same master to follow it). INVALID_ARGUMENT, naming the file: not a decodable audio
   * file, unreadable, or not matching master_sha256. The usual
   * trigger is a catalog.tracks.v1 / catalog.sound-effects.v1 event; this RPC lets the ingest
   * CLI reprocess on demand. A finished track analysis is published on media.track-analysis.v1.
   */
  IngestMaster: grpc.handleUnaryCall<_downbeat_media_v1_IngestMasterRequest__Output, _downbeat_media_v1_IngestMasterResponse>;
  
  /**
   * The bytes of the master of a ready track, in chunks of up to 64 KiB, for services that derive
   * their own features from the audio (similarity's embeddings) without media's blob volume.
   * NOT_FOUND: the track has no ready master, or `master_sha256` is given and is not its master.
   */
  ReadTrackMaster: grpc.handleServerStreamingCall<_downbeat_media_v1_ReadTrackMasterRequest__Output, _downbeat_media_v1_ReadTrackMasterResponse>;
  
  /**
   * The bytes of a live upload (audio of the partner, or an image of the partner's user), in
   * chunks of up to 64 KiB, for services that do not share media's blob volume. NOT_FOUND as above.
   */
  ReadUploadContent: grpc.handleServerStreamingCall<_downbeat_media_v1_ReadUploadContentRequest__Output, _downbeat_media_v1_ReadUploadContentResponse>;
  
  /**
   * Stores a partner's audio file (mp3, mpeg, ogg, vorbis; at most 3.5 MB), checked by content.
   * A file whose SHA-256 matches a live upload of the same partner returns that upload.
   * INVALID_ARGUMENT: not audio. RESOURCE_EXHAUSTED: too large. Lives 7 days.
   */
  UploadAudio: grpc.handleUnaryCall<_downbeat_media_v1_UploadAudioRequest__Output, _downbeat_media_v1_UploadAudioResponse>;
  
  /**
   * UploadAudio with the file streamed in parts, as the gateway receives it: a `start` message
   * first, then `chunk`s of the bytes in order, then `end` with the byte count. Nothing is stored
   * until `end` arrived and the whole file was checked (ffprobe: MP3, or Ogg Vorbis or Opus) and
   * analysed as a catalog master is (length, BPM, beats with bar positions, loudness); a stream
   * that stops without `end` (cancelled, deadline) stores nothing. RESOURCE_EXHAUSTED: more than
   * 3.5 MB (stops reading at once). INVALID_ARGUMENT: not a supported audio file, or a stream
   * that does not follow start, chunks, end. The `downbeat-error-kind` trailer tells the two
   * apart from others of their codes (`payload-too-large`, `unsupported-media-type`).
   */
  UploadAudioStream: grpc.handleClientStreamingCall<_downbeat_media_v1_UploadAudioStreamRequest__Output, _downbeat_media_v1_UploadAudioStreamResponse>;
  
  /**
   * Stores an end user's JPEG image (at most 2 MB), checked by content; dedupes like audio.
   * Lives 24 hours.
   */
  UploadImage: grpc.handleUnaryCall<_downbeat_media_v1_UploadImageRequest__Output, _downbeat_media_v1_UploadImageResponse>;
  
  /**
   * UploadImage streamed the same way: a JPEG (decoded to be sure) of at most 2 MB.
   */
  UploadImageStream: grpc.handleClientStreamingCall<_downbeat_media_v1_UploadImageStreamRequest__Output, _downbeat_media_v1_UploadImageStreamResponse>;
  
}

export interface MediaServiceDefinition extends grpc.ServiceDefinition {
  DeleteAudioUpload: MethodDefinition<_downbeat_media_v1_DeleteAudioUploadRequest, _downbeat_media_v1_DeleteAudioUploadResponse, _downbeat_media_v1_DeleteAudioUploadRequest__Output, _downbeat_media_v1_DeleteAudioUploadResponse__Output>
  DeleteImageUpload: MethodDefinition<_downbeat_media_v1_DeleteImageUploadRequest, _downbeat_media_v1_DeleteImageUploadResponse, _downbeat_media_v1_DeleteImageUploadRequest__Output, _downbeat_media_v1_DeleteImageUploadResponse__Output>
  DeleteUserImageUploads: MethodDefinition<_downbeat_media_v1_DeleteUserImageUploadsRequest, _downbeat_media_v1_DeleteUserImageUploadsResponse, _downbeat_media_v1_DeleteUserImageUploadsRequest__Output, _downbeat_media_v1_DeleteUserImageUploadsResponse__Output>
  GetAudioUpload: MethodDefinition<_downbeat_media_v1_GetAudioUploadRequest, _downbeat_media_v1_GetAudioUploadResponse, _downbeat_media_v1_GetAudioUploadRequest__Output, _downbeat_media_v1_GetAudioUploadResponse__Output>
  GetAudioUploadAnalysis: MethodDefinition<_downbeat_media_v1_GetAudioUploadAnalysisRequest, _downbeat_media_v1_GetAudioUploadAnalysisResponse, _downbeat_media_v1_GetAudioUploadAnalysisRequest__Output, _downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>
  GetAudioUploadByChecksum: MethodDefinition<_downbeat_media_v1_GetAudioUploadByChecksumRequest, _downbeat_media_v1_GetAudioUploadByChecksumResponse, _downbeat_media_v1_GetAudioUploadByChecksumRequest__Output, _downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>
  GetBeats: MethodDefinition<_downbeat_media_v1_GetBeatsRequest, _downbeat_media_v1_GetBeatsResponse, _downbeat_media_v1_GetBeatsRequest__Output, _downbeat_media_v1_GetBeatsResponse__Output>
  GetHighlights: MethodDefinition<_downbeat_media_v1_GetHighlightsRequest, _downbeat_media_v1_GetHighlightsResponse, _downbeat_media_v1_GetHighlightsRequest__Output, _downbeat_media_v1_GetHighlightsResponse__Output>
  GetHlsAccess: MethodDefinition<_downbeat_media_v1_GetHlsAccessRequest, _downbeat_media_v1_GetHlsAccessResponse, _downbeat_media_v1_GetHlsAccessRequest__Output, _downbeat_media_v1_GetHlsAccessResponse__Output>
  GetImageUpload: MethodDefinition<_downbeat_media_v1_GetImageUploadRequest, _downbeat_media_v1_GetImageUploadResponse, _downbeat_media_v1_GetImageUploadRequest__Output, _downbeat_media_v1_GetImageUploadResponse__Output>
  GetSoundEffectDownload: MethodDefinition<_downbeat_media_v1_GetSoundEffectDownloadRequest, _downbeat_media_v1_GetSoundEffectDownloadResponse, _downbeat_media_v1_GetSoundEffectDownloadRequest__Output, _downbeat_media_v1_GetSoundEffectDownloadResponse__Output>
  GetTrackAnalysis: MethodDefinition<_downbeat_media_v1_GetTrackAnalysisRequest, _downbeat_media_v1_GetTrackAnalysisResponse, _downbeat_media_v1_GetTrackAnalysisRequest__Output, _downbeat_media_v1_GetTrackAnalysisResponse__Output>
  GetTrackDownload: MethodDefinition<_downbeat_media_v1_GetTrackDownloadRequest, _downbeat_media_v1_GetTrackDownloadResponse, _downbeat_media_v1_GetTrackDownloadRequest__Output, _downbeat_media_v1_GetTrackDownloadResponse__Output>
  GetTrackStream: MethodDefinition<_downbeat_media_v1_GetTrackStreamRequest, _downbeat_media_v1_GetTrackStreamResponse, _downbeat_media_v1_GetTrackStreamRequest__Output, _downbeat_media_v1_GetTrackStreamResponse__Output>
  GetVersionResultLinks: MethodDefinition<_downbeat_media_v1_GetVersionResultLinksRequest, _downbeat_media_v1_GetVersionResultLinksResponse, _downbeat_media_v1_GetVersionResultLinksRequest__Output, _downbeat_media_v1_GetVersionResultLinksResponse__Output>
  IngestImage: MethodDefinition<_downbeat_media_v1_IngestImageRequest, _downbeat_media_v1_IngestImageResponse, _downbeat_media_v1_IngestImageRequest__Output, _downbeat_media_v1_IngestImageResponse__Output>
  IngestMaster: MethodDefinition<_downbeat_media_v1_IngestMasterRequest, _downbeat_media_v1_IngestMasterResponse, _downbeat_media_v1_IngestMasterRequest__Output, _downbeat_media_v1_IngestMasterResponse__Output>
  ReadTrackMaster: MethodDefinition<_downbeat_media_v1_ReadTrackMasterRequest, _downbeat_media_v1_ReadTrackMasterResponse, _downbeat_media_v1_ReadTrackMasterRequest__Output, _downbeat_media_v1_ReadTrackMasterResponse__Output>
  ReadUploadContent: MethodDefinition<_downbeat_media_v1_ReadUploadContentRequest, _downbeat_media_v1_ReadUploadContentResponse, _downbeat_media_v1_ReadUploadContentRequest__Output, _downbeat_media_v1_ReadUploadContentResponse__Output>
  UploadAudio: MethodDefinition<_downbeat_media_v1_UploadAudioRequest, _downbeat_media_v1_UploadAudioResponse, _downbeat_media_v1_UploadAudioRequest__Output, _downbeat_media_v1_UploadAudioResponse__Output>
  UploadAudioStream: MethodDefinition<_downbeat_media_v1_UploadAudioStreamRequest, _downbeat_media_v1_UploadAudioStreamResponse, _downbeat_media_v1_UploadAudioStreamRequest__Output, _downbeat_media_v1_UploadAudioStreamResponse__Output>
  UploadImage: MethodDefinition<_downbeat_media_v1_UploadImageRequest, _downbeat_media_v1_UploadImageResponse, _downbeat_media_v1_UploadImageRequest__Output, _downbeat_media_v1_UploadImageResponse__Output>
  UploadImageStream: MethodDefinition<_downbeat_media_v1_UploadImageStreamRequest, _downbeat_media_v1_UploadImageStreamResponse, _downbeat_media_v1_UploadImageStreamRequest__Output, _downbeat_media_v1_UploadImageStreamResponse__Output>
}
