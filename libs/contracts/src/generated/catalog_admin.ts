import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CatalogAdminServiceClient as _downbeat_catalog_v1_CatalogAdminServiceClient, CatalogAdminServiceDefinition as _downbeat_catalog_v1_CatalogAdminServiceDefinition } from './downbeat/catalog/v1/CatalogAdminService';
import type { GetTrackIngestStatusRequest as _downbeat_catalog_v1_GetTrackIngestStatusRequest, GetTrackIngestStatusRequest__Output as _downbeat_catalog_v1_GetTrackIngestStatusRequest__Output } from './downbeat/catalog/v1/GetTrackIngestStatusRequest';
import type { GetTrackIngestStatusResponse as _downbeat_catalog_v1_GetTrackIngestStatusResponse, GetTrackIngestStatusResponse__Output as _downbeat_catalog_v1_GetTrackIngestStatusResponse__Output } from './downbeat/catalog/v1/GetTrackIngestStatusResponse';
import type { ImportProblem as _downbeat_catalog_v1_ImportProblem, ImportProblem__Output as _downbeat_catalog_v1_ImportProblem__Output } from './downbeat/catalog/v1/ImportProblem';
import type { ImportRecord as _downbeat_catalog_v1_ImportRecord, ImportRecord__Output as _downbeat_catalog_v1_ImportRecord__Output } from './downbeat/catalog/v1/ImportRecord';
import type { ImportRecordsRequest as _downbeat_catalog_v1_ImportRecordsRequest, ImportRecordsRequest__Output as _downbeat_catalog_v1_ImportRecordsRequest__Output } from './downbeat/catalog/v1/ImportRecordsRequest';
import type { ImportRecordsResponse as _downbeat_catalog_v1_ImportRecordsResponse, ImportRecordsResponse__Output as _downbeat_catalog_v1_ImportRecordsResponse__Output } from './downbeat/catalog/v1/ImportRecordsResponse';
import type { IngestSoundEffectRequest as _downbeat_catalog_v1_IngestSoundEffectRequest, IngestSoundEffectRequest__Output as _downbeat_catalog_v1_IngestSoundEffectRequest__Output } from './downbeat/catalog/v1/IngestSoundEffectRequest';
import type { IngestSoundEffectResponse as _downbeat_catalog_v1_IngestSoundEffectResponse, IngestSoundEffectResponse__Output as _downbeat_catalog_v1_IngestSoundEffectResponse__Output } from './downbeat/catalog/v1/IngestSoundEffectResponse';
import type { IngestTrackRequest as _downbeat_catalog_v1_IngestTrackRequest, IngestTrackRequest__Output as _downbeat_catalog_v1_IngestTrackRequest__Output } from './downbeat/catalog/v1/IngestTrackRequest';
import type { IngestTrackResponse as _downbeat_catalog_v1_IngestTrackResponse, IngestTrackResponse__Output as _downbeat_catalog_v1_IngestTrackResponse__Output } from './downbeat/catalog/v1/IngestTrackResponse';
import type { MasterFile as _downbeat_catalog_v1_MasterFile, MasterFile__Output as _downbeat_catalog_v1_MasterFile__Output } from './downbeat/catalog/v1/MasterFile';
import type { UpsertCollectionRequest as _downbeat_catalog_v1_UpsertCollectionRequest, UpsertCollectionRequest__Output as _downbeat_catalog_v1_UpsertCollectionRequest__Output } from './downbeat/catalog/v1/UpsertCollectionRequest';
import type { UpsertCollectionResponse as _downbeat_catalog_v1_UpsertCollectionResponse, UpsertCollectionResponse__Output as _downbeat_catalog_v1_UpsertCollectionResponse__Output } from './downbeat/catalog/v1/UpsertCollectionResponse';
import type { UpsertGenreRequest as _downbeat_catalog_v1_UpsertGenreRequest, UpsertGenreRequest__Output as _downbeat_catalog_v1_UpsertGenreRequest__Output } from './downbeat/catalog/v1/UpsertGenreRequest';
import type { UpsertGenreResponse as _downbeat_catalog_v1_UpsertGenreResponse, UpsertGenreResponse__Output as _downbeat_catalog_v1_UpsertGenreResponse__Output } from './downbeat/catalog/v1/UpsertGenreResponse';
import type { UpsertMoodRequest as _downbeat_catalog_v1_UpsertMoodRequest, UpsertMoodRequest__Output as _downbeat_catalog_v1_UpsertMoodRequest__Output } from './downbeat/catalog/v1/UpsertMoodRequest';
import type { UpsertMoodResponse as _downbeat_catalog_v1_UpsertMoodResponse, UpsertMoodResponse__Output as _downbeat_catalog_v1_UpsertMoodResponse__Output } from './downbeat/catalog/v1/UpsertMoodResponse';
import type { UpsertSoundEffectCategoryRequest as _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, UpsertSoundEffectCategoryRequest__Output as _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest__Output } from './downbeat/catalog/v1/UpsertSoundEffectCategoryRequest';
import type { UpsertSoundEffectCategoryResponse as _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse, UpsertSoundEffectCategoryResponse__Output as _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output } from './downbeat/catalog/v1/UpsertSoundEffectCategoryResponse';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    catalog: {
      v1: {
        /**
         * Writes to the catalog, used by the ingest CLI (`downbeat ingest <folder>`) and the demo
         * generator. Never exposed through the public gateway. Every write is idempotent and emits the
         * entity's full state on its topic (catalog.tracks.v1, catalog.sound-effects.v1).
         */
        CatalogAdminService: SubtypeConstructor<typeof grpc.Client, _downbeat_catalog_v1_CatalogAdminServiceClient> & { service: _downbeat_catalog_v1_CatalogAdminServiceDefinition }
        GetTrackIngestStatusRequest: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackIngestStatusRequest, _downbeat_catalog_v1_GetTrackIngestStatusRequest__Output>
        GetTrackIngestStatusResponse: MessageTypeDefinition<_downbeat_catalog_v1_GetTrackIngestStatusResponse, _downbeat_catalog_v1_GetTrackIngestStatusResponse__Output>
        ImportProblem: MessageTypeDefinition<_downbeat_catalog_v1_ImportProblem, _downbeat_catalog_v1_ImportProblem__Output>
        ImportRecord: MessageTypeDefinition<_downbeat_catalog_v1_ImportRecord, _downbeat_catalog_v1_ImportRecord__Output>
        ImportRecordsRequest: MessageTypeDefinition<_downbeat_catalog_v1_ImportRecordsRequest, _downbeat_catalog_v1_ImportRecordsRequest__Output>
        ImportRecordsResponse: MessageTypeDefinition<_downbeat_catalog_v1_ImportRecordsResponse, _downbeat_catalog_v1_ImportRecordsResponse__Output>
        IngestSoundEffectRequest: MessageTypeDefinition<_downbeat_catalog_v1_IngestSoundEffectRequest, _downbeat_catalog_v1_IngestSoundEffectRequest__Output>
        IngestSoundEffectResponse: MessageTypeDefinition<_downbeat_catalog_v1_IngestSoundEffectResponse, _downbeat_catalog_v1_IngestSoundEffectResponse__Output>
        IngestTrackRequest: MessageTypeDefinition<_downbeat_catalog_v1_IngestTrackRequest, _downbeat_catalog_v1_IngestTrackRequest__Output>
        IngestTrackResponse: MessageTypeDefinition<_downbeat_catalog_v1_IngestTrackResponse, _downbeat_catalog_v1_IngestTrackResponse__Output>
        MasterFile: MessageTypeDefinition<_downbeat_catalog_v1_MasterFile, _downbeat_catalog_v1_MasterFile__Output>
        TrackStatus: EnumTypeDefinition
        UpsertCollectionRequest: MessageTypeDefinition<_downbeat_catalog_v1_UpsertCollectionRequest, _downbeat_catalog_v1_UpsertCollectionRequest__Output>
        UpsertCollectionResponse: MessageTypeDefinition<_downbeat_catalog_v1_UpsertCollectionResponse, _downbeat_catalog_v1_UpsertCollectionResponse__Output>
        UpsertGenreRequest: MessageTypeDefinition<_downbeat_catalog_v1_UpsertGenreRequest, _downbeat_catalog_v1_UpsertGenreRequest__Output>
        UpsertGenreResponse: MessageTypeDefinition<_downbeat_catalog_v1_UpsertGenreResponse, _downbeat_catalog_v1_UpsertGenreResponse__Output>
        UpsertMoodRequest: MessageTypeDefinition<_downbeat_catalog_v1_UpsertMoodRequest, _downbeat_catalog_v1_UpsertMoodRequest__Output>
        UpsertMoodResponse: MessageTypeDefinition<_downbeat_catalog_v1_UpsertMoodResponse, _downbeat_catalog_v1_UpsertMoodResponse__Output>
        UpsertSoundEffectCategoryRequest: MessageTypeDefinition<_downbeat_catalog_v1_UpsertSoundEffectCategoryRequest, _downbeat_catalog_v1_UpsertSoundEffectCategoryRequest__Output>
        UpsertSoundEffectCategoryResponse: MessageTypeDefinition<_downbeat_catalog_v1_UpsertSoundEffectCategoryResponse, _downbeat_catalog_v1_UpsertSoundEffectCategoryResponse__Output>
      }
    }
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

