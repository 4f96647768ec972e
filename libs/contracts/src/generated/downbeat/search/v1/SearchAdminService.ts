// Original file: protos/search/v1/search.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ReindexRequest as _downbeat_search_v1_ReindexRequest, ReindexRequest__Output as _downbeat_search_v1_ReindexRequest__Output } from '../../../downbeat/search/v1/ReindexRequest';
import type { ReindexResponse as _downbeat_search_v1_ReindexResponse, ReindexResponse__Output as _downbeat_search_v1_ReindexResponse__Output } from '../../../downbeat/search/v1/ReindexResponse';

/**
 * Operations on the search indices, for operators (`downbeat search reindex`); not routed by the
 * gateway.
 */
export interface SearchAdminServiceClient extends grpc.Client {
  /**
   * Builds a new generation of the requested indices from the catalog events the current ones
   * store, while live indexing continues into both, then switches reads to it atomically: no query
   * fails in between. Streams progress while copying, then one message per finished index.
   * UNAVAILABLE: the search backend is down.
   */
  Reindex(argument: _downbeat_search_v1_ReindexRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_search_v1_ReindexResponse__Output>;
  Reindex(argument: _downbeat_search_v1_ReindexRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_search_v1_ReindexResponse__Output>;
  /**
   * Builds a new generation of the requested indices from the catalog events the current ones
   * store, while live indexing continues into both, then switches reads to it atomically: no query
   * fails in between. Streams progress while copying, then one message per finished index.
   * UNAVAILABLE: the search backend is down.
   */
  reindex(argument: _downbeat_search_v1_ReindexRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_search_v1_ReindexResponse__Output>;
  reindex(argument: _downbeat_search_v1_ReindexRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_search_v1_ReindexResponse__Output>;
  
}

/**
 * Operations on the search indices, for operators (`downbeat search reindex`); not routed by the
 * gateway.
 */
export interface SearchAdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Builds a new generation of the requested indices from the catalog events the current ones
   * store, while live indexing continues into both, then switches reads to it atomically: no query
   * fails in between. Streams progress while copying, then one message per finished index.
   * UNAVAILABLE: the search backend is down.
   */
  Reindex: grpc.handleServerStreamingCall<_downbeat_search_v1_ReindexRequest__Output, _downbeat_search_v1_ReindexResponse>;
  
}

export interface SearchAdminServiceDefinition extends grpc.ServiceDefinition {
  Reindex: MethodDefinition<_downbeat_search_v1_ReindexRequest, _downbeat_search_v1_ReindexResponse, _downbeat_search_v1_ReindexRequest__Output, _downbeat_search_v1_ReindexResponse__Output>
}
