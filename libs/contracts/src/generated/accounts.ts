import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountsServiceClient as _downbeat_accounts_v1_AccountsServiceClient, AccountsServiceDefinition as _downbeat_accounts_v1_AccountsServiceDefinition } from './downbeat/accounts/v1/AccountsService';
import type { AddLikedTrackRequest as _downbeat_accounts_v1_AddLikedTrackRequest, AddLikedTrackRequest__Output as _downbeat_accounts_v1_AddLikedTrackRequest__Output } from './downbeat/accounts/v1/AddLikedTrackRequest';
import type { AddLikedTrackResponse as _downbeat_accounts_v1_AddLikedTrackResponse, AddLikedTrackResponse__Output as _downbeat_accounts_v1_AddLikedTrackResponse__Output } from './downbeat/accounts/v1/AddLikedTrackResponse';
import type { ClosePortalSessionRequest as _downbeat_accounts_v1_ClosePortalSessionRequest, ClosePortalSessionRequest__Output as _downbeat_accounts_v1_ClosePortalSessionRequest__Output } from './downbeat/accounts/v1/ClosePortalSessionRequest';
import type { ClosePortalSessionResponse as _downbeat_accounts_v1_ClosePortalSessionResponse, ClosePortalSessionResponse__Output as _downbeat_accounts_v1_ClosePortalSessionResponse__Output } from './downbeat/accounts/v1/ClosePortalSessionResponse';
import type { CreateSafelistingLicenseRequest as _downbeat_accounts_v1_CreateSafelistingLicenseRequest, CreateSafelistingLicenseRequest__Output as _downbeat_accounts_v1_CreateSafelistingLicenseRequest__Output } from './downbeat/accounts/v1/CreateSafelistingLicenseRequest';
import type { CreateSafelistingLicenseResponse as _downbeat_accounts_v1_CreateSafelistingLicenseResponse, CreateSafelistingLicenseResponse__Output as _downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output } from './downbeat/accounts/v1/CreateSafelistingLicenseResponse';
import type { EndSafelistingLicenseRequest as _downbeat_accounts_v1_EndSafelistingLicenseRequest, EndSafelistingLicenseRequest__Output as _downbeat_accounts_v1_EndSafelistingLicenseRequest__Output } from './downbeat/accounts/v1/EndSafelistingLicenseRequest';
import type { EndSafelistingLicenseResponse as _downbeat_accounts_v1_EndSafelistingLicenseResponse, EndSafelistingLicenseResponse__Output as _downbeat_accounts_v1_EndSafelistingLicenseResponse__Output } from './downbeat/accounts/v1/EndSafelistingLicenseResponse';
import type { EndUserSafelistingLicensesRequest as _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, EndUserSafelistingLicensesRequest__Output as _downbeat_accounts_v1_EndUserSafelistingLicensesRequest__Output } from './downbeat/accounts/v1/EndUserSafelistingLicensesRequest';
import type { EndUserSafelistingLicensesResponse as _downbeat_accounts_v1_EndUserSafelistingLicensesResponse, EndUserSafelistingLicensesResponse__Output as _downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output } from './downbeat/accounts/v1/EndUserSafelistingLicensesResponse';
import type { GetCurrentUserRequest as _downbeat_accounts_v1_GetCurrentUserRequest, GetCurrentUserRequest__Output as _downbeat_accounts_v1_GetCurrentUserRequest__Output } from './downbeat/accounts/v1/GetCurrentUserRequest';
import type { GetCurrentUserResponse as _downbeat_accounts_v1_GetCurrentUserResponse, GetCurrentUserResponse__Output as _downbeat_accounts_v1_GetCurrentUserResponse__Output } from './downbeat/accounts/v1/GetCurrentUserResponse';
import type { GetPartnerSettingsRequest as _downbeat_accounts_v1_GetPartnerSettingsRequest, GetPartnerSettingsRequest__Output as _downbeat_accounts_v1_GetPartnerSettingsRequest__Output } from './downbeat/accounts/v1/GetPartnerSettingsRequest';
import type { GetPartnerSettingsResponse as _downbeat_accounts_v1_GetPartnerSettingsResponse, GetPartnerSettingsResponse__Output as _downbeat_accounts_v1_GetPartnerSettingsResponse__Output } from './downbeat/accounts/v1/GetPartnerSettingsResponse';
import type { GetPortalSessionRequest as _downbeat_accounts_v1_GetPortalSessionRequest, GetPortalSessionRequest__Output as _downbeat_accounts_v1_GetPortalSessionRequest__Output } from './downbeat/accounts/v1/GetPortalSessionRequest';
import type { GetPortalSessionResponse as _downbeat_accounts_v1_GetPortalSessionResponse, GetPortalSessionResponse__Output as _downbeat_accounts_v1_GetPortalSessionResponse__Output } from './downbeat/accounts/v1/GetPortalSessionResponse';
import type { GetSafelistingLicenseRequest as _downbeat_accounts_v1_GetSafelistingLicenseRequest, GetSafelistingLicenseRequest__Output as _downbeat_accounts_v1_GetSafelistingLicenseRequest__Output } from './downbeat/accounts/v1/GetSafelistingLicenseRequest';
import type { GetSafelistingLicenseResponse as _downbeat_accounts_v1_GetSafelistingLicenseResponse, GetSafelistingLicenseResponse__Output as _downbeat_accounts_v1_GetSafelistingLicenseResponse__Output } from './downbeat/accounts/v1/GetSafelistingLicenseResponse';
import type { GetSigningKeysRequest as _downbeat_accounts_v1_GetSigningKeysRequest, GetSigningKeysRequest__Output as _downbeat_accounts_v1_GetSigningKeysRequest__Output } from './downbeat/accounts/v1/GetSigningKeysRequest';
import type { GetSigningKeysResponse as _downbeat_accounts_v1_GetSigningKeysResponse, GetSigningKeysResponse__Output as _downbeat_accounts_v1_GetSigningKeysResponse__Output } from './downbeat/accounts/v1/GetSigningKeysResponse';
import type { IssuePartnerTokenRequest as _downbeat_accounts_v1_IssuePartnerTokenRequest, IssuePartnerTokenRequest__Output as _downbeat_accounts_v1_IssuePartnerTokenRequest__Output } from './downbeat/accounts/v1/IssuePartnerTokenRequest';
import type { IssuePartnerTokenResponse as _downbeat_accounts_v1_IssuePartnerTokenResponse, IssuePartnerTokenResponse__Output as _downbeat_accounts_v1_IssuePartnerTokenResponse__Output } from './downbeat/accounts/v1/IssuePartnerTokenResponse';
import type { IssueUserTokenRequest as _downbeat_accounts_v1_IssueUserTokenRequest, IssueUserTokenRequest__Output as _downbeat_accounts_v1_IssueUserTokenRequest__Output } from './downbeat/accounts/v1/IssueUserTokenRequest';
import type { IssueUserTokenResponse as _downbeat_accounts_v1_IssueUserTokenResponse, IssueUserTokenResponse__Output as _downbeat_accounts_v1_IssueUserTokenResponse__Output } from './downbeat/accounts/v1/IssueUserTokenResponse';
import type { ListLikedTracksRequest as _downbeat_accounts_v1_ListLikedTracksRequest, ListLikedTracksRequest__Output as _downbeat_accounts_v1_ListLikedTracksRequest__Output } from './downbeat/accounts/v1/ListLikedTracksRequest';
import type { ListLikedTracksResponse as _downbeat_accounts_v1_ListLikedTracksResponse, ListLikedTracksResponse__Output as _downbeat_accounts_v1_ListLikedTracksResponse__Output } from './downbeat/accounts/v1/ListLikedTracksResponse';
import type { ListSafelistingLicensesRequest as _downbeat_accounts_v1_ListSafelistingLicensesRequest, ListSafelistingLicensesRequest__Output as _downbeat_accounts_v1_ListSafelistingLicensesRequest__Output } from './downbeat/accounts/v1/ListSafelistingLicensesRequest';
import type { ListSafelistingLicensesResponse as _downbeat_accounts_v1_ListSafelistingLicensesResponse, ListSafelistingLicensesResponse__Output as _downbeat_accounts_v1_ListSafelistingLicensesResponse__Output } from './downbeat/accounts/v1/ListSafelistingLicensesResponse';
import type { OpenPortalSessionRequest as _downbeat_accounts_v1_OpenPortalSessionRequest, OpenPortalSessionRequest__Output as _downbeat_accounts_v1_OpenPortalSessionRequest__Output } from './downbeat/accounts/v1/OpenPortalSessionRequest';
import type { OpenPortalSessionResponse as _downbeat_accounts_v1_OpenPortalSessionResponse, OpenPortalSessionResponse__Output as _downbeat_accounts_v1_OpenPortalSessionResponse__Output } from './downbeat/accounts/v1/OpenPortalSessionResponse';
import type { PartnerSettings as _downbeat_accounts_v1_PartnerSettings, PartnerSettings__Output as _downbeat_accounts_v1_PartnerSettings__Output } from './downbeat/accounts/v1/PartnerSettings';
import type { RateLimit as _downbeat_accounts_v1_RateLimit, RateLimit__Output as _downbeat_accounts_v1_RateLimit__Output } from './downbeat/accounts/v1/RateLimit';
import type { RemoveLikedTrackRequest as _downbeat_accounts_v1_RemoveLikedTrackRequest, RemoveLikedTrackRequest__Output as _downbeat_accounts_v1_RemoveLikedTrackRequest__Output } from './downbeat/accounts/v1/RemoveLikedTrackRequest';
import type { RemoveLikedTrackResponse as _downbeat_accounts_v1_RemoveLikedTrackResponse, RemoveLikedTrackResponse__Output as _downbeat_accounts_v1_RemoveLikedTrackResponse__Output } from './downbeat/accounts/v1/RemoveLikedTrackResponse';
import type { SafelistingAsset as _downbeat_accounts_v1_SafelistingAsset, SafelistingAsset__Output as _downbeat_accounts_v1_SafelistingAsset__Output } from './downbeat/accounts/v1/SafelistingAsset';
import type { SafelistingLicense as _downbeat_accounts_v1_SafelistingLicense, SafelistingLicense__Output as _downbeat_accounts_v1_SafelistingLicense__Output } from './downbeat/accounts/v1/SafelistingLicense';
import type { SigningKey as _downbeat_accounts_v1_SigningKey, SigningKey__Output as _downbeat_accounts_v1_SigningKey__Output } from './downbeat/accounts/v1/SigningKey';
import type { Subscription as _downbeat_accounts_v1_Subscription, Subscription__Output as _downbeat_accounts_v1_Subscription__Output } from './downbeat/accounts/v1/Subscription';
import type { UpdateSafelistingLicenseRequest as _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, UpdateSafelistingLicenseRequest__Output as _downbeat_accounts_v1_UpdateSafelistingLicenseRequest__Output } from './downbeat/accounts/v1/UpdateSafelistingLicenseRequest';
import type { UpdateSafelistingLicenseResponse as _downbeat_accounts_v1_UpdateSafelistingLicenseResponse, UpdateSafelistingLicenseResponse__Output as _downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output } from './downbeat/accounts/v1/UpdateSafelistingLicenseResponse';
import type { User as _downbeat_accounts_v1_User, User__Output as _downbeat_accounts_v1_User__Output } from './downbeat/accounts/v1/User';
import type { VerifyApiKeyRequest as _downbeat_accounts_v1_VerifyApiKeyRequest, VerifyApiKeyRequest__Output as _downbeat_accounts_v1_VerifyApiKeyRequest__Output } from './downbeat/accounts/v1/VerifyApiKeyRequest';
import type { VerifyApiKeyResponse as _downbeat_accounts_v1_VerifyApiKeyResponse, VerifyApiKeyResponse__Output as _downbeat_accounts_v1_VerifyApiKeyResponse__Output } from './downbeat/accounts/v1/VerifyApiKeyResponse';
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
    accounts: {
      v1: {
        /**
         * Tokens, signing keys and read access to partners' settings and end users. Callers: the gateway
         * (tokens, JWKS, the current user, liked tracks, rate limits) and catalog/media (free tier,
         * entitlements). Writes by operators and the developer portal go through AccountsAdminService;
         * portal sign-in (sessions) is here, beside the tokens.
         */
        AccountsService: SubtypeConstructor<typeof grpc.Client, _downbeat_accounts_v1_AccountsServiceClient> & { service: _downbeat_accounts_v1_AccountsServiceDefinition }
        AddLikedTrackRequest: MessageTypeDefinition<_downbeat_accounts_v1_AddLikedTrackRequest, _downbeat_accounts_v1_AddLikedTrackRequest__Output>
        AddLikedTrackResponse: MessageTypeDefinition<_downbeat_accounts_v1_AddLikedTrackResponse, _downbeat_accounts_v1_AddLikedTrackResponse__Output>
        ClosePortalSessionRequest: MessageTypeDefinition<_downbeat_accounts_v1_ClosePortalSessionRequest, _downbeat_accounts_v1_ClosePortalSessionRequest__Output>
        ClosePortalSessionResponse: MessageTypeDefinition<_downbeat_accounts_v1_ClosePortalSessionResponse, _downbeat_accounts_v1_ClosePortalSessionResponse__Output>
        CreateSafelistingLicenseRequest: MessageTypeDefinition<_downbeat_accounts_v1_CreateSafelistingLicenseRequest, _downbeat_accounts_v1_CreateSafelistingLicenseRequest__Output>
        CreateSafelistingLicenseResponse: MessageTypeDefinition<_downbeat_accounts_v1_CreateSafelistingLicenseResponse, _downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>
        EndSafelistingLicenseRequest: MessageTypeDefinition<_downbeat_accounts_v1_EndSafelistingLicenseRequest, _downbeat_accounts_v1_EndSafelistingLicenseRequest__Output>
        EndSafelistingLicenseResponse: MessageTypeDefinition<_downbeat_accounts_v1_EndSafelistingLicenseResponse, _downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>
        EndUserSafelistingLicensesRequest: MessageTypeDefinition<_downbeat_accounts_v1_EndUserSafelistingLicensesRequest, _downbeat_accounts_v1_EndUserSafelistingLicensesRequest__Output>
        EndUserSafelistingLicensesResponse: MessageTypeDefinition<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse, _downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>
        GetCurrentUserRequest: MessageTypeDefinition<_downbeat_accounts_v1_GetCurrentUserRequest, _downbeat_accounts_v1_GetCurrentUserRequest__Output>
        GetCurrentUserResponse: MessageTypeDefinition<_downbeat_accounts_v1_GetCurrentUserResponse, _downbeat_accounts_v1_GetCurrentUserResponse__Output>
        GetPartnerSettingsRequest: MessageTypeDefinition<_downbeat_accounts_v1_GetPartnerSettingsRequest, _downbeat_accounts_v1_GetPartnerSettingsRequest__Output>
        GetPartnerSettingsResponse: MessageTypeDefinition<_downbeat_accounts_v1_GetPartnerSettingsResponse, _downbeat_accounts_v1_GetPartnerSettingsResponse__Output>
        GetPortalSessionRequest: MessageTypeDefinition<_downbeat_accounts_v1_GetPortalSessionRequest, _downbeat_accounts_v1_GetPortalSessionRequest__Output>
        GetPortalSessionResponse: MessageTypeDefinition<_downbeat_accounts_v1_GetPortalSessionResponse, _downbeat_accounts_v1_GetPortalSessionResponse__Output>
        GetSafelistingLicenseRequest: MessageTypeDefinition<_downbeat_accounts_v1_GetSafelistingLicenseRequest, _downbeat_accounts_v1_GetSafelistingLicenseRequest__Output>
        GetSafelistingLicenseResponse: MessageTypeDefinition<_downbeat_accounts_v1_GetSafelistingLicenseResponse, _downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>
        GetSigningKeysRequest: MessageTypeDefinition<_downbeat_accounts_v1_GetSigningKeysRequest, _downbeat_accounts_v1_GetSigningKeysRequest__Output>
        GetSigningKeysResponse: MessageTypeDefinition<_downbeat_accounts_v1_GetSigningKeysResponse, _downbeat_accounts_v1_GetSigningKeysResponse__Output>
        IssuePartnerTokenRequest: MessageTypeDefinition<_downbeat_accounts_v1_IssuePartnerTokenRequest, _downbeat_accounts_v1_IssuePartnerTokenRequest__Output>
        IssuePartnerTokenResponse: MessageTypeDefinition<_downbeat_accounts_v1_IssuePartnerTokenResponse, _downbeat_accounts_v1_IssuePartnerTokenResponse__Output>
        IssueUserTokenRequest: MessageTypeDefinition<_downbeat_accounts_v1_IssueUserTokenRequest, _downbeat_accounts_v1_IssueUserTokenRequest__Output>
        IssueUserTokenResponse: MessageTypeDefinition<_downbeat_accounts_v1_IssueUserTokenResponse, _downbeat_accounts_v1_IssueUserTokenResponse__Output>
        ListLikedTracksRequest: MessageTypeDefinition<_downbeat_accounts_v1_ListLikedTracksRequest, _downbeat_accounts_v1_ListLikedTracksRequest__Output>
        ListLikedTracksResponse: MessageTypeDefinition<_downbeat_accounts_v1_ListLikedTracksResponse, _downbeat_accounts_v1_ListLikedTracksResponse__Output>
        ListSafelistingLicensesRequest: MessageTypeDefinition<_downbeat_accounts_v1_ListSafelistingLicensesRequest, _downbeat_accounts_v1_ListSafelistingLicensesRequest__Output>
        ListSafelistingLicensesResponse: MessageTypeDefinition<_downbeat_accounts_v1_ListSafelistingLicensesResponse, _downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>
        OpenPortalSessionRequest: MessageTypeDefinition<_downbeat_accounts_v1_OpenPortalSessionRequest, _downbeat_accounts_v1_OpenPortalSessionRequest__Output>
        OpenPortalSessionResponse: MessageTypeDefinition<_downbeat_accounts_v1_OpenPortalSessionResponse, _downbeat_accounts_v1_OpenPortalSessionResponse__Output>
        PartnerSettings: MessageTypeDefinition<_downbeat_accounts_v1_PartnerSettings, _downbeat_accounts_v1_PartnerSettings__Output>
        PartnerStatus: EnumTypeDefinition
        RateLimit: MessageTypeDefinition<_downbeat_accounts_v1_RateLimit, _downbeat_accounts_v1_RateLimit__Output>
        RemoveLikedTrackRequest: MessageTypeDefinition<_downbeat_accounts_v1_RemoveLikedTrackRequest, _downbeat_accounts_v1_RemoveLikedTrackRequest__Output>
        RemoveLikedTrackResponse: MessageTypeDefinition<_downbeat_accounts_v1_RemoveLikedTrackResponse, _downbeat_accounts_v1_RemoveLikedTrackResponse__Output>
        SafelistingAsset: MessageTypeDefinition<_downbeat_accounts_v1_SafelistingAsset, _downbeat_accounts_v1_SafelistingAsset__Output>
        SafelistingAssetType: EnumTypeDefinition
        SafelistingLicense: MessageTypeDefinition<_downbeat_accounts_v1_SafelistingLicense, _downbeat_accounts_v1_SafelistingLicense__Output>
        SafelistingPlatform: EnumTypeDefinition
        SigningKey: MessageTypeDefinition<_downbeat_accounts_v1_SigningKey, _downbeat_accounts_v1_SigningKey__Output>
        Subscription: MessageTypeDefinition<_downbeat_accounts_v1_Subscription, _downbeat_accounts_v1_Subscription__Output>
        SubscriptionStatus: EnumTypeDefinition
        UpdateSafelistingLicenseRequest: MessageTypeDefinition<_downbeat_accounts_v1_UpdateSafelistingLicenseRequest, _downbeat_accounts_v1_UpdateSafelistingLicenseRequest__Output>
        UpdateSafelistingLicenseResponse: MessageTypeDefinition<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse, _downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>
        User: MessageTypeDefinition<_downbeat_accounts_v1_User, _downbeat_accounts_v1_User__Output>
        VerifyApiKeyRequest: MessageTypeDefinition<_downbeat_accounts_v1_VerifyApiKeyRequest, _downbeat_accounts_v1_VerifyApiKeyRequest__Output>
        VerifyApiKeyResponse: MessageTypeDefinition<_downbeat_accounts_v1_VerifyApiKeyResponse, _downbeat_accounts_v1_VerifyApiKeyResponse__Output>
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

