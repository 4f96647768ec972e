import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AudioUpload as _downbeat_media_v1_AudioUpload, AudioUpload__Output as _downbeat_media_v1_AudioUpload__Output } from './downbeat/media/v1/AudioUpload';
import type { Beat as _downbeat_media_v1_Beat, Beat__Output as _downbeat_media_v1_Beat__Output } from './downbeat/media/v1/Beat';
import type { CoverArtSubject as _downbeat_media_v1_CoverArtSubject, CoverArtSubject__Output as _downbeat_media_v1_CoverArtSubject__Output } from './downbeat/media/v1/CoverArtSubject';
import type { DeleteAudioUploadRequest as _downbeat_media_v1_DeleteAudioUploadRequest, DeleteAudioUploadRequest__Output as _downbeat_media_v1_DeleteAudioUploadRequest__Output } from './downbeat/media/v1/DeleteAudioUploadRequest';
import type { DeleteAudioUploadResponse as _downbeat_media_v1_DeleteAudioUploadResponse, DeleteAudioUploadResponse__Output as _downbeat_media_v1_DeleteAudioUploadResponse__Output } from './downbeat/media/v1/DeleteAudioUploadResponse';
import type { DeleteImageUploadRequest as _downbeat_media_v1_DeleteImageUploadRequest, DeleteImageUploadRequest__Output as _downbeat_media_v1_DeleteImageUploadRequest__Output } from './downbeat/media/v1/DeleteImageUploadRequest';
import type { DeleteImageUploadResponse as _downbeat_media_v1_DeleteImageUploadResponse, DeleteImageUploadResponse__Output as _downbeat_media_v1_DeleteImageUploadResponse__Output } from './downbeat/media/v1/DeleteImageUploadResponse';
import type { DeleteUserImageUploadsRequest as _downbeat_media_v1_DeleteUserImageUploadsRequest, DeleteUserImageUploadsRequest__Output as _downbeat_media_v1_DeleteUserImageUploadsRequest__Output } from './downbeat/media/v1/DeleteUserImageUploadsRequest';
import type { DeleteUserImageUploadsResponse as _downbeat_media_v1_DeleteUserImageUploadsResponse, DeleteUserImageUploadsResponse__Output as _downbeat_media_v1_DeleteUserImageUploadsResponse__Output } from './downbeat/media/v1/DeleteUserImageUploadsResponse';
import type { GetAudioUploadAnalysisRequest as _downbeat_media_v1_GetAudioUploadAnalysisRequest, GetAudioUploadAnalysisRequest__Output as _downbeat_media_v1_GetAudioUploadAnalysisRequest__Output } from './downbeat/media/v1/GetAudioUploadAnalysisRequest';
import type { GetAudioUploadAnalysisResponse as _downbeat_media_v1_GetAudioUploadAnalysisResponse, GetAudioUploadAnalysisResponse__Output as _downbeat_media_v1_GetAudioUploadAnalysisResponse__Output } from './downbeat/media/v1/GetAudioUploadAnalysisResponse';
import type { GetAudioUploadByChecksumRequest as _downbeat_media_v1_GetAudioUploadByChecksumRequest, GetAudioUploadByChecksumRequest__Output as _downbeat_media_v1_GetAudioUploadByChecksumRequest__Output } from './downbeat/media/v1/GetAudioUploadByChecksumRequest';
import type { GetAudioUploadByChecksumResponse as _downbeat_media_v1_GetAudioUploadByChecksumResponse, GetAudioUploadByChecksumResponse__Output as _downbeat_media_v1_GetAudioUploadByChecksumResponse__Output } from './downbeat/media/v1/GetAudioUploadByChecksumResponse';
import type { GetAudioUploadRequest as _downbeat_media_v1_GetAudioUploadRequest, GetAudioUploadRequest__Output as _downbeat_media_v1_GetAudioUploadRequest__Output } from './downbeat/media/v1/GetAudioUploadRequest';
import type { GetAudioUploadResponse as _downbeat_media_v1_GetAudioUploadResponse, GetAudioUploadResponse__Output as _downbeat_media_v1_GetAudioUploadResponse__Output } from './downbeat/media/v1/GetAudioUploadResponse';
import type { GetBeatsRequest as _downbeat_media_v1_GetBeatsRequest, GetBeatsRequest__Output as _downbeat_media_v1_GetBeatsRequest__Output } from './downbeat/media/v1/GetBeatsRequest';
import type { GetBeatsResponse as _downbeat_media_v1_GetBeatsResponse, GetBeatsResponse__Output as _downbeat_media_v1_GetBeatsResponse__Output } from './downbeat/media/v1/GetBeatsResponse';
import type { GetHighlightsRequest as _downbeat_media_v1_GetHighlightsRequest, GetHighlightsRequest__Output as _downbeat_media_v1_GetHighlightsRequest__Output } from './downbeat/media/v1/GetHighlightsRequest';
import type { GetHighlightsResponse as _downbeat_media_v1_GetHighlightsResponse, GetHighlightsResponse__Output as _downbeat_media_v1_GetHighlightsResponse__Output } from './downbeat/media/v1/GetHighlightsResponse';
import type { GetHlsAccessRequest as _downbeat_media_v1_GetHlsAccessRequest, GetHlsAccessRequest__Output as _downbeat_media_v1_GetHlsAccessRequest__Output } from './downbeat/media/v1/GetHlsAccessRequest';
import type { GetHlsAccessResponse as _downbeat_media_v1_GetHlsAccessResponse, GetHlsAccessResponse__Output as _downbeat_media_v1_GetHlsAccessResponse__Output } from './downbeat/media/v1/GetHlsAccessResponse';
import type { GetImageUploadRequest as _downbeat_media_v1_GetImageUploadRequest, GetImageUploadRequest__Output as _downbeat_media_v1_GetImageUploadRequest__Output } from './downbeat/media/v1/GetImageUploadRequest';
import type { GetImageUploadResponse as _downbeat_media_v1_GetImageUploadResponse, GetImageUploadResponse__Output as _downbeat_media_v1_GetImageUploadResponse__Output } from './downbeat/media/v1/GetImageUploadResponse';
import type { GetSoundEffectDownloadRequest as _downbeat_media_v1_GetSoundEffectDownloadRequest, GetSoundEffectDownloadRequest__Output as _downbeat_media_v1_GetSoundEffectDownloadRequest__Output } from './downbeat/media/v1/GetSoundEffectDownloadRequest';
import type { GetSoundEffectDownloadResponse as _downbeat_media_v1_GetSoundEffectDownloadResponse, GetSoundEffectDownloadResponse__Output as _downbeat_media_v1_GetSoundEffectDownloadResponse__Output } from './downbeat/media/v1/GetSoundEffectDownloadResponse';
import type { GetTrackAnalysisRequest as _downbeat_media_v1_GetTrackAnalysisRequest, GetTrackAnalysisRequest__Output as _downbeat_media_v1_GetTrackAnalysisRequest__Output } from './downbeat/media/v1/GetTrackAnalysisRequest';
import type { GetTrackAnalysisResponse as _downbeat_media_v1_GetTrackAnalysisResponse, GetTrackAnalysisResponse__Output as _downbeat_media_v1_GetTrackAnalysisResponse__Output } from './downbeat/media/v1/GetTrackAnalysisResponse';
import type { GetTrackDownloadRequest as _downbeat_media_v1_GetTrackDownloadRequest, GetTrackDownloadRequest__Output as _downbeat_media_v1_GetTrackDownloadRequest__Output } from './downbeat/media/v1/GetTrackDownloadRequest';
import type { GetTrackDownloadResponse as _downbeat_media_v1_GetTrackDownloadResponse, GetTrackDownloadResponse__Output as _downbeat_media_v1_GetTrackDownloadResponse__Output } from './downbeat/media/v1/GetTrackDownloadResponse';
import type { GetTrackStreamRequest as _downbeat_media_v1_GetTrackStreamRequest, GetTrackStreamRequest__Output as _downbeat_media_v1_GetTrackStreamRequest__Output } from './downbeat/media/v1/GetTrackStreamRequest';
import type { GetTrackStreamResponse as _downbeat_media_v1_GetTrackStreamResponse, GetTrackStreamResponse__Output as _downbeat_media_v1_GetTrackStreamResponse__Output } from './downbeat/media/v1/GetTrackStreamResponse';
import type { GetVersionResultLinksRequest as _downbeat_media_v1_GetVersionResultLinksRequest, GetVersionResultLinksRequest__Output as _downbeat_media_v1_GetVersionResultLinksRequest__Output } from './downbeat/media/v1/GetVersionResultLinksRequest';
import type { GetVersionResultLinksResponse as _downbeat_media_v1_GetVersionResultLinksResponse, GetVersionResultLinksResponse__Output as _downbeat_media_v1_GetVersionResultLinksResponse__Output } from './downbeat/media/v1/GetVersionResultLinksResponse';
import type { Highlight as _downbeat_media_v1_Highlight, Highlight__Output as _downbeat_media_v1_Highlight__Output } from './downbeat/media/v1/Highlight';
import type { HlsCookie as _downbeat_media_v1_HlsCookie, HlsCookie__Output as _downbeat_media_v1_HlsCookie__Output } from './downbeat/media/v1/HlsCookie';
import type { ImageUpload as _downbeat_media_v1_ImageUpload, ImageUpload__Output as _downbeat_media_v1_ImageUpload__Output } from './downbeat/media/v1/ImageUpload';
import type { IngestImageRequest as _downbeat_media_v1_IngestImageRequest, IngestImageRequest__Output as _downbeat_media_v1_IngestImageRequest__Output } from './downbeat/media/v1/IngestImageRequest';
import type { IngestImageResponse as _downbeat_media_v1_IngestImageResponse, IngestImageResponse__Output as _downbeat_media_v1_IngestImageResponse__Output } from './downbeat/media/v1/IngestImageResponse';
import type { IngestMasterRequest as _downbeat_media_v1_IngestMasterRequest, IngestMasterRequest__Output as _downbeat_media_v1_IngestMasterRequest__Output } from './downbeat/media/v1/IngestMasterRequest';
import type { IngestMasterResponse as _downbeat_media_v1_IngestMasterResponse, IngestMasterResponse__Output as _downbeat_media_v1_IngestMasterResponse__Output } from './downbeat/media/v1/IngestMasterResponse';
import type { MediaServiceClient as _downbeat_media_v1_MediaServiceClient, MediaServiceDefinition as _downbeat_media_v1_MediaServiceDefinition } from './downbeat/media/v1/MediaService';
import type { ReadTrackMasterRequest as _downbeat_media_v1_ReadTrackMasterRequest, ReadTrackMasterRequest__Output as _downbeat_media_v1_ReadTrackMasterRequest__Output } from './downbeat/media/v1/ReadTrackMasterRequest';
import type { ReadTrackMasterResponse as _downbeat_media_v1_ReadTrackMasterResponse, ReadTrackMasterResponse__Output as _downbeat_media_v1_ReadTrackMasterResponse__Output } from './downbeat/media/v1/ReadTrackMasterResponse';
import type { ReadUploadContentRequest as _downbeat_media_v1_ReadUploadContentRequest, ReadUploadContentRequest__Output as _downbeat_media_v1_ReadUploadContentRequest__Output } from './downbeat/media/v1/ReadUploadContentRequest';
import type { ReadUploadContentResponse as _downbeat_media_v1_ReadUploadContentResponse, ReadUploadContentResponse__Output as _downbeat_media_v1_ReadUploadContentResponse__Output } from './downbeat/media/v1/ReadUploadContentResponse';
import type { TrackAnalysis as _downbeat_media_v1_TrackAnalysis, TrackAnalysis__Output as _downbeat_media_v1_TrackAnalysis__Output } from './downbeat/media/v1/TrackAnalysis';
import type { UploadAudioRequest as _downbeat_media_v1_UploadAudioRequest, UploadAudioRequest__Output as _downbeat_media_v1_UploadAudioRequest__Output } from './downbeat/media/v1/UploadAudioRequest';
import type { UploadAudioResponse as _downbeat_media_v1_UploadAudioResponse, UploadAudioResponse__Output as _downbeat_media_v1_UploadAudioResponse__Output } from './downbeat/media/v1/UploadAudioResponse';
import type { UploadAudioStart as _downbeat_media_v1_UploadAudioStart, UploadAudioStart__Output as _downbeat_media_v1_UploadAudioStart__Output } from './downbeat/media/v1/UploadAudioStart';
import type { UploadAudioStreamRequest as _downbeat_media_v1_UploadAudioStreamRequest, UploadAudioStreamRequest__Output as _downbeat_media_v1_UploadAudioStreamRequest__Output } from './downbeat/media/v1/UploadAudioStreamRequest';
import type { UploadAudioStreamResponse as _downbeat_media_v1_UploadAudioStreamResponse, UploadAudioStreamResponse__Output as _downbeat_media_v1_UploadAudioStreamResponse__Output } from './downbeat/media/v1/UploadAudioStreamResponse';
import type { UploadEnd as _downbeat_media_v1_UploadEnd, UploadEnd__Output as _downbeat_media_v1_UploadEnd__Output } from './downbeat/media/v1/UploadEnd';
import type { UploadImageRequest as _downbeat_media_v1_UploadImageRequest, UploadImageRequest__Output as _downbeat_media_v1_UploadImageRequest__Output } from './downbeat/media/v1/UploadImageRequest';
import type { UploadImageResponse as _downbeat_media_v1_UploadImageResponse, UploadImageResponse__Output as _downbeat_media_v1_UploadImageResponse__Output } from './downbeat/media/v1/UploadImageResponse';
import type { UploadImageStart as _downbeat_media_v1_UploadImageStart, UploadImageStart__Output as _downbeat_media_v1_UploadImageStart__Output } from './downbeat/media/v1/UploadImageStart';
import type { UploadImageStreamRequest as _downbeat_media_v1_UploadImageStreamRequest, UploadImageStreamRequest__Output as _downbeat_media_v1_UploadImageStreamRequest__Output } from './downbeat/media/v1/UploadImageStreamRequest';
import type { UploadImageStreamResponse as _downbeat_media_v1_UploadImageStreamResponse, UploadImageStreamResponse__Output as _downbeat_media_v1_UploadImageStreamResponse__Output } from './downbeat/media/v1/UploadImageStreamResponse';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    media: {
      v1: {
        AssetKind: EnumTypeDefinition
        AudioUpload: MessageTypeDefinition<_downbeat_media_v1_AudioUpload, _downbeat_media_v1_AudioUpload__Output>
        Beat: MessageTypeDefinition<_downbeat_media_v1_Beat, _downbeat_media_v1_Beat__Output>
        CoverArtSubject: MessageTypeDefinition<_downbeat_media_v1_CoverArtSubject, _downbeat_media_v1_CoverArtSubject__Output>
        DeleteAudioUploadRequest: MessageTypeDefinition<_downbeat_media_v1_DeleteAudioUploadRequest, _downbeat_media_v1_DeleteAudioUploadRequest__Output>
        DeleteAudioUploadResponse: MessageTypeDefinition<_downbeat_media_v1_DeleteAudioUploadResponse, _downbeat_media_v1_DeleteAudioUploadResponse__Output>
        DeleteImageUploadRequest: MessageTypeDefinition<_downbeat_media_v1_DeleteImageUploadRequest, _downbeat_media_v1_DeleteImageUploadRequest__Output>
        DeleteImageUploadResponse: MessageTypeDefinition<_downbeat_media_v1_DeleteImageUploadResponse, _downbeat_media_v1_DeleteImageUploadResponse__Output>
        DeleteUserImageUploadsRequest: MessageTypeDefinition<_downbeat_media_v1_DeleteUserImageUploadsRequest, _downbeat_media_v1_DeleteUserImageUploadsRequest__Output>
        DeleteUserImageUploadsResponse: MessageTypeDefinition<_downbeat_media_v1_DeleteUserImageUploadsResponse, _downbeat_media_v1_DeleteUserImageUploadsResponse__Output>
        DownloadFormat: EnumTypeDefinition
        DownloadQuality: EnumTypeDefinition
        GetAudioUploadAnalysisRequest: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadAnalysisRequest, _downbeat_media_v1_GetAudioUploadAnalysisRequest__Output>
        GetAudioUploadAnalysisResponse: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadAnalysisResponse, _downbeat_media_v1_GetAudioUploadAnalysisResponse__Output>
        GetAudioUploadByChecksumRequest: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadByChecksumRequest, _downbeat_media_v1_GetAudioUploadByChecksumRequest__Output>
        GetAudioUploadByChecksumResponse: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadByChecksumResponse, _downbeat_media_v1_GetAudioUploadByChecksumResponse__Output>
        GetAudioUploadRequest: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadRequest, _downbeat_media_v1_GetAudioUploadRequest__Output>
        GetAudioUploadResponse: MessageTypeDefinition<_downbeat_media_v1_GetAudioUploadResponse, _downbeat_media_v1_GetAudioUploadResponse__Output>
        GetBeatsRequest: MessageTypeDefinition<_downbeat_media_v1_GetBeatsRequest, _downbeat_media_v1_GetBeatsRequest__Output>
        GetBeatsResponse: MessageTypeDefinition<_downbeat_media_v1_GetBeatsResponse, _downbeat_media_v1_GetBeatsResponse__Output>
        GetHighlightsRequest: MessageTypeDefinition<_downbeat_media_v1_GetHighlightsRequest, _downbeat_media_v1_GetHighlightsRequest__Output>
        GetHighlightsResponse: MessageTypeDefinition<_downbeat_media_v1_GetHighlightsResponse, _downbeat_media_v1_GetHighlightsResponse__Output>
        GetHlsAccessRequest: MessageTypeDefinition<_downbeat_media_v1_GetHlsAccessRequest, _downbeat_media_v1_GetHlsAccessRequest__Output>
        GetHlsAccessResponse: MessageTypeDefinition<_downbeat_media_v1_GetHlsAccessResponse, _downbeat_media_v1_GetHlsAccessResponse__Output>
        GetImageUploadRequest: MessageTypeDefinition<_downbeat_media_v1_GetImageUploadRequest, _downbeat_media_v1_GetImageUploadRequest__Output>
        GetImageUploadResponse: MessageTypeDefinition<_downbeat_media_v1_GetImageUploadResponse, _downbeat_media_v1_GetImageUploadResponse__Output>
        GetSoundEffectDownloadRequest: MessageTypeDefinition<_downbeat_media_v1_GetSoundEffectDownloadRequest, _downbeat_media_v1_GetSoundEffectDownloadRequest__Output>
        GetSoundEffectDownloadResponse: MessageTypeDefinition<_downbeat_media_v1_GetSoundEffectDownloadResponse, _downbeat_media_v1_GetSoundEffectDownloadResponse__Output>
        GetTrackAnalysisRequest: MessageTypeDefinition<_downbeat_media_v1_GetTrackAnalysisRequest, _downbeat_media_v1_GetTrackAnalysisRequest__Output>
        GetTrackAnalysisResponse: MessageTypeDefinition<_downbeat_media_v1_GetTrackAnalysisResponse, _downbeat_media_v1_GetTrackAnalysisResponse__Output>
        GetTrackDownloadRequest: MessageTypeDefinition<_downbeat_media_v1_GetTrackDownloadRequest, _downbeat_media_v1_GetTrackDownloadRequest__Output>
        GetTrackDownloadResponse: MessageTypeDefinition<_downbeat_media_v1_GetTrackDownloadResponse, _downbeat_media_v1_GetTrackDownloadResponse__Output>
        GetTrackStreamRequest: MessageTypeDefinition<_downbeat_media_v1_GetTrackStreamRequest, _downbeat_media_v1_GetTrackStreamRequest__Output>
        GetTrackStreamResponse: MessageTypeDefinition<_downbeat_media_v1_GetTrackStreamResponse, _downbeat_media_v1_GetTrackStreamResponse__Output>
        GetVersionResultLinksRequest: MessageTypeDefinition<_downbeat_media_v1_GetVersionResultLinksRequest, _downbeat_media_v1_GetVersionResultLinksRequest__Output>
        GetVersionResultLinksResponse: MessageTypeDefinition<_downbeat_media_v1_GetVersionResultLinksResponse, _downbeat_media_v1_GetVersionResultLinksResponse__Output>
        Highlight: MessageTypeDefinition<_downbeat_media_v1_Highlight, _downbeat_media_v1_Highlight__Output>
        HlsCookie: MessageTypeDefinition<_downbeat_media_v1_HlsCookie, _downbeat_media_v1_HlsCookie__Output>
        ImageUpload: MessageTypeDefinition<_downbeat_media_v1_ImageUpload, _downbeat_media_v1_ImageUpload__Output>
        IngestImageRequest: MessageTypeDefinition<_downbeat_media_v1_IngestImageRequest, _downbeat_media_v1_IngestImageRequest__Output>
        IngestImageResponse: MessageTypeDefinition<_downbeat_media_v1_IngestImageResponse, _downbeat_media_v1_IngestImageResponse__Output>
        IngestMasterRequest: MessageTypeDefinition<_downbeat_media_v1_IngestMasterRequest, _downbeat_media_v1_IngestMasterRequest__Output>
        IngestMasterResponse: MessageTypeDefinition<_downbeat_media_v1_IngestMasterResponse, _downbeat_media_v1_IngestMasterResponse__Output>
        /**
         * Audio files and what is derived from them: signed preview and download links, HLS access
         * cookies, beat grids, highlights, partner uploads (audio and images), and the ingestion of
         * masters (analysis + renditions). Links point at the media edge, which checks their signatures.
         * NOT_FOUND: unknown track, sound effect or upload ("Track was not found", "Audio was not found").
         * UNAVAILABLE: the asset is still being processed.
         */
        MediaService: SubtypeConstructor<typeof grpc.Client, _downbeat_media_v1_MediaServiceClient> & { service: _downbeat_media_v1_MediaServiceDefinition }
        ProcessingState: EnumTypeDefinition
        ReadTrackMasterRequest: MessageTypeDefinition<_downbeat_media_v1_ReadTrackMasterRequest, _downbeat_media_v1_ReadTrackMasterRequest__Output>
        ReadTrackMasterResponse: MessageTypeDefinition<_downbeat_media_v1_ReadTrackMasterResponse, _downbeat_media_v1_ReadTrackMasterResponse__Output>
        ReadUploadContentRequest: MessageTypeDefinition<_downbeat_media_v1_ReadUploadContentRequest, _downbeat_media_v1_ReadUploadContentRequest__Output>
        ReadUploadContentResponse: MessageTypeDefinition<_downbeat_media_v1_ReadUploadContentResponse, _downbeat_media_v1_ReadUploadContentResponse__Output>
        TrackAnalysis: MessageTypeDefinition<_downbeat_media_v1_TrackAnalysis, _downbeat_media_v1_TrackAnalysis__Output>
        UploadAudioRequest: MessageTypeDefinition<_downbeat_media_v1_UploadAudioRequest, _downbeat_media_v1_UploadAudioRequest__Output>
        UploadAudioResponse: MessageTypeDefinition<_downbeat_media_v1_UploadAudioResponse, _downbeat_media_v1_UploadAudioResponse__Output>
        UploadAudioStart: MessageTypeDefinition<_downbeat_media_v1_UploadAudioStart, _downbeat_media_v1_UploadAudioStart__Output>
        UploadAudioStreamRequest: MessageTypeDefinition<_downbeat_media_v1_UploadAudioStreamRequest, _downbeat_media_v1_UploadAudioStreamRequest__Output>
        UploadAudioStreamResponse: MessageTypeDefinition<_downbeat_media_v1_UploadAudioStreamResponse, _downbeat_media_v1_UploadAudioStreamResponse__Output>
        UploadEnd: MessageTypeDefinition<_downbeat_media_v1_UploadEnd, _downbeat_media_v1_UploadEnd__Output>
        UploadImageRequest: MessageTypeDefinition<_downbeat_media_v1_UploadImageRequest, _downbeat_media_v1_UploadImageRequest__Output>
        UploadImageResponse: MessageTypeDefinition<_downbeat_media_v1_UploadImageResponse, _downbeat_media_v1_UploadImageResponse__Output>
        UploadImageStart: MessageTypeDefinition<_downbeat_media_v1_UploadImageStart, _downbeat_media_v1_UploadImageStart__Output>
        UploadImageStreamRequest: MessageTypeDefinition<_downbeat_media_v1_UploadImageStreamRequest, _downbeat_media_v1_UploadImageStreamRequest__Output>
        UploadImageStreamResponse: MessageTypeDefinition<_downbeat_media_v1_UploadImageStreamResponse, _downbeat_media_v1_UploadImageStreamResponse__Output>
      }
    }
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

