import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AggregationBucket as _downbeat_common_v1_AggregationBucket, AggregationBucket__Output as _downbeat_common_v1_AggregationBucket__Output } from './downbeat/common/v1/AggregationBucket';
import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from './downbeat/common/v1/Aggregations';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from './downbeat/common/v1/GenreReference';
import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from './downbeat/common/v1/PageRequest';
import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from './downbeat/common/v1/Reference';
import type { GetSearchSuggestionsRequest as _downbeat_search_v1_GetSearchSuggestionsRequest, GetSearchSuggestionsRequest__Output as _downbeat_search_v1_GetSearchSuggestionsRequest__Output } from './downbeat/search/v1/GetSearchSuggestionsRequest';
import type { GetSearchSuggestionsResponse as _downbeat_search_v1_GetSearchSuggestionsResponse, GetSearchSuggestionsResponse__Output as _downbeat_search_v1_GetSearchSuggestionsResponse__Output } from './downbeat/search/v1/GetSearchSuggestionsResponse';
import type { ReindexRequest as _downbeat_search_v1_ReindexRequest, ReindexRequest__Output as _downbeat_search_v1_ReindexRequest__Output } from './downbeat/search/v1/ReindexRequest';
import type { ReindexResponse as _downbeat_search_v1_ReindexResponse, ReindexResponse__Output as _downbeat_search_v1_ReindexResponse__Output } from './downbeat/search/v1/ReindexResponse';
import type { SearchAdminServiceClient as _downbeat_search_v1_SearchAdminServiceClient, SearchAdminServiceDefinition as _downbeat_search_v1_SearchAdminServiceDefinition } from './downbeat/search/v1/SearchAdminService';
import type { SearchServiceClient as _downbeat_search_v1_SearchServiceClient, SearchServiceDefinition as _downbeat_search_v1_SearchServiceDefinition } from './downbeat/search/v1/SearchService';
import type { SearchSoundEffectsRequest as _downbeat_search_v1_SearchSoundEffectsRequest, SearchSoundEffectsRequest__Output as _downbeat_search_v1_SearchSoundEffectsRequest__Output } from './downbeat/search/v1/SearchSoundEffectsRequest';
import type { SearchSoundEffectsResponse as _downbeat_search_v1_SearchSoundEffectsResponse, SearchSoundEffectsResponse__Output as _downbeat_search_v1_SearchSoundEffectsResponse__Output } from './downbeat/search/v1/SearchSoundEffectsResponse';
import type { SearchTracksRequest as _downbeat_search_v1_SearchTracksRequest, SearchTracksRequest__Output as _downbeat_search_v1_SearchTracksRequest__Output } from './downbeat/search/v1/SearchTracksRequest';
import type { SearchTracksResponse as _downbeat_search_v1_SearchTracksResponse, SearchTracksResponse__Output as _downbeat_search_v1_SearchTracksResponse__Output } from './downbeat/search/v1/SearchTracksResponse';
import type { Suggestion as _downbeat_search_v1_Suggestion, Suggestion__Output as _downbeat_search_v1_Suggestion__Output } from './downbeat/search/v1/Suggestion';

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
    search: {
      v1: {
        GetSearchSuggestionsRequest: MessageTypeDefinition<_downbeat_search_v1_GetSearchSuggestionsRequest, _downbeat_search_v1_GetSearchSuggestionsRequest__Output>
        GetSearchSuggestionsResponse: MessageTypeDefinition<_downbeat_search_v1_GetSearchSuggestionsResponse, _downbeat_search_v1_GetSearchSuggestionsResponse__Output>
        ReindexRequest: MessageTypeDefinition<_downbeat_search_v1_ReindexRequest, _downbeat_search_v1_ReindexRequest__Output>
        ReindexResponse: MessageTypeDefinition<_downbeat_search_v1_ReindexResponse, _downbeat_search_v1_ReindexResponse__Output>
        /**
         * Operations on the search indices, for operators (`downbeat search reindex`); not routed by the
         * gateway.
         */
        SearchAdminService: SubtypeConstructor<typeof grpc.Client, _downbeat_search_v1_SearchAdminServiceClient> & { service: _downbeat_search_v1_SearchAdminServiceDefinition }
        SearchIndex: EnumTypeDefinition
        /**
         * Full-text search over published tracks and sound effects. The indices are built from
         * catalog.tracks.v1 and catalog.sound-effects.v1. Results are ids in rank order; the gateway
         * hydrates them with catalog.v1.CatalogService.BatchGetTracks / BatchGetSoundEffects.
         * UNAVAILABLE: the search backend is down.
         */
        SearchService: SubtypeConstructor<typeof grpc.Client, _downbeat_search_v1_SearchServiceClient> & { service: _downbeat_search_v1_SearchServiceDefinition }
        SearchSoundEffectsRequest: MessageTypeDefinition<_downbeat_search_v1_SearchSoundEffectsRequest, _downbeat_search_v1_SearchSoundEffectsRequest__Output>
        SearchSoundEffectsResponse: MessageTypeDefinition<_downbeat_search_v1_SearchSoundEffectsResponse, _downbeat_search_v1_SearchSoundEffectsResponse__Output>
        SearchTracksRequest: MessageTypeDefinition<_downbeat_search_v1_SearchTracksRequest, _downbeat_search_v1_SearchTracksRequest__Output>
        SearchTracksResponse: MessageTypeDefinition<_downbeat_search_v1_SearchTracksResponse, _downbeat_search_v1_SearchTracksResponse__Output>
        SoundEffectSearchSort: EnumTypeDefinition
        Suggestion: MessageTypeDefinition<_downbeat_search_v1_Suggestion, _downbeat_search_v1_Suggestion__Output>
        SuggestionType: EnumTypeDefinition
        TrackSort: EnumTypeDefinition
      }
    }
  }
}

