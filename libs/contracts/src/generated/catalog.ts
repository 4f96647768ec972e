import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { BatchGetSoundEffectsRequest as _downbeat_catalog_v1_BatchGetSoundEffectsRequest, BatchGetSoundEffectsRequest__Output as _downbeat_catalog_v1_BatchGetSoundEffectsRequest__Output } from './downbeat/catalog/v1/BatchGetSoundEffectsRequest';
import type { BatchGetSoundEffectsResponse as _downbeat_catalog_v1_BatchGetSoundEffectsResponse, BatchGetSoundEffectsResponse__Output as _downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output } from './downbeat/catalog/v1/BatchGetSoundEffectsResponse';
import type { BatchGetTracksRequest as _downbeat_catalog_v1_BatchGetTracksRequest, BatchGetTracksRequest__Output as _downbeat_catalog_v1_BatchGetTracksRequest__Output } from './downbeat/catalog/v1/BatchGetTracksRequest';
import type { BatchGetTracksResponse as _downbeat_catalog_v1_BatchGetTracksResponse, BatchGetTracksResponse__Output as _downbeat_catalog_v1_BatchGetTracksResponse__Output } from './downbeat/catalog/v1/BatchGetTracksResponse';
import type { CatalogServiceClient as _downbeat_catalog_v1_CatalogServiceClient, CatalogServiceDefinition as _downbeat_catalog_v1_CatalogServiceDefinition } from './downbeat/catalog/v1/CatalogService';
import type { Collection as _downbeat_catalog_v1_Collection, Collection__Output as _downbeat_catalog_v1_Collection__Output } from './downbeat/catalog/v1/Collection';
import type { Genre as _downbeat_catalog_v1_Genre, Genre__Output as _downbeat_catalog_v1_Genre__Output } from './downbeat/catalog/v1/Genre';
import type { GetCollectionRequest as _downbeat_catalog_v1_GetCollectionRequest, GetCollectionRequest__Output as _downbeat_catalog_v1_GetCollectionRequest__Output } from './downbeat/catalog/v1/GetCollectionRequest';
import type { GetCollectionResponse as _downbeat_catalog_v1_GetCollectionResponse, GetCollectionResponse__Output as _downbeat_catalog_v1_GetCollectionResponse__Output } from './downbeat/catalog/v1/GetCollectionResponse';
import type { GetDownloadAccessRequest as _downbeat_catalog_v1_GetDownloadAccessRequest, GetDownloadAccessRequest__Output as _downbeat_catalog_v1_GetDownloadAccessRequest__Output } from './downbeat/catalog/v1/GetDownloadAccessRequest';
import type { GetDownloadAccessResponse as _downbeat_catalog_v1_GetDownloadAccessResponse, GetDownloadAccessResponse__Output as _downbeat_catalog_v1_GetDownloadAccessResponse__Output } from './downbeat/catalog/v1/GetDownloadAccessResponse';
import type { GetGenreRequest as _downbeat_catalog_v1_GetGenreRequest, GetGenreRequest__Output as _downbeat_catalog_v1_GetGenreRequest__Output } from './downbeat/catalog/v1/GetGenreRequest';
import type { GetGenreResponse as _downbeat_catalog_v1_GetGenreResponse, GetGenreResponse__Output as _downbeat_catalog_v1_GetGenreResponse__Output } from './downbeat/catalog/v1/GetGenreResponse';
import type { GetMoodRequest as _downbeat_catalog_v1_GetMoodRequest, GetMoodRequest__Output as _downbeat_catalog_v1_GetMoodRequest__Output } from './downbeat/catalog/v1/GetMoodRequest';
import type { GetMoodResponse as _downbeat_catalog_v1_GetMoodResponse, GetMoodResponse__Output as _downbeat_catalog_v1_GetMoodResponse__Output } from './downbeat/catalog/v1/GetMoodResponse';
import type { GetSoundEffectCategoryRequest as _downbeat_catalog_v1_GetSoundEffectCategoryRequest, GetSoundEffectCategoryRequest__Output as _downbeat_catalog_v1_GetSoundEffectCategoryRequest__Output } from './downbeat/catalog/v1/GetSoundEffectCategoryRequest';
import type { GetSoundEffectCategoryResponse as _downbeat_catalog_v1_GetSoundEffectCategoryResponse, GetSoundEffectCategoryResponse__Output as _downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output } from './downbeat/catalog/v1/GetSoundEffectCategoryResponse';
import type { GetSoundEffectCollectionRequest as _downbeat_catalog_v1_GetSoundEffectCollectionRequest, GetSoundEffectCollectionRequest__Output as _downbeat_catalog_v1_GetSoundEffectCollectionRequest__Output } from './downbeat/catalog/v1/GetSoundEffectCollectionRequest';
import type { GetSoundEffectCollectionResponse as _downbeat_catalog_v1_GetSoundEffectCollectionResponse, GetSoundEffectCollectionResponse__Output as _downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output } from './downbeat/catalog/v1/GetSoundEffectCollectionResponse';
import type { GetTrackParametersRequest as _downbeat_catalog_v1_GetTrackParametersRequest, GetTrackParametersRequest__Output as _downbeat_catalog_v1_GetTrackParametersRequest__Output } from './downbeat/catalog/v1/GetTrackParametersRequest';
import type { GetTrackParametersResponse as _downbeat_catalog_v1_GetTrackParametersResponse, GetTrackParametersResponse__Output as _downbeat_catalog_v1_GetTrackParametersResponse__Output } from './downbeat/catalog/v1/GetTrackParametersResponse';
import type { GetTrackRequest as _downbeat_catalog_v1_GetTrackRequest, GetTrackRequest__Output as _downbeat_catalog_v1_GetTrackRequest__Output } from './downbeat/catalog/v1/GetTrackRequest';
import type { GetTrackResponse as _downbeat_catalog_v1_GetTrackResponse, GetTrackResponse__Output as _downbeat_catalog_v1_GetTrackResponse__Output } from './downbeat/catalog/v1/GetTrackResponse';
import type { ListCollectionsRequest as _downbeat_catalog_v1_ListCollectionsRequest, ListCollectionsRequest__Output as _downbeat_catalog_v1_ListCollectionsRequest__Output } from './downbeat/catalog/v1/ListCollectionsRequest';
import type { ListCollectionsResponse as _downbeat_catalog_v1_ListCollectionsResponse, ListCollectionsResponse__Output as _downbeat_catalog_v1_ListCollectionsResponse__Output } from './downbeat/catalog/v1/ListCollectionsResponse';
import type { ListGenresRequest as _downbeat_catalog_v1_ListGenresRequest, ListGenresRequest__Output as _downbeat_catalog_v1_ListGenresRequest__Output } from './downbeat/catalog/v1/ListGenresRequest';
import type { ListGenresResponse as _downbeat_catalog_v1_ListGenresResponse, ListGenresResponse__Output as _downbeat_catalog_v1_ListGenresResponse__Output } from './downbeat/catalog/v1/ListGenresResponse';
import type { ListMoodsRequest as _downbeat_catalog_v1_ListMoodsRequest, ListMoodsRequest__Output as _downbeat_catalog_v1_ListMoodsRequest__Output } from './downbeat/catalog/v1/ListMoodsRequest';
import type { ListMoodsResponse as _downbeat_catalog_v1_ListMoodsResponse, ListMoodsResponse__Output as _downbeat_catalog_v1_ListMoodsResponse__Output } from './downbeat/catalog/v1/ListMoodsResponse';
import type { ListSoundEffectCategoriesRequest as _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, ListSoundEffectCategoriesRequest__Output as _downbeat_catalog_v1_ListSoundEffectCategoriesRequest__Output } from './downbeat/catalog/v1/ListSoundEffectCategoriesRequest';
import type { ListSoundEffectCategoriesResponse as _downbeat_catalog_v1_ListSoundEffectCategoriesResponse, ListSoundEffectCategoriesResponse__Output as _downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output } from './downbeat/catalog/v1/ListSoundEffectCategoriesResponse';
import type { ListSoundEffectCollectionsRequest as _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, ListSoundEffectCollectionsRequest__Output as _downbeat_catalog_v1_ListSoundEffectCollectionsRequest__Output } from './downbeat/catalog/v1/ListSoundEffectCollectionsRequest';
import type { ListSoundEffectCollectionsResponse as _downbeat_catalog_v1_ListSoundEffectCollectionsResponse, ListSoundEffectCollectionsResponse__Output as _downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output } from './downbeat/catalog/v1/ListSoundEffectCollectionsResponse';
import type { ListSoundEffectsRequest as _downbeat_catalog_v1_ListSoundEffectsRequest, ListSoundEffectsRequest__Output as _downbeat_catalog_v1_ListSoundEffectsRequest__Output } from './downbeat/catalog/v1/ListSoundEffectsRequest';
import type { ListSoundEffectsResponse as _downbeat_catalog_v1_ListSoundEffectsResponse, ListSoundEffectsResponse__Output as _downbeat_catalog_v1_ListSoundEffectsResponse__Output } from './downbeat/catalog/v1/ListSoundEffectsResponse';
import type { ListTracksRequest as _downbeat_catalog_v1_ListTracksRequest, ListTracksRequest__Output as _downbeat_catalog_v1_ListTracksRequest__Output } from './downbeat/catalog/v1/ListTracksRequest';
import type { ListTracksResponse as _downbeat_catalog_v1_ListTracksResponse, ListTracksResponse__Output as _downbeat_catalog_v1_ListTracksResponse__Output } from './downbeat/catalog/v1/ListTracksResponse';
import type { Mood as _downbeat_catalog_v1_Mood, Mood__Output as _downbeat_catalog_v1_Mood__Output } from './downbeat/catalog/v1/Mood';
import type { SoundEffect as _downbeat_catalog_v1_SoundEffect, SoundEffect__Output as _downbeat_catalog_v1_SoundEffect__Output } from './downbeat/catalog/v1/SoundEffect';
import type { SoundEffectCategory as _downbeat_catalog_v1_SoundEffectCategory, SoundEffectCategory__Output as _downbeat_catalog_v1_SoundEffectCategory__Output } from './downbeat/catalog/v1/SoundEffectCategory';
import type { SoundEffectCollection as _downbeat_catalog_v1_SoundEffectCollection, SoundEffectCollection__Output as _downbeat_catalog_v1_SoundEffectCollection__Output } from './downbeat/catalog/v1/SoundEffectCollection';
import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from './downbeat/catalog/v1/Track';
import type { WatchCatalogVersionRequest as _downbeat_catalog_v1_WatchCatalogVersionRequest, WatchCatalogVersionRequest__Output as _downbeat_catalog_v1_WatchCatalogVersionRequest__Output } from './downbeat/catalog/v1/WatchCatalogVersionRequest';
import type { WatchCatalogVersionResponse as _downbeat_catalog_v1_WatchCatalogVersionResponse, WatchCatalogVersionResponse__Output as _downbeat_catalog_v1_WatchCatalogVersionResponse__Output } from './downbeat/catalog/v1/WatchCatalogVersionResponse';
import type { AggregationBucket as _downbeat_common_v1_AggregationBucket, AggregationBucket__Output as _downbeat_common_v1_AggregationBucket__Output } from './downbeat/common/v1/AggregationBucket';
import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from './downbeat/common/v1/Aggregations';
import type { GenreReference as _downbeat_common_v1_GenreReference, GenreReference__Output as _downbeat_common_v1_GenreReference__Output } from './downbeat/common/v1/GenreReference';
import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from './downbeat/common/v1/PageRequest';
import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from './downbeat/common/v1/Reference';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    catalog: {
      v1: {
        BatchGetSoundEffectsRequest: MessageTypeDefinition<_downbeat_catalog_v1_BatchGetSoundEffectsRequest, _downbeat_catalog_v1_BatchGetSoundEffectsRequest__Output>
        BatchGetSoundEffectsResponse: MessageTypeDefinition<_downbeat_catalog_v1_BatchGetSoundEffectsResponse, _downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>
        BatchGetTracksRequest: MessageTypeDefinition<_downbeat_catalog_v1_BatchGetTracksRequest, _downbeat_catalog_v1_BatchGetTracksRequest__Output>
        BatchGetTracksResponse: MessageTypeDefinition<_downbeat_catalog_v1_BatchGetTracksResponse, _downbeat_catalog_v1_BatchGetTracksResponse__Output>
        /**
         * Read access to the music catalog (tracks, collections, moods, genres) and the sound-effect
         * catalog (categories, sound effects). The owner of the Track and SoundEffect shapes: search,
         * similarity and accounts return ids, and the gateway hydrates them with BatchGetTracks /
         * BatchGetSoundEffects, so the per-partner premium flag is computed in one place.
         * Only published tracks are visible here. Unknown ids give NOT_FOUND ("Track was not found").
         */
        CatalogService: SubtypeConstructor<typeof grpc.Client, _downbeat_catalog_v1_CatalogServiceClient> & { service: _downbeat_catalog_v1_CatalogServiceDefinition }
        Collection: MessageTypeDefinition<_downbeat_catalog_v1_Collection, _downbeat_catalog_v1_Collection__Output>
        Genre: MessageTypeDefinition<_downbeat_catalog_v1_Genre, _downbeat_catalog_v1_Genre__Output>
        GetCollectionRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetCollectionRequest, _downbeat_catalog_v1_GetCollectionRequest__Output>
        GetCollectionResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetCollectionResponse, _downbeat_catalog_v1_GetCollectionResponse__Output>
        GetDownloadAccessRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetDownloadAccessRequest, _downbeat_catalog_v1_GetDownloadAccessRequest__Output>
        GetDownloadAccessResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetDownloadAccessResponse, _downbeat_catalog_v1_GetDownloadAccessResponse__Output>
        GetGenreRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetGenreRequest, _downbeat_catalog_v1_GetGenreRequest__Output>
        GetGenreResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetGenreResponse, _downbeat_catalog_v1_GetGenreResponse__Output>
        GetMoodRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetMoodRequest, _downbeat_catalog_v1_GetMoodRequest__Output>
        GetMoodResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetMoodResponse, _downbeat_catalog_v1_GetMoodResponse__Output>
        GetSoundEffectCategoryRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetSoundEffectCategoryRequest, _downbeat_catalog_v1_GetSoundEffectCategoryRequest__Output>
        GetSoundEffectCategoryResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetSoundEffectCategoryResponse, _downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>
        GetSoundEffectCollectionRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetSoundEffectCollectionRequest, _downbeat_catalog_v1_GetSoundEffectCollectionRequest__Output>
        GetSoundEffectCollectionResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetSoundEffectCollectionResponse, _downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>
        GetTrackParametersRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackParametersRequest, _downbeat_catalog_v1_GetTrackParametersRequest__Output>
        GetTrackParametersResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackParametersResponse, _downbeat_catalog_v1_GetTrackParametersResponse__Output>
        GetTrackRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackRequest, _downbeat_catalog_v1_GetTrackRequest__Output>
        GetTrackResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackResponse, _downbeat_catalog_v1_GetTrackResponse__Output>
        ListCollectionsRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListCollectionsRequest, _downbeat_catalog_v1_ListCollectionsRequest__Output>
        ListCollectionsResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListCollectionsResponse, _downbeat_catalog_v1_ListCollectionsResponse__Output>
        ListGenresRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListGenresRequest, _downbeat_catalog_v1_ListGenresRequest__Output>
        ListGenresResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListGenresResponse, _downbeat_catalog_v1_ListGenresResponse__Output>
        ListMoodsRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListMoodsRequest, _downbeat_catalog_v1_ListMoodsRequest__Output>
        ListMoodsResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListMoodsResponse, _downbeat_catalog_v1_ListMoodsResponse__Output>
        ListSoundEffectCategoriesRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectCategoriesRequest, _downbeat_catalog_v1_ListSoundEffectCategoriesRequest__Output>
        ListSoundEffectCategoriesResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse, _downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>
        ListSoundEffectCollectionsRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectCollectionsRequest, _downbeat_catalog_v1_ListSoundEffectCollectionsRequest__Output>
        ListSoundEffectCollectionsResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse, _downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>
        ListSoundEffectsRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectsRequest, _downbeat_catalog_v1_ListSoundEffectsRequest__Output>
        ListSoundEffectsResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListSoundEffectsResponse, _downbeat_catalog_v1_ListSoundEffectsResponse__Output>
        ListTracksRequest: MessageTypeDefinition<_downbeat_catalog_v1_ListTracksRequest, _downbeat_catalog_v1_ListTracksRequest__Output>
        ListTracksResponse: MessageTypeDefinition<_downbeat_catalog_v1_ListTracksResponse, _downbeat_catalog_v1_ListTracksResponse__Output>
        ListingSort: EnumTypeDefinition
        ListingType: EnumTypeDefinition
        Mood: MessageTypeDefinition<_downbeat_catalog_v1_Mood, _downbeat_catalog_v1_Mood__Output>
        SoundEffect: MessageTypeDefinition<_downbeat_catalog_v1_SoundEffect, _downbeat_catalog_v1_SoundEffect__Output>
        SoundEffectCategory: MessageTypeDefinition<_downbeat_catalog_v1_SoundEffectCategory, _downbeat_catalog_v1_SoundEffectCategory__Output>
        SoundEffectCollection: MessageTypeDefinition<_downbeat_catalog_v1_SoundEffectCollection, _downbeat_catalog_v1_SoundEffectCollection__Output>
        SoundEffectSort: EnumTypeDefinition
        Track: MessageTypeDefinition<_downbeat_catalog_v1_Track, _downbeat_catalog_v1_Track__Output>
        WatchCatalogVersionRequest: MessageTypeDefinition<_downbeat_catalog_v1_WatchCatalogVersionRequest, _downbeat_catalog_v1_WatchCatalogVersionRequest__Output>
        WatchCatalogVersionResponse: MessageTypeDefinition<_downbeat_catalog_v1_WatchCatalogVersionResponse, _downbeat_catalog_v1_WatchCatalogVersionResponse__Output>
      }
    }
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
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

