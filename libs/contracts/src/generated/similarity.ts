import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AggregationBucket as _downbeat_common_v1_AggregationBucket, AggregationBucket__Output as _downbeat_common_v1_AggregationBucket__Output } from './downbeat/common/v1/AggregationBucket';
import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from './downbeat/common/v1/Aggregations';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from './downbeat/common/v1/GenreReference';
import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from './downbeat/common/v1/PageRequest';
import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from './downbeat/common/v1/Reference';
import type { FindSimilarSectionsRequest as _downbeat_similarity_v1_FindSimilarSectionsRequest, FindSimilarSectionsRequest__Output as _downbeat_similarity_v1_FindSimilarSectionsRequest__Output } from './downbeat/similarity/v1/FindSimilarSectionsRequest';
import type { FindSimilarSectionsResponse as _downbeat_similarity_v1_FindSimilarSectionsResponse, FindSimilarSectionsResponse__Output as _downbeat_similarity_v1_FindSimilarSectionsResponse__Output } from './downbeat/similarity/v1/FindSimilarSectionsResponse';
import type { FindSimilarTracksRequest as _downbeat_similarity_v1_FindSimilarTracksRequest, FindSimilarTracksRequest__Output as _downbeat_similarity_v1_FindSimilarTracksRequest__Output } from './downbeat/similarity/v1/FindSimilarTracksRequest';
import type { FindSimilarTracksResponse as _downbeat_similarity_v1_FindSimilarTracksResponse, FindSimilarTracksResponse__Output as _downbeat_similarity_v1_FindSimilarTracksResponse__Output } from './downbeat/similarity/v1/FindSimilarTracksResponse';
import type { FindTracksMatchingImageRequest as _downbeat_similarity_v1_FindTracksMatchingImageRequest, FindTracksMatchingImageRequest__Output as _downbeat_similarity_v1_FindTracksMatchingImageRequest__Output } from './downbeat/similarity/v1/FindTracksMatchingImageRequest';
import type { FindTracksMatchingImageResponse as _downbeat_similarity_v1_FindTracksMatchingImageResponse, FindTracksMatchingImageResponse__Output as _downbeat_similarity_v1_FindTracksMatchingImageResponse__Output } from './downbeat/similarity/v1/FindTracksMatchingImageResponse';
import type { SimilarityServiceClient as _downbeat_similarity_v1_SimilarityServiceClient, SimilarityServiceDefinition as _downbeat_similarity_v1_SimilarityServiceDefinition } from './downbeat/similarity/v1/SimilarityService';
import type { TrackSection as _downbeat_similarity_v1_TrackSection, TrackSection__Output as _downbeat_similarity_v1_TrackSection__Output } from './downbeat/similarity/v1/TrackSection';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    common: {
      v1: {
        AggregationBucket: MessageTypeDefinition<_downbeat_common_v1_AggregationBucket, _downbeat_common_v1_AggregationBucket__Output>
        Aggregations: MessageTypeDefinition<_downbeat_common_v1_Aggregations, _downbeat_common_v1_Aggregations__Output>
        GenreReference: MessageTypeDefinition<_downbeat_common_v1_GenreReference, _downbeat_common_v1_GenreReference__Output>
        PageRequest: MessageTypeDefinition<_downbeat_common_v1_PageRequest, _downbeat_common_v1_PageRequest__Output>
        Reference: MessageTypeDefinition<_downbeat_common_v1_Reference, _downbeat_common_v1_Reference__Output>
        SortOrder: EnumTypeDefinition
      }
    }
    similarity: {
      v1: {
        FindSimilarSectionsRequest: MessageTypeDefinition<_downbeat_similarity_v1_FindSimilarSectionsRequest, _downbeat_similarity_v1_FindSimilarSectionsRequest__Output>
        FindSimilarSectionsResponse: MessageTypeDefinition<_downbeat_similarity_v1_FindSimilarSectionsResponse, _downbeat_similarity_v1_FindSimilarSectionsResponse__Output>
        FindSimilarTracksRequest: MessageTypeDefinition<_downbeat_similarity_v1_FindSimilarTracksRequest, _downbeat_similarity_v1_FindSimilarTracksRequest__Output>
        FindSimilarTracksResponse: MessageTypeDefinition<_downbeat_similarity_v1_FindSimilarTracksResponse, _downbeat_similarity_v1_FindSimilarTracksResponse__Output>
        FindTracksMatchingImageRequest: MessageTypeDefinition<_downbeat_similarity_v1_FindTracksMatchingImageRequest, _downbeat_similarity_v1_FindTracksMatchingImageRequest__Output>
        FindTracksMatchingImageResponse: MessageTypeDefinition<_downbeat_similarity_v1_FindTracksMatchingImageResponse, _downbeat_similarity_v1_FindTracksMatchingImageResponse__Output>
        /**
         * Recommendations from audio and image embeddings: similar tracks, similar sections (from an
         * uploaded audio file or a catalog track), and tracks that fit an uploaded image. Results are
         * track ids in rank order; the gateway hydrates them with catalog.v1.CatalogService.BatchGetTracks.
         * NOT_FOUND: unknown track or upload (uploads of another partner or user are unknown too).
         */
        SimilarityService: SubtypeConstructor<typeof grpc.Client, _downbeat_similarity_v1_SimilarityServiceClient> & { service: _downbeat_similarity_v1_SimilarityServiceDefinition }
        TrackSection: MessageTypeDefinition<_downbeat_similarity_v1_TrackSection, _downbeat_similarity_v1_TrackSection__Output>
      }
    }
  }
}

