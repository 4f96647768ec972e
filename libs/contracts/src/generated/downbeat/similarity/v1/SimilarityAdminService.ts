// Original file: protos/similarity/v1/similarity_admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CompactVectorSpacesRequest as _downbeat_similarity_v1_CompactVectorSpacesRequest, CompactVectorSpacesRequest__Output as _downbeat_similarity_v1_CompactVectorSpacesRequest__Output } from '../../../downbeat/similarity/v1/CompactVectorSpacesRequest';
import type { CompactVectorSpacesResponse as _downbeat_similarity_v1_CompactVectorSpacesResponse, CompactVectorSpacesResponse__Output as _downbeat_similarity_v1_CompactVectorSpacesResponse__Output } from '../../../downbeat/similarity/v1/CompactVectorSpacesResponse';

/**
 * Operator maintenance of the similarity service's vector index. Never exposed through the public
 * gateway; `downbeat similarity compact` calls it.
 */
export interface SimilarityAdminServiceClient extends grpc.Client {
  /**
   * Brings the vector spaces into their fastest shape to search: on OpenSearch a force-merge of each
   * space to one segment (every segment is an HNSW graph each search walks), in the embedded index
   * its partitions built. Searches and writes keep working meanwhile; it answers when the spaces are
   * compacted (1–2 minutes at 100,000 tracks on OpenSearch). A compaction already running — started
   * by the service after a bulk description, or by another call — is joined, not repeated.
   * INVALID_ARGUMENT (`spaces`): an unknown space. UNAVAILABLE: the index did not answer.
   */
  CompactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  CompactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  CompactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  CompactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Brings the vector spaces into their fastest shape to search: on OpenSearch a force-merge of each
   * space to one segment (every segment is an HNSW graph each search walks), in the embedded index
   * its partitions built. Searches and writes keep working meanwhile; it answers when the spaces are
   * compacted (1–2 minutes at 100,000 tracks on OpenSearch). A compaction already running — started
   * by the service after a bulk description, or by another call — is joined, not repeated.
   * INVALID_ARGUMENT (`spaces`): an unknown space. UNAVAILABLE: the index did not answer.
   */
  compactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  compactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  compactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  compactVectorSpaces(argument: _downbeat_similarity_v1_CompactVectorSpacesRequest, callback: grpc.requestCallback<_downbeat_similarity_v1_CompactVectorSpacesResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Operator maintenance of the similarity service's vector index. Never exposed through the public
 * gateway; `downbeat similarity compact` calls it.
 */
export interface SimilarityAdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Brings the vector spaces into their fastest shape to search: on OpenSearch a force-merge of each
   * space to one segment (every segment is an HNSW graph each search walks), in the embedded index
   * its partitions built. Searches and writes keep working meanwhile; it answers when the spaces are
   * compacted (1–2 minutes at 100,000 tracks on OpenSearch). A compaction already running — started
   * by the service after a bulk description, or by another call — is joined, not repeated.
   * INVALID_ARGUMENT (`spaces`): an unknown space. UNAVAILABLE: the index did not answer.
   */
  CompactVectorSpaces: grpc.handleUnaryCall<_downbeat_similarity_v1_CompactVectorSpacesRequest__Output, _downbeat_similarity_v1_CompactVectorSpacesResponse>;
  
}

export interface SimilarityAdminServiceDefinition extends grpc.ServiceDefinition {
  CompactVectorSpaces: MethodDefinition<_downbeat_similarity_v1_CompactVectorSpacesRequest, _downbeat_similarity_v1_CompactVectorSpacesResponse, _downbeat_similarity_v1_CompactVectorSpacesRequest__Output, _downbeat_similarity_v1_CompactVectorSpacesResponse__Output>
}
