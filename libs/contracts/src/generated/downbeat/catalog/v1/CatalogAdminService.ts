// Original file: protos/catalog/v1/catalog_admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetTrackIngestStatusRequest as _downbeat_catalog_v1_GetTrackIngestStatusRequest, GetTrackIngestStatusRequest__Output as _downbeat_catalog_v1_GetTrackIngestStatusRequest__Output } from '../../../downbeat/catalog/v1/GetTrackIngestStatusRequest';
import type { GetTrackIngestStatusResponse as _downbeat_catalog_v1_GetTrackIngestStatusResponse, GetTrackIngestStatusResponse__Output as _downbeat_catalog_v1_GetTrackIngestStatusResponse__Output } from '../../../downbeat/catalog/v1/GetTrackIngestStatusResponse';
import type { ImportRecordsRequest as _downbeat_catalog_v1_ImportRecordsRequest, ImportRecordsRequest__Output as _downbeat_catalog_v1_ImportRecordsRequest__Output } from '../../../downbeat/catalog/v1/ImportRecordsRequest';
import type { ImportRecordsResponse as _downbeat_catalog_v1_ImportRecordsResponse, ImportRecordsResponse__Output as _downbeat_catalog_v1_ImportRecordsResponse__Output } from '../../../downbeat/catalog/v1/ImportRecordsResponse';
import type { IngestSoundEffectRequest as _downbeat_catalog_v1_IngestSoundEffectRequest, IngestSoundEffectRequest__Output as _downbeat_catalog_v1_IngestSoundEffectRequest__Output } from '../../../downbeat/catalog/v1/IngestSoundEffectRequest';
import type { IngestSoundEffectResponse as _downbeat_catalog_v1_IngestSoundEffectResponse, IngestSoundEffectResponse__Output as _downbeat_catalog_v1_IngestSoundEffectResponse__Output } from '../../../downbeat/catalog/v1/IngestSoundEffectResponse';
import type { IngestTrackRequest as _downbeat_catalog_v1_IngestTrackRequest, IngestTrackRequest__Output as _downbeat_catalog_v1_IngestTrackRequest__Output } from '../../../downbeat/catalog/v1/IngestTrackRequest';
import type { IngestTrackResponse as _downbeat_catalog_v1_IngestTrackResponse, IngestTrackResponse__Output as _downbeat_catalog_v1_IngestTrackResponse__Output } from '../../../downbeat/catalog/v1/IngestTrackResponse';
import type { UpsertCollectionRequest as _downbeat_catalog_v1_UpsertCollectionRequest, UpsertCollectionRequest__Output as _downbeat_catalog_v1_UpsertCollectionRequest__Output } from '../../../downbeat/catalog/v1/UpsertCollectionRequest';
import type { UpsertCollectionResponse as _downbeat_catalog_v1_UpsertCollectionResponse, UpsertCollectionResponse__Output as _downbeat_catalog_v1_UpsertCollectionResponse__Output } from '../../../downbeat/catalog/v1/UpsertCollectionResponse';
import type { UpsertGenreRequest as _downbeat_catalog_v1_UpsertGenreRequest, UpsertGenreRequest__Output as _downbeat_catalog_v1_UpsertGenreRequest__Output } from '../../../downbeat/catalog/v1/UpsertGenreRequest';
import type { UpsertGenreResponse as _downbeat_catalog_v1_UpsertGenreResponse, UpsertGenreResponse__Output as _downbeat_catalog_v1_UpsertGenreResponse__Output } from '../../../downbeat/catalog/v1/UpsertGenreResponse';
import type { UpsertMoodRequest as _downbeat_catalog_v1_UpsertMoodRequest, UpsertMoodRequest__Output as _downbeat_catalog_v1_UpsertMoodRequest__Output } from '../../../downbeat/catalog/v1/UpsertMoodRequest';
import type { UpsertMoodResponse as _downbeat_catalog_v1_UpsertMoodResponse, UpsertMoodResponse__Output as _downbeat_catalog_v1_UpsertMoodResponse__Output } from '../../../downbeat/catalog/v1/UpsertMoodResponse';
import type { UpsertSoundEffectCategoryRequest as _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, UpsertSoundEffectCategoryRequest__Output as _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest__Output } from '../../../downbeat/catalog/v1/UpsertSoundEffectCategoryRequest';
import type { UpsertSoundEffectCategoryResponse as _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse, UpsertSoundEffectCategoryResponse__Output as _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output } from '../../../downbeat/catalog/v1/UpsertSoundEffectCategoryResponse';

/**
 * Writes to the catalog, used by the ingest CLI (`downbeat ingest <folder>`) and the demo
 * generator. Never exposed through the public gateway. Every write is idempotent and emits the
 * entity's full state on its topic (catalog.tracks.v1, catalog.sound-effects.v1).
 */
export interface CatalogAdminServiceClient extends grpc.Client {
  /**
   * Where an ingested track stands, for the ingest CLI's progress. NOT_FOUND: unknown track.
   */
  GetTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  GetTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  GetTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  GetTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Where an ingested track stands, for the ingest CLI's progress. NOT_FOUND: unknown track.
   */
  getTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  getTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  getTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  getTrackIngestStatus(argument: _downbeat_catalog_v1_GetTrackIngestStatusRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Upserts records of the catalog import format (NDJSON, services/catalog/README.md), in the
   * order given: genres, moods, collections, tracks, sound-effect categories and sound effects,
   * each idempotent by its id. A bad record never fails the batch: it is skipped and reported
   * with its line; the good ones are written. An unchanged record is neither written nor
   * published again.
   */
  ImportRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  ImportRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  ImportRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  ImportRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Upserts records of the catalog import format (NDJSON, services/catalog/README.md), in the
   * order given: genres, moods, collections, tracks, sound-effect categories and sound effects,
   * each idempotent by its id. A bad record never fails the batch: it is skipped and reported
   * with its line; the good ones are written. An unchanged record is neither written nor
   * published again.
   */
  importRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  importRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  importRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  importRecords(argument: _downbeat_catalog_v1_ImportRecordsRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_ImportRecordsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Registers a sound effect from its master file; idempotent by id (given, else derived from the
   * master checksum) like tracks. PROCESSING until media has rendered it, then PUBLISHED: a
   * repeated call answers where it stands (and asks media again while it is processing).
   */
  IngestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  IngestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  IngestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  IngestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Registers a sound effect from its master file; idempotent by id (given, else derived from the
   * master checksum) like tracks. PROCESSING until media has rendered it, then PUBLISHED: a
   * repeated call answers where it stands (and asks media again while it is processing).
   */
  ingestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  ingestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  ingestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  ingestSoundEffect(argument: _downbeat_catalog_v1_IngestSoundEffectRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestSoundEffectResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Registers a track from its master file. The same master checksum always yields the same
   * track (the id given, else one derived from the checksum): a repeated ingest updates the
   * metadata and returns the existing id. A new track starts PROCESSING and becomes PUBLISHED
   * when media's analysis arrives (media.track-analysis.v1).
   */
  IngestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  IngestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  IngestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  IngestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Registers a track from its master file. The same master checksum always yields the same
   * track (the id given, else one derived from the checksum): a repeated ingest updates the
   * metadata and returns the existing id. A new track starts PROCESSING and becomes PUBLISHED
   * when media's analysis arrives (media.track-analysis.v1).
   */
  ingestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  ingestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  ingestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  ingestTrack(argument: _downbeat_catalog_v1_IngestTrackRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_IngestTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates or replaces a collection and the order of its tracks.
   */
  UpsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  UpsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  UpsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  UpsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates or replaces a collection and the order of its tracks.
   */
  upsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  upsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  upsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  upsertCollection(argument: _downbeat_catalog_v1_UpsertCollectionRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertCollectionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * INVALID_ARGUMENT: the parent is unknown or itself a child (genres nest one level).
   */
  UpsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  UpsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  UpsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  UpsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  /**
   * INVALID_ARGUMENT: the parent is unknown or itself a child (genres nest one level).
   */
  upsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  upsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  upsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  upsertGenre(argument: _downbeat_catalog_v1_UpsertGenreRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertGenreResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  UpsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  UpsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  UpsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  upsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  upsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  upsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  upsertMood(argument: _downbeat_catalog_v1_UpsertMoodRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertMoodResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  UpsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  UpsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  UpsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  upsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  upsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  upsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  upsertSoundEffectCategory(argument: _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, callback: grpc.requestCallback<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Writes to the catalog, used by the ingest CLI (`downbeat ingest <folder>`) and the demo
 * generator. Never exposed through the public gateway. Every write is idempotent and emits the
 * entity's full state on its topic (catalog.tracks.v1, catalog.sound-effects.v1).
 */
export interface CatalogAdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Where an ingested track stands, for the ingest CLI's progress. NOT_FOUND: unknown track.
   */
  GetTrackIngestStatus: grpc.handleUnaryCall<_downbeat_catalog_v1_GetTrackIngestStatusRequest__Output, _downbeat_catalog_v1_GetTrackIngestStatusResponse>;
  
  /**
   * Upserts records of the catalog import format (NDJSON, services/catalog/README.md), in the
   * order given: genres, moods, collections, tracks, sound-effect categories and sound effects,
   * each idempotent by its id. A bad record never fails the batch: it is skipped and reported
   * with its line; the good ones are written. An unchanged record is neither written nor
   * published again.
   */
  ImportRecords: grpc.handleUnaryCall<_downbeat_catalog_v1_ImportRecordsRequest__Output, _downbeat_catalog_v1_ImportRecordsResponse>;
  
  /**
   * Registers a sound effect from its master file; idempotent by id (given, else derived from the
   * master checksum) like tracks. PROCESSING until media has rendered it, then PUBLISHED: a
   * repeated call answers where it stands (and asks media again while it is processing).
   */
  IngestSoundEffect: grpc.handleUnaryCall<_downbeat_catalog_v1_IngestSoundEffectRequest__Output, _downbeat_catalog_v1_IngestSoundEffectResponse>;
  
  /**
   * Registers a track from its master file. The same master checksum always yields the same
   * track (the id given, else one derived from the checksum): a repeated ingest updates the
   * metadata and returns the existing id. A new track starts PROCESSING and becomes PUBLISHED
   * when media's analysis arrives (media.track-analysis.v1).
   */
  IngestTrack: grpc.handleUnaryCall<_downbeat_catalog_v1_IngestTrackRequest__Output, _downbeat_catalog_v1_IngestTrackResponse>;
  
  /**
   * Creates or replaces a collection and the order of its tracks.
   */
  UpsertCollection: grpc.handleUnaryCall<_downbeat_catalog_v1_UpsertCollectionRequest__Output, _downbeat_catalog_v1_UpsertCollectionResponse>;
  
  /**
   * INVALID_ARGUMENT: the parent is unknown or itself a child (genres nest one level).
   */
  UpsertGenre: grpc.handleUnaryCall<_downbeat_catalog_v1_UpsertGenreRequest__Output, _downbeat_catalog_v1_UpsertGenreResponse>;
  
  UpsertMood: grpc.handleUnaryCall<_downbeat_catalog_v1_UpsertMoodRequest__Output, _downbeat_catalog_v1_UpsertMoodResponse>;
  
  UpsertSoundEffectCategory: grpc.handleUnaryCall<_downbeat_catalog_v1_UpsertSoundEffectCategoryRequest__Output, _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse>;
  
}

export interface CatalogAdminServiceDefinition extends grpc.ServiceDefinition {
  GetTrackIngestStatus: MethodDefinition<_downbeat_catalog_v1_GetTrackIngestStatusRequest, _downbeat_catalog_v1_GetTrackIngestStatusResponse, _downbeat_catalog_v1_GetTrackIngestStatusRequest__Output, _downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>
  ImportRecords: MethodDefinition<_downbeat_catalog_v1_ImportRecordsRequest, _downbeat_catalog_v1_ImportRecordsResponse, _downbeat_catalog_v1_ImportRecordsRequest__Output, _downbeat_catalog_v1_ImportRecordsResponse__Output>
  IngestSoundEffect: MethodDefinition<_downbeat_catalog_v1_IngestSoundEffectRequest, _downbeat_catalog_v1_IngestSoundEffectResponse, _downbeat_catalog_v1_IngestSoundEffectRequest__Output, _downbeat_catalog_v1_IngestSoundEffectResponse__Output>
  IngestTrack: MethodDefinition<_downbeat_catalog_v1_IngestTrackRequest, _downbeat_catalog_v1_IngestTrackResponse, _downbeat_catalog_v1_IngestTrackRequest__Output, _downbeat_catalog_v1_IngestTrackResponse__Output>
  UpsertCollection: MethodDefinition<_downbeat_catalog_v1_UpsertCollectionRequest, _downbeat_catalog_v1_UpsertCollectionResponse, _downbeat_catalog_v1_UpsertCollectionRequest__Output, _downbeat_catalog_v1_UpsertCollectionResponse__Output>
  UpsertGenre: MethodDefinition<_downbeat_catalog_v1_UpsertGenreRequest, _downbeat_catalog_v1_UpsertGenreResponse, _downbeat_catalog_v1_UpsertGenreRequest__Output, _downbeat_catalog_v1_UpsertGenreResponse__Output>
  UpsertMood: MethodDefinition<_downbeat_catalog_v1_UpsertMoodRequest, _downbeat_catalog_v1_UpsertMoodResponse, _downbeat_catalog_v1_UpsertMoodRequest__Output, _downbeat_catalog_v1_UpsertMoodResponse__Output>
  UpsertSoundEffectCategory: MethodDefinition<_downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse, _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest__Output, _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>
}
