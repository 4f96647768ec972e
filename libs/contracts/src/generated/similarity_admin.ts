import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CompactVectorSpacesRequest as _downbeat_similarity_v1_CompactVectorSpacesRequest, CompactVectorSpacesRequest__Output as _downbeat_similarity_v1_CompactVectorSpacesRequest__Output } from './downbeat/similarity/v1/CompactVectorSpacesRequest';
import type { CompactVectorSpacesResponse as _downbeat_similarity_v1_CompactVectorSpacesResponse, CompactVectorSpacesResponse__Output as _downbeat_similarity_v1_CompactVectorSpacesResponse__Output } from './downbeat/similarity/v1/CompactVectorSpacesResponse';
import type { CompactedVectorSpace as _downbeat_similarity_v1_CompactedVectorSpace, CompactedVectorSpace__Output as _downbeat_similarity_v1_CompactedVectorSpace__Output } from './downbeat/similarity/v1/CompactedVectorSpace';
import type { SimilarityAdminServiceClient as _downbeat_similarity_v1_SimilarityAdminServiceClient, SimilarityAdminServiceDefinition as _downbeat_similarity_v1_SimilarityAdminServiceDefinition } from './downbeat/similarity/v1/SimilarityAdminService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    similarity: {
      v1: {
        CompactVectorSpacesRequest: MessageTypeDefinition<_downbeat_similarity_v1_CompactVectorSpacesRequest, _downbeat_similarity_v1_CompactVectorSpacesRequest__Output>
        CompactVectorSpacesResponse: MessageTypeDefinition<_downbeat_similarity_v1_CompactVectorSpacesResponse, _downbeat_similarity_v1_CompactVectorSpacesResponse__Output>
        CompactedVectorSpace: MessageTypeDefinition<_downbeat_similarity_v1_CompactedVectorSpace, _downbeat_similarity_v1_CompactedVectorSpace__Output>
        /**
         * Operator maintenance of the similarity service's vector index. Never exposed through the public
         * gateway; `downbeat similarity compact` calls it.
         */
        SimilarityAdminService: SubtypeConstructor<typeof grpc.Client, _downbeat_similarity_v1_SimilarityAdminServiceClient> & { service: _downbeat_similarity_v1_SimilarityAdminServiceDefinition }
      }
    }
  }
}

