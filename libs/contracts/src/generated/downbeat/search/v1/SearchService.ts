// Original file: protos/search/v1/search.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetSearchSuggestionsRequest as _downbeat_search_v1_GetSearchSuggestionsRequest, GetSearchSuggestionsRequest__Output as _downbeat_search_v1_GetSearchSuggestionsRequest__Output } from '../../../downbeat/search/v1/GetSearchSuggestionsRequest';
import type { GetSearchSuggestionsResponse as _downbeat_search_v1_GetSearchSuggestionsResponse, GetSearchSuggestionsResponse__Output as _downbeat_search_v1_GetSearchSuggestionsResponse__Output } from '../../../downbeat/search/v1/GetSearchSuggestionsResponse';
import type { SearchSoundEffectsRequest as _downbeat_search_v1_SearchSoundEffectsRequest, SearchSoundEffectsRequest__Output as _downbeat_search_v1_SearchSoundEffectsRequest__Output } from '../../../downbeat/search/v1/SearchSoundEffectsRequest';
import type { SearchSoundEffectsResponse as _downbeat_search_v1_SearchSoundEffectsResponse, SearchSoundEffectsResponse__Output as _downbeat_search_v1_SearchSoundEffectsResponse__Output } from '../../../downbeat/search/v1/SearchSoundEffectsResponse';
import type { SearchTracksRequest as _downbeat_search_v1_SearchTracksRequest, SearchTracksRequest__Output as _downbeat_search_v1_SearchTracksRequest__Output } from '../../../downbeat/search/v1/SearchTracksRequest';
import type { SearchTracksResponse as _downbeat_search_v1_SearchTracksResponse, SearchTracksResponse__Output as _downbeat_search_v1_SearchTracksResponse__Output } from '../../../downbeat/search/v1/SearchTracksResponse';

/**
 * Full-text search over published tracks and sound effects. The indices are built from
 * catalog.tracks.v1 and catalog.sound-effects.v1. Results are ids in rank order; the gateway
 * hydrates them with catalog.v1.CatalogService.BatchGetTracks / BatchGetSoundEffects.
 * UNAVAILABLE: the search backend is down.
 */
export interface SearchServiceClient extends grpc.Client {
  /**
   * Autocomplete for the track search box.
   */
  GetSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  GetSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  GetSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  GetSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Autocomplete for the track search box.
   */
  getSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  getSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  getSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  getSearchSuggestions(argument: _downbeat_search_v1_GetSearchSuggestionsRequest, callback: grpc.requestCallback<_downbeat_search_v1_GetSearchSuggestionsResponse__Output>): grpc.ClientUnaryCall;
  
  SearchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  SearchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  SearchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  SearchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  searchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  searchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  searchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  searchSoundEffects(argument: _downbeat_search_v1_SearchSoundEffectsRequest, callback: grpc.requestCallback<_downbeat_search_v1_SearchSoundEffectsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Tracks matching a term, filtered by genre and mood, with mood and genre aggregations.
   */
  SearchTracks(argument: _downbeat_search_v1_SearchTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  SearchTracks(argument: _downbeat_search_v1_SearchTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  SearchTracks(argument: _downbeat_search_v1_SearchTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  SearchTracks(argument: _downbeat_search_v1_SearchTracksRequest, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Tracks matching a term, filtered by genre and mood, with mood and genre aggregations.
   */
  searchTracks(argument: _downbeat_search_v1_SearchTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  searchTracks(argument: _downbeat_search_v1_SearchTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  searchTracks(argument: _downbeat_search_v1_SearchTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  searchTracks(argument: _downbeat_search_v1_SearchTracksRequest, callback: grpc.requestCallback<_downbeat_search_v1_SearchTracksResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Full-text search over published tracks and sound effects. The indices are built from
 * catalog.tracks.v1 and catalog.sound-effects.v1. Results are ids in rank order; the gateway
 * hydrates them with catalog.v1.CatalogService.BatchGetTracks / BatchGetSoundEffects.
 * UNAVAILABLE: the search backend is down.
 */
export interface SearchServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Autocomplete for the track search box.
   */
  GetSearchSuggestions: grpc.handleUnaryCall<_downbeat_search_v1_GetSearchSuggestionsRequest__Output, _downbeat_search_v1_GetSearchSuggestionsResponse>;
  
  SearchSoundEffects: grpc.handleUnaryCall<_downbeat_search_v1_SearchSoundEffectsRequest__Output, _downbeat_search_v1_SearchSoundEffectsResponse>;
  
  /**
   * Tracks matching a term, filtered by genre and mood, with mood and genre aggregations.
   */
  SearchTracks: grpc.handleUnaryCall<_downbeat_search_v1_SearchTracksRequest__Output, _downbeat_search_v1_SearchTracksResponse>;
  
}

export interface SearchServiceDefinition extends grpc.ServiceDefinition {
  GetSearchSuggestions: MethodDefinition<_downbeat_search_v1_GetSearchSuggestionsRequest, _downbeat_search_v1_GetSearchSuggestionsResponse, _downbeat_search_v1_GetSearchSuggestionsRequest__Output, _downbeat_search_v1_GetSearchSuggestionsResponse__Output>
  SearchSoundEffects: MethodDefinition<_downbeat_search_v1_SearchSoundEffectsRequest, _downbeat_search_v1_SearchSoundEffectsResponse, _downbeat_search_v1_SearchSoundEffectsRequest__Output, _downbeat_search_v1_SearchSoundEffectsResponse__Output>
  SearchTracks: MethodDefinition<_downbeat_search_v1_SearchTracksRequest, _downbeat_search_v1_SearchTracksResponse, _downbeat_search_v1_SearchTracksRequest__Output, _downbeat_search_v1_SearchTracksResponse__Output>
}
