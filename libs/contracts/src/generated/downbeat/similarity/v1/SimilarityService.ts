// Original file: protos/similarity/v1/similarity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { FindSimilarSectionsRequest as _downbeat_similarity_v1_FindSimilarSectionsRequest, FindSimilarSectionsRequest__Output as _downbeat_similarity_v1_FindSimilarSectionsRequest__Output } from '../../../downbeat/similarity/v1/FindSimilarSectionsRequest';
import type { FindSimilarSectionsResponse as _downbeat_similarity_v1_FindSimilarSectionsResponse, FindSimilarSectionsResponse__Output as _downbeat_similarity_v1_FindSimilarSectionsResponse__Output } from '../../../downbeat/similarity/v1/FindSimilarSectionsResponse';
import type { FindSimilarTracksRequest as _downbeat_similarity_v1_FindSimilarTracksRequest, FindSimilarTracksRequest__Output as _downbeat_similarity_v1_FindSimilarTracksRequest__Output } from '../../../downbeat/similarity/v1/FindSimilarTracksRequest';
import type { FindSimilarTracksResponse as _downbeat_similarity_v1_FindSimilarTracksResponse, FindSimilarTracksResponse__Output as _downbeat_similarity_v1_FindSimilarTracksResponse__Output } from '../../../downbeat/similarity/v1/FindSimilarTracksResponse';
import type { FindTracksMatchingImageRequest as _downbeat_similarity_v1_FindTracksMatchingImageRequest, FindTracksMatchingImageRequest__Output as _downbeat_similarity_v1_FindTracksMatchingImageRequest__Output } from '../../../downbeat/similarity/v1/FindTracksMatchingImageRequest';
import type { FindTracksMatchingImageResponse as _downbeat_similarity_v1_FindTracksMatchingImageResponse, FindTracksMatchingImageResponse__Output as _downbeat_similarity_v1_FindTracksMatchingImageResponse__Output } from '../../../downbeat/similarity/v1/FindTracksMatchingImageResponse';

/**
 * Recommendations from audio and image embeddings: similar tracks, similar sections (from an
 * uploaded audio file or a catalog track), and tracks that fit an uploaded image. Results are
 * track ids in rank order; the gateway hydrates them with catalog.v1.CatalogService.BatchGetTracks.
 * NOT_FOUND: unknown track or upload (uploads of another partner or user are unknown too).
 */
export interface SimilarityServiceClient extends grpc.Client {
  /**
   * Sections of catalog tracks that sound like the reference section.
   * INVALID_ARGUMENT: end <= start, or the section lies outside the reference audio.
   */
  FindSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sections of catalog tracks that sound like the reference section.
   * INVALID_ARGUMENT: end <= start, or the section lies outside the reference audio.
   */
  findSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  findSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  findSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  findSimilarSections(argument: _downbeat_similarity_v1_FindSimilarSectionsRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarSectionsResponse__Output>): grpc.ClientUnaryCall;
  
  FindSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  FindSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  findSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  findSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  findSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  findSimilarTracks(argument: _downbeat_similarity_v1_FindSimilarTracksRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindSimilarTracksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Tracks whose mood fits an uploaded image, filtered by genre and mood, with aggregations.
   */
  FindTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  FindTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  FindTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  FindTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Tracks whose mood fits an uploaded image, filtered by genre and mood, with aggregations.
   */
  findTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  findTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  findTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  findTracksMatchingImage(argument: _downbeat_similarity_v1_FindTracksMatchingImageRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Recommendations from audio and image embeddings: similar tracks, similar sections (from an
 * uploaded audio file or a catalog track), and tracks that fit an uploaded image. Results are
 * track ids in rank order; the gateway hydrates them with catalog.v1.CatalogService.BatchGetTracks.
 * NOT_FOUND: unknown track or upload (uploads of another partner or user are unknown too).
 */
export interface SimilarityServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Sections of catalog tracks that sound like the reference section.
   * INVALID_ARGUMENT: end <= start, or the section lies outside the reference audio.
   */
  FindSimilarSections: grpc.handleUnaryCall<_downbeat_similarity_v1_FindSimilarSectionsRequest__Output, _downbeat_similarity_v1_FindSimilarSectionsResponse>;
  
  FindSimilarTracks: grpc.handleUnaryCall<_downbeat_similarity_v1_FindSimilarTracksRequest__Output, _downbeat_similarity_v1_FindSimilarTracksResponse>;
  
  /**
   * Tracks whose mood fits an uploaded image, filtered by genre and mood, with aggregations.
   */
  FindTracksMatchingImage: grpc.handleUnaryCall<_downbeat_similarity_v1_FindTracksMatchingImageRequest__Output, _downbeat_similarity_v1_FindTracksMatchingImageResponse>;
  
}

export interface SimilarityServiceDefinition extends grpc.ServiceDefinition {
  FindSimilarSections: MethodDefinition<_downbeat_similarity_v1_FindSimilarSectionsRequest, _downbeat_similarity_v1_FindSimilarSectionsResponse, _downbeat_similarity_v1_FindSimilarSectionsRequest__Output, _downbeat_similarity_v1_FindSimilarSectionsResponse__Output>
  FindSimilarTracks: MethodDefinition<_downbeat_similarity_v1_FindSimilarTracksRequest, _downbeat_similarity_v1_FindSimilarTracksResponse, _downbeat_similarity_v1_FindSimilarTracksRequest__Output, _downbeat_similarity_v1_FindSimilarTracksResponse__Output>
  FindTracksMatchingImage: MethodDefinition<_downbeat_similarity_v1_FindTracksMatchingImageRequest, _downbeat_similarity_v1_FindTracksMatchingImageResponse, _downbeat_similarity_v1_FindTracksMatchingImageRequest__Output, _downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>
}
