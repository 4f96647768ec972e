// Original file: protos/catalog/v1/catalog.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BatchGetSoundEffectsRequest as _downbeat_catalog_v1_BatchGetSoundEffectsRequest, BatchGetSoundEffectsRequest__Output as _downbeat_catalog_v1_BatchGetSoundEffectsRequest__Output } from '../../../downbeat/catalog/v1/BatchGetSoundEffectsRequest';
import type { BatchGetSoundEffectsResponse as _downbeat_catalog_v1_BatchGetSoundEffectsResponse, BatchGetSoundEffectsResponse__Output as _downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output } from '../../../downbeat/catalog/v1/BatchGetSoundEffectsResponse';
import type { BatchGetTracksRequest as _downbeat_catalog_v1_BatchGetTracksRequest, BatchGetTracksRequest__Output as _downbeat_catalog_v1_BatchGetTracksRequest__Output } from '../../../downbeat/catalog/v1/BatchGetTracksRequest';
import type { BatchGetTracksResponse as _downbeat_catalog_v1_BatchGetTracksResponse, BatchGetTracksResponse__Output as _downbeat_catalog_v1_BatchGetTracksResponse__Output } from '../../../downbeat/catalog/v1/BatchGetTracksResponse';
import type { GetCollectionRequest as _downbeat_catalog_v1_GetCollectionRequest, GetCollectionRequest__Output as _downbeat_catalog_v1_GetCollectionRequest__Output } from '../../../downbeat/catalog/v1/GetCollectionRequest';
import type { GetCollectionResponse as _downbeat_catalog_v1_GetCollectionResponse, GetCollectionResponse__Output as _downbeat_catalog_v1_GetCollectionResponse__Output } from '../../../downbeat/catalog/v1/GetCollectionResponse';
import type { GetDownloadAccessRequest as _downbeat_catalog_v1_GetDownloadAccessRequest, GetDownloadAccessRequest__Output as _downbeat_catalog_v1_GetDownloadAccessRequest__Output } from '../../../downbeat/catalog/v1/GetDownloadAccessRequest';
import type { GetDownloadAccessResponse as _downbeat_catalog_v1_GetDownloadAccessResponse, GetDownloadAccessResponse__Output as _downbeat_catalog_v1_GetDownloadAccessResponse__Output } from '../../../downbeat/catalog/v1/GetDownloadAccessResponse';
import type { GetGenreRequest as _downbeat_catalog_v1_GetGenreRequest, GetGenreRequest__Output as _downbeat_catalog_v1_GetGenreRequest__Output } from '../../../downbeat/catalog/v1/GetGenreRequest';
import type { GetGenreResponse as _downbeat_catalog_v1_GetGenreResponse, GetGenreResponse__Output as _downbeat_catalog_v1_GetGenreResponse__Output } from '../../../downbeat/catalog/v1/GetGenreResponse';
import type { GetMoodRequest as _downbeat_catalog_v1_GetMoodRequest, GetMoodRequest__Output as _downbeat_catalog_v1_GetMoodRequest__Output } from '../../../downbeat/catalog/v1/GetMoodRequest';
import type { GetMoodResponse as _downbeat_catalog_v1_GetMoodResponse, GetMoodResponse__Output as _downbeat_catalog_v1_GetMoodResponse__Output } from '../../../downbeat/catalog/v1/GetMoodResponse';
import type { GetSoundEffectCategoryRequest as _downbeat_catalog_v1_GetSoundEffectCategoryRequest, GetSoundEffectCategoryRequest__Output as _downbeat_catalog_v1_GetSoundEffectCategoryRequest__Output } from '../../../downbeat/catalog/v1/GetSoundEffectCategoryRequest';
import type { GetSoundEffectCategoryResponse as _downbeat_catalog_v1_GetSoundEffectCategoryResponse, GetSoundEffectCategoryResponse__Output as _downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output } from '../../../downbeat/catalog/v1/GetSoundEffectCategoryResponse';
import type { GetSoundEffectCollectionRequest as _downbeat_catalog_v1_GetSoundEffectCollectionRequest, GetSoundEffectCollectionRequest__Output as _downbeat_catalog_v1_GetSoundEffectCollectionRequest__Output } from '../../../downbeat/catalog/v1/GetSoundEffectCollectionRequest';
import type { GetSoundEffectCollectionResponse as _downbeat_catalog_v1_GetSoundEffectCollectionResponse, GetSoundEffectCollectionResponse__Output as _downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output } from '../../../downbeat/catalog/v1/GetSoundEffectCollectionResponse';
import type { GetTrackParametersRequest as _downbeat_catalog_v1_GetTrackParametersRequest, GetTrackParametersRequest__Output as _downbeat_catalog_v1_GetTrackParametersRequest__Output } from '../../../downbeat/catalog/v1/GetTrackParametersRequest';
import type { GetTrackParametersResponse as _downbeat_catalog_v1_GetTrackParametersResponse, GetTrackParametersResponse__Output as _downbeat_catalog_v1_GetTrackParametersResponse__Output } from '../../../downbeat/catalog/v1/GetTrackParametersResponse';
import type { GetTrackRequest as _downbeat_catalog_v1_GetTrackRequest, GetTrackRequest__Output as _downbeat_catalog_v1_GetTrackRequest__Output } from '../../../downbeat/catalog/v1/GetTrackRequest';
import type { GetTrackResponse as _downbeat_catalog_v1_GetTrackResponse, GetTrackResponse__Output as _downbeat_catalog_v1_GetTrackResponse__Output } from '../../../downbeat/catalog/v1/GetTrackResponse';
import type { ListCollectionsRequest as _downbeat_catalog_v1_ListCollectionsRequest, ListCollectionsRequest__Output as _downbeat_catalog_v1_ListCollectionsRequest__Output } from '../../../downbeat/catalog/v1/ListCollectionsRequest';
import type { ListCollectionsResponse as _downbeat_catalog_v1_ListCollectionsResponse, ListCollectionsResponse__Output as _downbeat_catalog_v1_ListCollectionsResponse__Output } from '../../../downbeat/catalog/v1/ListCollectionsResponse';
import type { ListGenresRequest as _downbeat_catalog_v1_ListGenresRequest, ListGenresRequest__Output as _downbeat_catalog_v1_ListGenresRequest__Output } from '../../../downbeat/catalog/v1/ListGenresRequest';
import type { ListGenresResponse as _downbeat_catalog_v1_ListGenresResponse, ListGenresResponse__Output as _downbeat_catalog_v1_ListGenresResponse__Output } from '../../../downbeat/catalog/v1/ListGenresResponse';
import type { ListMoodsRequest as _downbeat_catalog_v1_ListMoodsRequest, ListMoodsRequest__Output as _downbeat_catalog_v1_ListMoodsRequest__Output } from '../../../downbeat/catalog/v1/ListMoodsRequest';
import type { ListMoodsResponse as _downbeat_catalog_v1_ListMoodsResponse, ListMoodsResponse__Output as _downbeat_catalog_v1_ListMoodsResponse__Output } from '../../../downbeat/catalog/v1/ListMoodsResponse';
import type { ListSoundEffectCategoriesRequest as _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, ListSoundEffectCategoriesRequest__Output as _downbeat_catalog_v1_ListSoundEffectCategoriesRequest__Output } from '../../../downbeat/catalog/v1/ListSoundEffectCategoriesRequest';
import type { ListSoundEffectCategoriesResponse as _downbeat_catalog_v1_ListSoundEffectCategoriesResponse, ListSoundEffectCategoriesResponse__Output as _downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output } from '../../../downbeat/catalog/v1/ListSoundEffectCategoriesResponse';
import type { ListSoundEffectCollectionsRequest as _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, ListSoundEffectCollectionsRequest__Output as _downbeat_catalog_v1_ListSoundEffectCollectionsRequest__Output } from '../../../downbeat/catalog/v1/ListSoundEffectCollectionsRequest';
import type { ListSoundEffectCollectionsResponse as _downbeat_catalog_v1_ListSoundEffectCollectionsResponse, ListSoundEffectCollectionsResponse__Output as _downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output } from '../../../downbeat/catalog/v1/ListSoundEffectCollectionsResponse';
import type { ListSoundEffectsRequest as _downbeat_catalog_v1_ListSoundEffectsRequest, ListSoundEffectsRequest__Output as _downbeat_catalog_v1_ListSoundEffectsRequest__Output } from '../../../downbeat/catalog/v1/ListSoundEffectsRequest';
import type { ListSoundEffectsResponse as _downbeat_catalog_v1_ListSoundEffectsResponse, ListSoundEffectsResponse__Output as _downbeat_catalog_v1_ListSoundEffectsResponse__Output } from '../../../downbeat/catalog/v1/ListSoundEffectsResponse';
import type { ListTracksRequest as _downbeat_catalog_v1_ListTracksRequest, ListTracksRequest__Output as _downbeat_catalog_v1_ListTracksRequest__Output } from '../../../downbeat/catalog/v1/ListTracksRequest';
import type { ListTracksResponse as _downbeat_catalog_v1_ListTracksResponse, ListTracksResponse__Output as _downbeat_catalog_v1_ListTracksResponse__Output } from '../../../downbeat/catalog/v1/ListTracksResponse';
import type { WatchCatalogVersionRequest as _downbeat_catalog_v1_WatchCatalogVersionRequest, WatchCatalogVersionRequest__Output as _downbeat_catalog_v1_WatchCatalogVersionRequest__Output } from '../../../downbeat/catalog/v1/WatchCatalogVersionRequest';
import type { WatchCatalogVersionResponse as _downbeat_catalog_v1_WatchCatalogVersionResponse, WatchCatalogVersionResponse__Output as _downbeat_catalog_v1_WatchCatalogVersionResponse__Output } from '../../../downbeat/catalog/v1/WatchCatalogVersionResponse';

/**
 * Read access to the music catalog (tracks, collections, moods, genres) and the sound-effect
 * catalog (categories, sound effects). The owner of the Track and SoundEffect shapes: search,
 * similarity and accounts return ids, and the gateway hydrates them with BatchGetTracks /
 * BatchGetSoundEffects, so the per-partner premium flag is computed in one place.
 * Only published tracks are visible here. Unknown ids give NOT_FOUND ("Track was not found").
 */
export interface CatalogServiceClient extends grpc.Client {
  /**
   * Sound effects in bulk, in request order; unknown ids are left out and listed as missing.
   */
  BatchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  BatchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  BatchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  BatchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sound effects in bulk, in request order; unknown ids are left out and listed as missing.
   */
  batchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  batchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  batchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  batchGetSoundEffects(argument: _downbeat_catalog_v1_BatchGetSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Track metadata in bulk, in request order; unknown ids are left out and listed as missing.
   */
  BatchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  BatchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  BatchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  BatchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Track metadata in bulk, in request order; unknown ids are left out and listed as missing.
   */
  batchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  batchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  batchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  batchGetTracks(argument: _downbeat_catalog_v1_BatchGetTracksRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_BatchGetTracksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One collection with its tracks paged.
   */
  GetCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One collection with its tracks paged.
   */
  getCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _downbeat_catalog_v1_GetCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetCollectionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Whether the partner's user may download the track (its MP3 or a version of it): a track in
   * the partner's free tier for every user, a premium one (is_preview_only) only for a user with
   * premium access (accounts' premium_access, asked only for premium tracks). A refusal is an
   * answer (may_download false), not an error. NOT_FOUND: unknown or unpublished track ("Track was
   * not found"); for a premium track, a user accounts does not know ("User was not found").
   */
  GetDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Whether the partner's user may download the track (its MP3 or a version of it): a track in
   * the partner's free tier for every user, a premium one (is_preview_only) only for a user with
   * premium access (accounts' premium_access, asked only for premium tracks). A refusal is an
   * answer (may_download false), not an error. NOT_FOUND: unknown or unpublished track ("Track was
   * not found"); for a premium track, a user accounts does not know ("User was not found").
   */
  getDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  getDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  getDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  getDownloadAccess(argument: _downbeat_catalog_v1_GetDownloadAccessRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetDownloadAccessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One genre with its parent, children and (when include_tracks is set) tracks paged.
   */
  GetGenre(argument: _downbeat_catalog_v1_GetGenreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  GetGenre(argument: _downbeat_catalog_v1_GetGenreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  GetGenre(argument: _downbeat_catalog_v1_GetGenreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  GetGenre(argument: _downbeat_catalog_v1_GetGenreRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One genre with its parent, children and (when include_tracks is set) tracks paged.
   */
  getGenre(argument: _downbeat_catalog_v1_GetGenreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  getGenre(argument: _downbeat_catalog_v1_GetGenreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  getGenre(argument: _downbeat_catalog_v1_GetGenreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  getGenre(argument: _downbeat_catalog_v1_GetGenreRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetGenreResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One mood, with its tracks paged when include_tracks is set.
   */
  GetMood(argument: _downbeat_catalog_v1_GetMoodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  GetMood(argument: _downbeat_catalog_v1_GetMoodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  GetMood(argument: _downbeat_catalog_v1_GetMoodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  GetMood(argument: _downbeat_catalog_v1_GetMoodRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One mood, with its tracks paged when include_tracks is set.
   */
  getMood(argument: _downbeat_catalog_v1_GetMoodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  getMood(argument: _downbeat_catalog_v1_GetMoodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  getMood(argument: _downbeat_catalog_v1_GetMoodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  getMood(argument: _downbeat_catalog_v1_GetMoodRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetMoodResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One category with parent and children. NOT_FOUND: "Category was not found".
   */
  GetSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One category with parent and children. NOT_FOUND: "Category was not found".
   */
  getSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCategory(argument: _downbeat_catalog_v1_GetSoundEffectCategoryRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One sound-effect collection with a page of its sound effects, in the collection's order.
   * NOT_FOUND: "Sound effect collection was not found".
   */
  GetSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  GetSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One sound-effect collection with a page of its sound effects, in the collection's order.
   * NOT_FOUND: "Sound effect collection was not found".
   */
  getSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  getSoundEffectCollection(argument: _downbeat_catalog_v1_GetSoundEffectCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One track. NOT_FOUND: unknown or unpublished track.
   */
  GetTrack(argument: _downbeat_catalog_v1_GetTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  GetTrack(argument: _downbeat_catalog_v1_GetTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  GetTrack(argument: _downbeat_catalog_v1_GetTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  GetTrack(argument: _downbeat_catalog_v1_GetTrackRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One track. NOT_FOUND: unknown or unpublished track.
   */
  getTrack(argument: _downbeat_catalog_v1_GetTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  getTrack(argument: _downbeat_catalog_v1_GetTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  getTrack(argument: _downbeat_catalog_v1_GetTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  getTrack(argument: _downbeat_catalog_v1_GetTrackRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Every genre and mood a track filter may use.
   */
  GetTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  GetTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  GetTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  GetTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Every genre and mood a track filter may use.
   */
  getTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  getTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  getTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  getTrackParameters(argument: _downbeat_catalog_v1_GetTrackParametersRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackParametersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Collections: the partner's free-tier collections first (in the partner's order), then all
   * collections. Each carries at most 20 tracks unless exclude_tracks is set.
   */
  ListCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Collections: the partner's free-tier collections first (in the partner's order), then all
   * collections. Each carries at most 20 tracks unless exclude_tracks is set.
   */
  listCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _downbeat_catalog_v1_ListCollectionsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListCollectionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Genres list; parent genres carry cover art.
   */
  ListGenres(argument: _downbeat_catalog_v1_ListGenresRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  ListGenres(argument: _downbeat_catalog_v1_ListGenresRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  ListGenres(argument: _downbeat_catalog_v1_ListGenresRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  ListGenres(argument: _downbeat_catalog_v1_ListGenresRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Genres list; parent genres carry cover art.
   */
  listGenres(argument: _downbeat_catalog_v1_ListGenresRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  listGenres(argument: _downbeat_catalog_v1_ListGenresRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  listGenres(argument: _downbeat_catalog_v1_ListGenresRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  listGenres(argument: _downbeat_catalog_v1_ListGenresRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListGenresResponse__Output>): grpc.ClientUnaryCall;
  
  ListMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  ListMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  ListMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  ListMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  listMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  listMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  listMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  listMoods(argument: _downbeat_catalog_v1_ListMoodsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListMoodsResponse__Output>): grpc.ClientUnaryCall;
  
  ListSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCategories(argument: _downbeat_catalog_v1_ListSoundEffectCategoriesRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sound-effect collections (the reference API's), by name; each carries at most 20 of its sound
   * effects unless exclude_sound_effects is set. Imported as `soundEffectCollection` records.
   */
  ListSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sound-effect collections (the reference API's), by name; each carries at most 20 of its sound
   * effects unless exclude_sound_effects is set. Imported as `soundEffectCollection` records.
   */
  listSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffectCollections(argument: _downbeat_catalog_v1_ListSoundEffectCollectionsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sound effects in a category. NOT_FOUND: unknown category.
   */
  ListSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  ListSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sound effects in a category. NOT_FOUND: unknown category.
   */
  listSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  listSoundEffects(argument: _downbeat_catalog_v1_ListSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Tracks filtered by genre, mood and BPM range.
   */
  ListTracks(argument: _downbeat_catalog_v1_ListTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  ListTracks(argument: _downbeat_catalog_v1_ListTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  ListTracks(argument: _downbeat_catalog_v1_ListTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  ListTracks(argument: _downbeat_catalog_v1_ListTracksRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Tracks filtered by genre, mood and BPM range.
   */
  listTracks(argument: _downbeat_catalog_v1_ListTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  listTracks(argument: _downbeat_catalog_v1_ListTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  listTracks(argument: _downbeat_catalog_v1_ListTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  listTracks(argument: _downbeat_catalog_v1_ListTracksRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ListTracksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The version of what this replica's reads answer from: sent at once, then after every change
   * (imports, other replicas' writes, reloads). Callers that cache reads (the gateway) keep an
   * entry only while the version it was read at is current. Ends when the replica shuts down.
   */
  WatchCatalogVersion(argument: _downbeat_catalog_v1_WatchCatalogVersionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_catalog_v1_WatchCatalogVersionResponse__Output>;
  WatchCatalogVersion(argument: _downbeat_catalog_v1_WatchCatalogVersionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_catalog_v1_WatchCatalogVersionResponse__Output>;
  /**
   * The version of what this replica's reads answer from: sent at once, then after every change
   * (imports, other replicas' writes, reloads). Callers that cache reads (the gateway) keep an
   * entry only while the version it was read at is current. Ends when the replica shuts down.
   */
  watchCatalogVersion(argument: _downbeat_catalog_v1_WatchCatalogVersionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_catalog_v1_WatchCatalogVersionResponse__Output>;
  watchCatalogVersion(argument: _downbeat_catalog_v1_WatchCatalogVersionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_downbeat_catalog_v1_WatchCatalogVersionResponse__Output>;
  
}

/**
 * Read access to the music catalog (tracks, collections, moods, genres) and the sound-effect
 * catalog (categories, sound effects). The owner of the Track and SoundEffect shapes: search,
 * similarity and accounts return ids, and the gateway hydrates them with BatchGetTracks /
 * BatchGetSoundEffects, so the per-partner premium flag is computed in one place.
 * Only published tracks are visible here. Unknown ids give NOT_FOUND ("Track was not found").
 */
export interface CatalogServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Sound effects in bulk, in request order; unknown ids are left out and listed as missing.
   */
  BatchGetSoundEffects: grpc.handleUnaryCall<_downbeat_catalog_v1_BatchGetSoundEffectsRequest__Output, _downbeat_catalog_v1_BatchGetSoundEffectsResponse>;
  
  /**
   * Track metadata in bulk, in request order; unknown ids are left out and listed as missing.
   */
  BatchGetTracks: grpc.handleUnaryCall<_downbeat_catalog_v1_BatchGetTracksRequest__Output, _downbeat_catalog_v1_BatchGetTracksResponse>;
  
  /**
   * One collection with its tracks paged.
   */
  GetCollection: grpc.handleUnaryCall<_downbeat_catalog_v1_GetCollectionRequest__Output, _downbeat_catalog_v1_GetCollectionResponse>;
  
  /**
   * Whether the partner's user may download the track (its MP3 or a version of it): a track in
   * the partner's free tier for every user, a premium one (is_preview_only) only for a user with
   * premium access (accounts' premium_access, asked only for premium tracks). A refusal is an
   * answer (may_download false), not an error. NOT_FOUND: unknown or unpublished track ("Track was
   * not found"); for a premium track, a user accounts does not know ("User was not found").
   */
  GetDownloadAccess: grpc.handleUnaryCall<_downbeat_catalog_v1_GetDownloadAccessRequest__Output, _downbeat_catalog_v1_GetDownloadAccessResponse>;
  
  /**
   * One genre with its parent, children and (when include_tracks is set) tracks paged.
   */
  GetGenre: grpc.handleUnaryCall<_downbeat_catalog_v1_GetGenreRequest__Output, _downbeat_catalog_v1_GetGenreResponse>;
  
  /**
   * One mood, with its tracks paged when include_tracks is set.
   */
  GetMood: grpc.handleUnaryCall<_downbeat_catalog_v1_GetMoodRequest__Output, _downbeat_catalog_v1_GetMoodResponse>;
  
  /**
   * One category with parent and children. NOT_FOUND: "Category was not found".
   */
  GetSoundEffectCategory: grpc.handleUnaryCall<_downbeat_catalog_v1_GetSoundEffectCategoryRequest__Output, _downbeat_catalog_v1_GetSoundEffectCategoryResponse>;
  
  /**
   * One sound-effect collection with a page of its sound effects, in the collection's order.
   * NOT_FOUND: "Sound effect collection was not found".
   */
  GetSoundEffectCollection: grpc.handleUnaryCall<_downbeat_catalog_v1_GetSoundEffectCollectionRequest__Output, _downbeat_catalog_v1_GetSoundEffectCollectionResponse>;
  
  /**
   * One track. NOT_FOUND: unknown or unpublished track.
   */
  GetTrack: grpc.handleUnaryCall<_downbeat_catalog_v1_GetTrackRequest__Output, _downbeat_catalog_v1_GetTrackResponse>;
  
  /**
   * Every genre and mood a track filter may use.
   */
  GetTrackParameters: grpc.handleUnaryCall<_downbeat_catalog_v1_GetTrackParametersRequest__Output, _downbeat_catalog_v1_GetTrackParametersResponse>;
  
  /**
   * Collections: the partner's free-tier collections first (in the partner's order), then all
   * collections. Each carries at most 20 tracks unless exclude_tracks is set.
   */
  ListCollections: grpc.handleUnaryCall<_downbeat_catalog_v1_ListCollectionsRequest__Output, _downbeat_catalog_v1_ListCollectionsResponse>;
  
  /**
   * Genres list; parent genres carry cover art.
   */
  ListGenres: grpc.handleUnaryCall<_downbeat_catalog_v1_ListGenresRequest__Output, _downbeat_catalog_v1_ListGenresResponse>;
  
  ListMoods: grpc.handleUnaryCall<_downbeat_catalog_v1_ListMoodsRequest__Output, _downbeat_catalog_v1_ListMoodsResponse>;
  
  ListSoundEffectCategories: grpc.handleUnaryCall<_downbeat_catalog_v1_ListSoundEffectCategoriesRequest__Output, _downbeat_catalog_v1_ListSoundEffectCategoriesResponse>;
  
  /**
   * Sound-effect collections (the reference API's), by name; each carries at most 20 of its sound
   * effects unless exclude_sound_effects is set. Imported as `soundEffectCollection` records.
   */
  ListSoundEffectCollections: grpc.handleUnaryCall<_downbeat_catalog_v1_ListSoundEffectCollectionsRequest__Output, _downbeat_catalog_v1_ListSoundEffectCollectionsResponse>;
  
  /**
   * Sound effects in a category. NOT_FOUND: unknown category.
   */
  ListSoundEffects: grpc.handleUnaryCall<_downbeat_catalog_v1_ListSoundEffectsRequest__Output, _downbeat_catalog_v1_ListSoundEffectsResponse>;
  
  /**
   * Tracks filtered by genre, mood and BPM range.
   */
  ListTracks: grpc.handleUnaryCall<_downbeat_catalog_v1_ListTracksRequest__Output, _downbeat_catalog_v1_ListTracksResponse>;
  
  /**
   * The version of what this replica's reads answer from: sent at once, then after every change
   * (imports, other replicas' writes, reloads). Callers that cache reads (the gateway) keep an
   * entry only while the version it was read at is current. Ends when the replica shuts down.
   */
  WatchCatalogVersion: grpc.handleServerStreamingCall<_downbeat_catalog_v1_WatchCatalogVersionRequest__Output, _downbeat_catalog_v1_WatchCatalogVersionResponse>;
  
}

export interface CatalogServiceDefinition extends grpc.ServiceDefinition {
  BatchGetSoundEffects: MethodDefinition<_downbeat_catalog_v1_BatchGetSoundEffectsRequest, _downbeat_catalog_v1_BatchGetSoundEffectsResponse, _downbeat_catalog_v1_BatchGetSoundEffectsRequest__Output, _downbeat_catalog_v1_BatchGetSoundEffectsResponse__Output>
  BatchGetTracks: MethodDefinition<_downbeat_catalog_v1_BatchGetTracksRequest, _downbeat_catalog_v1_BatchGetTracksResponse, _downbeat_catalog_v1_BatchGetTracksRequest__Output, _downbeat_catalog_v1_BatchGetTracksResponse__Output>
  GetCollection: MethodDefinition<_downbeat_catalog_v1_GetCollectionRequest, _downbeat_catalog_v1_GetCollectionResponse, _downbeat_catalog_v1_GetCollectionRequest__Output, _downbeat_catalog_v1_GetCollectionResponse__Output>
  GetDownloadAccess: MethodDefinition<_downbeat_catalog_v1_GetDownloadAccessRequest, _downbeat_catalog_v1_GetDownloadAccessResponse, _downbeat_catalog_v1_GetDownloadAccessRequest__Output, _downbeat_catalog_v1_GetDownloadAccessResponse__Output>
  GetGenre: MethodDefinition<_downbeat_catalog_v1_GetGenreRequest, _downbeat_catalog_v1_GetGenreResponse, _downbeat_catalog_v1_GetGenreRequest__Output, _downbeat_catalog_v1_GetGenreResponse__Output>
  GetMood: MethodDefinition<_downbeat_catalog_v1_GetMoodRequest, _downbeat_catalog_v1_GetMoodResponse, _downbeat_catalog_v1_GetMoodRequest__Output, _downbeat_catalog_v1_GetMoodResponse__Output>
  GetSoundEffectCategory: MethodDefinition<_downbeat_catalog_v1_GetSoundEffectCategoryRequest, _downbeat_catalog_v1_GetSoundEffectCategoryResponse, _downbeat_catalog_v1_GetSoundEffectCategoryRequest__Output, _downbeat_catalog_v1_GetSoundEffectCategoryResponse__Output>
  GetSoundEffectCollection: MethodDefinition<_downbeat_catalog_v1_GetSoundEffectCollectionRequest, _downbeat_catalog_v1_GetSoundEffectCollectionResponse, _downbeat_catalog_v1_GetSoundEffectCollectionRequest__Output, _downbeat_catalog_v1_GetSoundEffectCollectionResponse__Output>
  GetTrack: MethodDefinition<_downbeat_catalog_v1_GetTrackRequest, _downbeat_catalog_v1_GetTrackResponse, _downbeat_catalog_v1_GetTrackRequest__Output, _downbeat_catalog_v1_GetTrackResponse__Output>
  GetTrackParameters: MethodDefinition<_downbeat_catalog_v1_GetTrackParametersRequest, _downbeat_catalog_v1_GetTrackParametersResponse, _downbeat_catalog_v1_GetTrackParametersRequest__Output, _downbeat_catalog_v1_GetTrackParametersResponse__Output>
  ListCollections: MethodDefinition<_downbeat_catalog_v1_ListCollectionsRequest, _downbeat_catalog_v1_ListCollectionsResponse, _downbeat_catalog_v1_ListCollectionsRequest__Output, _downbeat_catalog_v1_ListCollectionsResponse__Output>
  ListGenres: MethodDefinition<_downbeat_catalog_v1_ListGenresRequest, _downbeat_catalog_v1_ListGenresResponse, _downbeat_catalog_v1_ListGenresRequest__Output, _downbeat_catalog_v1_ListGenresResponse__Output>
  ListMoods: MethodDefinition<_downbeat_catalog_v1_ListMoodsRequest, _downbeat_catalog_v1_ListMoodsResponse, _downbeat_catalog_v1_ListMoodsRequest__Output, _downbeat_catalog_v1_ListMoodsResponse__Output>
  ListSoundEffectCategories: MethodDefinition<_downbeat_catalog_v1_ListSoundEffectCategoriesRequest, _downbeat_catalog_v1_ListSoundEffectCategoriesResponse, _downbeat_catalog_v1_ListSoundEffectCategoriesRequest__Output, _downbeat_catalog_v1_ListSoundEffectCategoriesResponse__Output>
  ListSoundEffectCollections: MethodDefinition<_downbeat_catalog_v1_ListSoundEffectCollectionsRequest, _downbeat_catalog_v1_ListSoundEffectCollectionsResponse, _downbeat_catalog_v1_ListSoundEffectCollectionsRequest__Output, _downbeat_catalog_v1_ListSoundEffectCollectionsResponse__Output>
  ListSoundEffects: MethodDefinition<_downbeat_catalog_v1_ListSoundEffectsRequest, _downbeat_catalog_v1_ListSoundEffectsResponse, _downbeat_catalog_v1_ListSoundEffectsRequest__Output, _downbeat_catalog_v1_ListSoundEffectsResponse__Output>
  ListTracks: MethodDefinition<_downbeat_catalog_v1_ListTracksRequest, _downbeat_catalog_v1_ListTracksResponse, _downbeat_catalog_v1_ListTracksRequest__Output, _downbeat_catalog_v1_ListTracksResponse__Output>
  WatchCatalogVersion: MethodDefinition<_downbeat_catalog_v1_WatchCatalogVersionRequest, _downbeat_catalog_v1_WatchCatalogVersionResponse, _downbeat_catalog_v1_WatchCatalogVersionRequest__Output, _downbeat_catalog_v1_WatchCatalogVersionResponse__Output>
}
