// Original file: protos/accounts/v1/accounts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddLikedTrackRequest as _downbeat_accounts_v1_AddLikedTrackRequest, AddLikedTrackRequest__Output as _downbeat_accounts_v1_AddLikedTrackRequest__Output } from '../../../downbeat/accounts/v1/AddLikedTrackRequest';
import type { AddLikedTrackResponse as _downbeat_accounts_v1_AddLikedTrackResponse, AddLikedTrackResponse__Output as _downbeat_accounts_v1_AddLikedTrackResponse__Output } from '../../../downbeat/accounts/v1/AddLikedTrackResponse';
import type { ClosePortalSessionRequest as _downbeat_accounts_v1_ClosePortalSessionRequest, ClosePortalSessionRequest__Output as _downbeat_accounts_v1_ClosePortalSessionRequest__Output } from '../../../downbeat/accounts/v1/ClosePortalSessionRequest';
import type { ClosePortalSessionResponse as _downbeat_accounts_v1_ClosePortalSessionResponse, ClosePortalSessionResponse__Output as _downbeat_accounts_v1_ClosePortalSessionResponse__Output } from '../../../downbeat/accounts/v1/ClosePortalSessionResponse';
import type { CreateSafelistingLicenseRequest as _downbeat_accounts_v1_CreateSafelistingLicenseRequest, CreateSafelistingLicenseRequest__Output as _downbeat_accounts_v1_CreateSafelistingLicenseRequest__Output } from '../../../downbeat/accounts/v1/CreateSafelistingLicenseRequest';
import type { CreateSafelistingLicenseResponse as _downbeat_accounts_v1_CreateSafelistingLicenseResponse, CreateSafelistingLicenseResponse__Output as _downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output } from '../../../downbeat/accounts/v1/CreateSafelistingLicenseResponse';
import type { EndSafelistingLicenseRequest as _downbeat_accounts_v1_EndSafelistingLicenseRequest, EndSafelistingLicenseRequest__Output as _downbeat_accounts_v1_EndSafelistingLicenseRequest__Output } from '../../../downbeat/accounts/v1/EndSafelistingLicenseRequest';
import type { EndSafelistingLicenseResponse as _downbeat_accounts_v1_EndSafelistingLicenseResponse, EndSafelistingLicenseResponse__Output as _downbeat_accounts_v1_EndSafelistingLicenseResponse__Output } from '../../../downbeat/accounts/v1/EndSafelistingLicenseResponse';
import type { EndUserSafelistingLicensesRequest as _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, EndUserSafelistingLicensesRequest__Output as _downbeat_accounts_v1_EndUserSafelistingLicensesRequest__Output } from '../../../downbeat/accounts/v1/EndUserSafelistingLicensesRequest';
import type { EndUserSafelistingLicensesResponse as _downbeat_accounts_v1_EndUserSafelistingLicensesResponse, EndUserSafelistingLicensesResponse__Output as _downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output } from '../../../downbeat/accounts/v1/EndUserSafelistingLicensesResponse';
import type { GetCurrentUserRequest as _downbeat_accounts_v1_GetCurrentUserRequest, GetCurrentUserRequest__Output as _downbeat_accounts_v1_GetCurrentUserRequest__Output } from '../../../downbeat/accounts/v1/GetCurrentUserRequest';
import type { GetCurrentUserResponse as _downbeat_accounts_v1_GetCurrentUserResponse, GetCurrentUserResponse__Output as _downbeat_accounts_v1_GetCurrentUserResponse__Output } from '../../../downbeat/accounts/v1/GetCurrentUserResponse';
import type { GetPartnerSettingsRequest as _downbeat_accounts_v1_GetPartnerSettingsRequest, GetPartnerSettingsRequest__Output as _downbeat_accounts_v1_GetPartnerSettingsRequest__Output } from '../../../downbeat/accounts/v1/GetPartnerSettingsRequest';
import type { GetPartnerSettingsResponse as _downbeat_accounts_v1_GetPartnerSettingsResponse, GetPartnerSettingsResponse__Output as _downbeat_accounts_v1_GetPartnerSettingsResponse__Output } from '../../../downbeat/accounts/v1/GetPartnerSettingsResponse';
import type { GetPortalSessionRequest as _downbeat_accounts_v1_GetPortalSessionRequest, GetPortalSessionRequest__Output as _downbeat_accounts_v1_GetPortalSessionRequest__Output } from '../../../downbeat/accounts/v1/GetPortalSessionRequest';
import type { GetPortalSessionResponse as _downbeat_accounts_v1_GetPortalSessionResponse, GetPortalSessionResponse__Output as _downbeat_accounts_v1_GetPortalSessionResponse__Output } from '../../../downbeat/accounts/v1/GetPortalSessionResponse';
import type { GetSafelistingLicenseRequest as _downbeat_accounts_v1_GetSafelistingLicenseRequest, GetSafelistingLicenseRequest__Output as _downbeat_accounts_v1_GetSafelistingLicenseRequest__Output } from '../../../downbeat/accounts/v1/GetSafelistingLicenseRequest';
import type { GetSafelistingLicenseResponse as _downbeat_accounts_v1_GetSafelistingLicenseResponse, GetSafelistingLicenseResponse__Output as _downbeat_accounts_v1_GetSafelistingLicenseResponse__Output } from '../../../downbeat/accounts/v1/GetSafelistingLicenseResponse';
import type { GetSigningKeysRequest as _downbeat_accounts_v1_GetSigningKeysRequest, GetSigningKeysRequest__Output as _downbeat_accounts_v1_GetSigningKeysRequest__Output } from '../../../downbeat/accounts/v1/GetSigningKeysRequest';
import type { GetSigningKeysResponse as _downbeat_accounts_v1_GetSigningKeysResponse, GetSigningKeysResponse__Output as _downbeat_accounts_v1_GetSigningKeysResponse__Output } from '../../../downbeat/accounts/v1/GetSigningKeysResponse';
import type { IssuePartnerTokenRequest as _downbeat_accounts_v1_IssuePartnerTokenRequest, IssuePartnerTokenRequest__Output as _downbeat_accounts_v1_IssuePartnerTokenRequest__Output } from '../../../downbeat/accounts/v1/IssuePartnerTokenRequest';
import type { IssuePartnerTokenResponse as _downbeat_accounts_v1_IssuePartnerTokenResponse, IssuePartnerTokenResponse__Output as _downbeat_accounts_v1_IssuePartnerTokenResponse__Output } from '../../../downbeat/accounts/v1/IssuePartnerTokenResponse';
import type { IssueUserTokenRequest as _downbeat_accounts_v1_IssueUserTokenRequest, IssueUserTokenRequest__Output as _downbeat_accounts_v1_IssueUserTokenRequest__Output } from '../../../downbeat/accounts/v1/IssueUserTokenRequest';
import type { IssueUserTokenResponse as _downbeat_accounts_v1_IssueUserTokenResponse, IssueUserTokenResponse__Output as _downbeat_accounts_v1_IssueUserTokenResponse__Output } from '../../../downbeat/accounts/v1/IssueUserTokenResponse';
import type { ListLikedTracksRequest as _downbeat_accounts_v1_ListLikedTracksRequest, ListLikedTracksRequest__Output as _downbeat_accounts_v1_ListLikedTracksRequest__Output } from '../../../downbeat/accounts/v1/ListLikedTracksRequest';
import type { ListLikedTracksResponse as _downbeat_accounts_v1_ListLikedTracksResponse, ListLikedTracksResponse__Output as _downbeat_accounts_v1_ListLikedTracksResponse__Output } from '../../../downbeat/accounts/v1/ListLikedTracksResponse';
import type { ListSafelistingLicensesRequest as _downbeat_accounts_v1_ListSafelistingLicensesRequest, ListSafelistingLicensesRequest__Output as _downbeat_accounts_v1_ListSafelistingLicensesRequest__Output } from '../../../downbeat/accounts/v1/ListSafelistingLicensesRequest';
import type { ListSafelistingLicensesResponse as _downbeat_accounts_v1_ListSafelistingLicensesResponse, ListSafelistingLicensesResponse__Output as _downbeat_accounts_v1_ListSafelistingLicensesResponse__Output } from '../../../downbeat/accounts/v1/ListSafelistingLicensesResponse';
import type { OpenPortalSessionRequest as _downbeat_accounts_v1_OpenPortalSessionRequest, OpenPortalSessionRequest__Output as _downbeat_accounts_v1_OpenPortalSessionRequest__Output } from '../../../downbeat/accounts/v1/OpenPortalSessionRequest';
import type { OpenPortalSessionResponse as _downbeat_accounts_v1_OpenPortalSessionResponse, OpenPortalSessionResponse__Output as _downbeat_accounts_v1_OpenPortalSessionResponse__Output } from '../../../downbeat/accounts/v1/OpenPortalSessionResponse';
import type { RemoveLikedTrackRequest as _downbeat_accounts_v1_RemoveLikedTrackRequest, RemoveLikedTrackRequest__Output as _downbeat_accounts_v1_RemoveLikedTrackRequest__Output } from '../../../downbeat/accounts/v1/RemoveLikedTrackRequest';
import type { RemoveLikedTrackResponse as _downbeat_accounts_v1_RemoveLikedTrackResponse, RemoveLikedTrackResponse__Output as _downbeat_accounts_v1_RemoveLikedTrackResponse__Output } from '../../../downbeat/accounts/v1/RemoveLikedTrackResponse';
import type { UpdateSafelistingLicenseRequest as _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, UpdateSafelistingLicenseRequest__Output as _downbeat_accounts_v1_UpdateSafelistingLicenseRequest__Output } from '../../../downbeat/accounts/v1/UpdateSafelistingLicenseRequest';
import type { UpdateSafelistingLicenseResponse as _downbeat_accounts_v1_UpdateSafelistingLicenseResponse, UpdateSafelistingLicenseResponse__Output as _downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output } from '../../../downbeat/accounts/v1/UpdateSafelistingLicenseResponse';
import type { VerifyApiKeyRequest as _downbeat_accounts_v1_VerifyApiKeyRequest, VerifyApiKeyRequest__Output as _downbeat_accounts_v1_VerifyApiKeyRequest__Output } from '../../../downbeat/accounts/v1/VerifyApiKeyRequest';
import type { VerifyApiKeyResponse as _downbeat_accounts_v1_VerifyApiKeyResponse, VerifyApiKeyResponse__Output as _downbeat_accounts_v1_VerifyApiKeyResponse__Output } from '../../../downbeat/accounts/v1/VerifyApiKeyResponse';

/**
 * Tokens, signing keys and read access to partners' settings and end users. Callers: the gateway
 * (tokens, JWKS, the current user, liked tracks, rate limits) and catalog/media (free tier,
 * entitlements). Writes by operators and the developer portal go through AccountsAdminService;
 * portal sign-in (sessions) is here, beside the tokens.
 */
export interface AccountsServiceClient extends grpc.Client {
  /**
   * The end user likes a track (idempotent; the first like keeps its time). Served as
   * PUT /v0/users/me/liked/tracks/{trackId}. FAILED_PRECONDITION: the user is not connected.
   * INVALID_ARGUMENT (key `trackId`): empty or over 128 characters. Track ids are not checked
   * against the catalog (accounts never reads catalog's data).
   */
  AddLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  AddLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  AddLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  AddLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The end user likes a track (idempotent; the first like keeps its time). Served as
   * PUT /v0/users/me/liked/tracks/{trackId}. FAILED_PRECONDITION: the user is not connected.
   * INVALID_ARGUMENT (key `trackId`): empty or over 128 characters. Track ids are not checked
   * against the catalog (accounts never reads catalog's data).
   */
  addLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  addLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  addLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  addLikedTrack(argument: _downbeat_accounts_v1_AddLikedTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_AddLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Signs out (idempotent: an unknown or closed session is not an error).
   */
  ClosePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  ClosePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  ClosePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  ClosePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Signs out (idempotent: an unknown or closed session is not an error).
   */
  closePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  closePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  closePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  closePortalSession(argument: _downbeat_accounts_v1_ClosePortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ClosePortalSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * ALREADY_EXISTS: the asset is safelisted by another user of the partner. The same user's active
   * licence of the asset is answered as it is (created = false).
   */
  CreateSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  CreateSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  CreateSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  CreateSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  /**
   * ALREADY_EXISTS: the asset is safelisted by another user of the partner. The same user's active
   * licence of the asset is answered as it is (created = false).
   */
  createSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  createSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  createSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  createSafelistingLicense(argument: _downbeat_accounts_v1_CreateSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Ends one licence now (it stays stored, no longer listed or found).
   */
  EndSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  EndSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  EndSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  EndSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Ends one licence now (it stays stored, no longer listed or found).
   */
  endSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  endSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  endSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  endSafelistingLicense(argument: _downbeat_accounts_v1_EndSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Ends every active licence of the user (a user who left); succeeds when there are none.
   */
  EndUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  EndUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  EndUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  EndUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Ends every active licence of the user (a user who left); succeeds when there are none.
   */
  endUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  endUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  endUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  endUserSafelistingLicenses(argument: _downbeat_accounts_v1_EndUserSafelistingLicensesRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The end user behind a user token, with what they may do; rendered as GET /v0/users/me:
   * {"id": user.id, "connected": user.connected,
   * "subscription": {"active": user.subscription.active,
   * "until": user.subscription.current_period_end as RFC 3339 or null},
   * "premiumAccess": user.premium_access}
   * (no subscription: {"active": false, "until": null}). Scoped by partner: another partner's user
   * with the same id is a different user. NOT_FOUND: unknown user (never issued a token nor upserted).
   */
  GetCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  GetCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The end user behind a user token, with what they may do; rendered as GET /v0/users/me:
   * {"id": user.id, "connected": user.connected,
   * "subscription": {"active": user.subscription.active,
   * "until": user.subscription.current_period_end as RFC 3339 or null},
   * "premiumAccess": user.premium_access}
   * (no subscription: {"active": false, "until": null}). Scoped by partner: another partner's user
   * with the same id is a different user. NOT_FOUND: unknown user (never issued a token nor upserted).
   */
  getCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  getCurrentUser(argument: _downbeat_accounts_v1_GetCurrentUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetCurrentUserResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A partner's settings: status, free-tier collections in order, rate limit, CORS origins.
   * Cheap (one document read); callers cache the answer for at most 30 seconds, so a change
   * (settings, or a partner being disabled) takes effect everywhere within 30 s. The gateway calls
   * it for the partner of every token it accepts: NOT_FOUND (partner unknown, e.g. deleted) and
   * status PARTNER_STATUS_DISABLED both mean the token must be refused with 401.
   * NOT_FOUND: unknown partner.
   */
  GetPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  GetPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  GetPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  GetPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A partner's settings: status, free-tier collections in order, rate limit, CORS origins.
   * Cheap (one document read); callers cache the answer for at most 30 seconds, so a change
   * (settings, or a partner being disabled) takes effect everywhere within 30 s. The gateway calls
   * it for the partner of every token it accepts: NOT_FOUND (partner unknown, e.g. deleted) and
   * status PARTNER_STATUS_DISABLED both mean the token must be refused with 401.
   * NOT_FOUND: unknown partner.
   */
  getPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  getPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  getPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  getPartnerSettings(argument: _downbeat_accounts_v1_GetPartnerSettingsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerSettingsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The partner behind a session token; the gateway asks on every request that carries the cookie.
   * UNAUTHENTICATED: unknown, expired or closed session, or a partner now disabled.
   */
  GetPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  GetPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  GetPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  GetPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The partner behind a session token; the gateway asks on every request that carries the cookie.
   * UNAUTHENTICATED: unknown, expired or closed session, or a partner now disabled.
   */
  getPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  getPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  getPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  getPortalSession(argument: _downbeat_accounts_v1_GetPortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  
  GetSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  GetSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  GetSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  GetSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  getSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  getSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  getSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  getSafelistingLicense(argument: _downbeat_accounts_v1_GetSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The public keys that verify tokens (served as GET /.well-known/jwks.json): the current key and
   * keys retired recently enough that tokens they signed may still be live.
   */
  GetSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  GetSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The public keys that verify tokens (served as GET /.well-known/jwks.json): the current key and
   * keys retired recently enough that tokens they signed may still be live.
   */
  getSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  getSigningKeys(argument: _downbeat_accounts_v1_GetSigningKeysRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetSigningKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Exchanges a partner's access key for a partner token (JWT, 60 minutes).
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer for all three).
   * RESOURCE_EXHAUSTED (trailer `downbeat-retry-after-seconds`): too many failed attempts lately
   * for this access key id or from this client address; the secret was not checked.
   */
  IssuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  IssuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  IssuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  IssuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Exchanges a partner's access key for a partner token (JWT, 60 minutes).
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer for all three).
   * RESOURCE_EXHAUSTED (trailer `downbeat-retry-after-seconds`): too many failed attempts lately
   * for this access key id or from this client address; the secret was not checked.
   */
  issuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  issuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  issuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  issuePartnerToken(argument: _downbeat_accounts_v1_IssuePartnerTokenRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_IssuePartnerTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Issues a user token (JWT, 15 minutes; claims `sub` = user id, `partner_id`, `token_kind`
   * "user") for an end user of a partner. The caller has verified the partner token. The end user
   * is recorded on first sight (not connected, no subscription); the key is partner id + user id.
   * INVALID_ARGUMENT (key `userId`): user_id is empty, longer than 128 characters, or not a UUID,
   * a decimal number (e.g. `42`, `-7`, `3.5`) or ^[a-zA-Z0-9_-]+$.
   * UNAUTHENTICATED: the partner is unknown or disabled (its partner token is no longer honoured).
   */
  IssueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Issues a user token (JWT, 15 minutes; claims `sub` = user id, `partner_id`, `token_kind`
   * "user") for an end user of a partner. The caller has verified the partner token. The end user
   * is recorded on first sight (not connected, no subscription); the key is partner id + user id.
   * INVALID_ARGUMENT (key `userId`): user_id is empty, longer than 128 characters, or not a UUID,
   * a decimal number (e.g. `42`, `-7`, `3.5`) or ^[a-zA-Z0-9_-]+$.
   * UNAUTHENTICATED: the partner is unknown or disabled (its partner token is no longer honoured).
   */
  issueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  issueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  issueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  issueUserToken(argument: _downbeat_accounts_v1_IssueUserTokenRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_IssueUserTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Ids of the tracks a connected user liked, most recent first; the gateway hydrates them with
   * catalog.v1.CatalogService.BatchGetTracks. Likes are an end-user fact, so they live here
   * rather than in reporting. FAILED_PRECONDITION: the user is not connected.
   */
  ListLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  ListLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  ListLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  ListLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Ids of the tracks a connected user liked, most recent first; the gateway hydrates them with
   * catalog.v1.CatalogService.BatchGetTracks. Likes are an end-user fact, so they live here
   * rather than in reporting. FAILED_PRECONDITION: the user is not connected.
   */
  listLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  listLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  listLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  listLikedTracks(argument: _downbeat_accounts_v1_ListLikedTracksRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListLikedTracksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Safelisting licences (the reference API's): a partner registers an end user's channel or
   * video on a platform so that content claims against it are cleared. Every call is scoped by
   * partner and end user (user_id, the X-Partner-User-Id header). INVALID_ARGUMENT names the field
   * (`X-Partner-User-Id`, `assetType`, `asset.url`, `expiresAt`, …); NOT_FOUND: "Safelisting
   * license was not found" (another partner's or user's licence included).
   * Active licences of the user, filtered and paged (1-based page).
   */
  ListSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  ListSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  ListSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  ListSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Safelisting licences (the reference API's): a partner registers an end user's channel or
   * video on a platform so that content claims against it are cleared. Every call is scoped by
   * partner and end user (user_id, the X-Partner-User-Id header). INVALID_ARGUMENT names the field
   * (`X-Partner-User-Id`, `assetType`, `asset.url`, `expiresAt`, …); NOT_FOUND: "Safelisting
   * license was not found" (another partner's or user's licence included).
   * Active licences of the user, filtered and paged (1-based page).
   */
  listSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  listSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  listSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  listSafelistingLicenses(argument: _downbeat_accounts_v1_ListSafelistingLicensesRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Signs a partner in to the developer portal with its access key: a session token (256 random
   * bits, base64url; accounts keeps only its SHA-256) that the gateway keeps in an HttpOnly cookie.
   * A session lasts 8 hours, until it is closed, or until the partner's secret is rotated or the
   * partner disabled, whichever comes first.
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer, as IssuePartnerToken).
   * INVALID_ARGUMENT (keys `accessKeyId`, `accessKeySecret`): empty.
   */
  OpenPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  OpenPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  OpenPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  OpenPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Signs a partner in to the developer portal with its access key: a session token (256 random
   * bits, base64url; accounts keeps only its SHA-256) that the gateway keeps in an HttpOnly cookie.
   * A session lasts 8 hours, until it is closed, or until the partner's secret is rotated or the
   * partner disabled, whichever comes first.
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer, as IssuePartnerToken).
   * INVALID_ARGUMENT (keys `accessKeyId`, `accessKeySecret`): empty.
   */
  openPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  openPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  openPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  openPortalSession(argument: _downbeat_accounts_v1_OpenPortalSessionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_OpenPortalSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes a like (idempotent). Served as DELETE /v0/users/me/liked/tracks/{trackId}.
   * NOT_FOUND: unknown user.
   */
  RemoveLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  RemoveLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  RemoveLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  RemoveLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a like (idempotent). Served as DELETE /v0/users/me/liked/tracks/{trackId}.
   * NOT_FOUND: unknown user.
   */
  removeLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  removeLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  removeLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  removeLikedTrack(argument: _downbeat_accounts_v1_RemoveLikedTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RemoveLikedTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets the expiry (the one thing that may change).
   */
  UpdateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  UpdateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  UpdateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  UpdateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets the expiry (the one thing that may change).
   */
  updateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  updateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  updateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  updateSafelistingLicense(argument: _downbeat_accounts_v1_UpdateSafelistingLicenseRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The partner an API key (a Bearer token `dbk_live_…`) belongs to. One indexed lookup by the
   * key's peppered hash; the gateway caches answers for at most 30 s, so a revoked or rotated key
   * stops within that time. UNAUTHENTICATED: unknown, rotated or revoked key (one answer).
   */
  VerifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The partner an API key (a Bearer token `dbk_live_…`) belongs to. One indexed lookup by the
   * key's peppered hash; the gateway caches answers for at most 30 s, so a revoked or rotated key
   * stops within that time. UNAUTHENTICATED: unknown, rotated or revoked key (one answer).
   */
  verifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _downbeat_accounts_v1_VerifyApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Tokens, signing keys and read access to partners' settings and end users. Callers: the gateway
 * (tokens, JWKS, the current user, liked tracks, rate limits) and catalog/media (free tier,
 * entitlements). Writes by operators and the developer portal go through AccountsAdminService;
 * portal sign-in (sessions) is here, beside the tokens.
 */
export interface AccountsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * The end user likes a track (idempotent; the first like keeps its time). Served as
   * PUT /v0/users/me/liked/tracks/{trackId}. FAILED_PRECONDITION: the user is not connected.
   * INVALID_ARGUMENT (key `trackId`): empty or over 128 characters. Track ids are not checked
   * against the catalog (accounts never reads catalog's data).
   */
  AddLikedTrack: grpc.handleUnaryCall<_downbeat_accounts_v1_AddLikedTrackRequest__Output, _downbeat_accounts_v1_AddLikedTrackResponse>;
  
  /**
   * Signs out (idempotent: an unknown or closed session is not an error).
   */
  ClosePortalSession: grpc.handleUnaryCall<_downbeat_accounts_v1_ClosePortalSessionRequest__Output, _downbeat_accounts_v1_ClosePortalSessionResponse>;
  
  /**
   * ALREADY_EXISTS: the asset is safelisted by another user of the partner. The same user's active
   * licence of the asset is answered as it is (created = false).
   */
  CreateSafelistingLicense: grpc.handleUnaryCall<_downbeat_accounts_v1_CreateSafelistingLicenseRequest__Output, _downbeat_accounts_v1_CreateSafelistingLicenseResponse>;
  
  /**
   * Ends one licence now (it stays stored, no longer listed or found).
   */
  EndSafelistingLicense: grpc.handleUnaryCall<_downbeat_accounts_v1_EndSafelistingLicenseRequest__Output, _downbeat_accounts_v1_EndSafelistingLicenseResponse>;
  
  /**
   * Ends every active licence of the user (a user who left); succeeds when there are none.
   */
  EndUserSafelistingLicenses: grpc.handleUnaryCall<_downbeat_accounts_v1_EndUserSafelistingLicensesRequest__Output, _downbeat_accounts_v1_EndUserSafelistingLicensesResponse>;
  
  /**
   * The end user behind a user token, with what they may do; rendered as GET /v0/users/me:
   * {"id": user.id, "connected": user.connected,
   * "subscription": {"active": user.subscription.active,
   * "until": user.subscription.current_period_end as RFC 3339 or null},
   * "premiumAccess": user.premium_access}
   * (no subscription: {"active": false, "until": null}). Scoped by partner: another partner's user
   * with the same id is a different user. NOT_FOUND: unknown user (never issued a token nor upserted).
   */
  GetCurrentUser: grpc.handleUnaryCall<_downbeat_accounts_v1_GetCurrentUserRequest__Output, _downbeat_accounts_v1_GetCurrentUserResponse>;
  
  /**
   * A partner's settings: status, free-tier collections in order, rate limit, CORS origins.
   * Cheap (one document read); callers cache the answer for at most 30 seconds, so a change
   * (settings, or a partner being disabled) takes effect everywhere within 30 s. The gateway calls
   * it for the partner of every token it accepts: NOT_FOUND (partner unknown, e.g. deleted) and
   * status PARTNER_STATUS_DISABLED both mean the token must be refused with 401.
   * NOT_FOUND: unknown partner.
   */
  GetPartnerSettings: grpc.handleUnaryCall<_downbeat_accounts_v1_GetPartnerSettingsRequest__Output, _downbeat_accounts_v1_GetPartnerSettingsResponse>;
  
  /**
   * The partner behind a session token; the gateway asks on every request that carries the cookie.
   * UNAUTHENTICATED: unknown, expired or closed session, or a partner now disabled.
   */
  GetPortalSession: grpc.handleUnaryCall<_downbeat_accounts_v1_GetPortalSessionRequest__Output, _downbeat_accounts_v1_GetPortalSessionResponse>;
  
  GetSafelistingLicense: grpc.handleUnaryCall<_downbeat_accounts_v1_GetSafelistingLicenseRequest__Output, _downbeat_accounts_v1_GetSafelistingLicenseResponse>;
  
  /**
   * The public keys that verify tokens (served as GET /.well-known/jwks.json): the current key and
   * keys retired recently enough that tokens they signed may still be live.
   */
  GetSigningKeys: grpc.handleUnaryCall<_downbeat_accounts_v1_GetSigningKeysRequest__Output, _downbeat_accounts_v1_GetSigningKeysResponse>;
  
  /**
   * Exchanges a partner's access key for a partner token (JWT, 60 minutes).
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer for all three).
   * RESOURCE_EXHAUSTED (trailer `downbeat-retry-after-seconds`): too many failed attempts lately
   * for this access key id or from this client address; the secret was not checked.
   */
  IssuePartnerToken: grpc.handleUnaryCall<_downbeat_accounts_v1_IssuePartnerTokenRequest__Output, _downbeat_accounts_v1_IssuePartnerTokenResponse>;
  
  /**
   * Issues a user token (JWT, 15 minutes; claims `sub` = user id, `partner_id`, `token_kind`
   * "user") for an end user of a partner. The caller has verified the partner token. The end user
   * is recorded on first sight (not connected, no subscription); the key is partner id + user id.
   * INVALID_ARGUMENT (key `userId`): user_id is empty, longer than 128 characters, or not a UUID,
   * a decimal number (e.g. `42`, `-7`, `3.5`) or ^[a-zA-Z0-9_-]+$.
   * UNAUTHENTICATED: the partner is unknown or disabled (its partner token is no longer honoured).
   */
  IssueUserToken: grpc.handleUnaryCall<_downbeat_accounts_v1_IssueUserTokenRequest__Output, _downbeat_accounts_v1_IssueUserTokenResponse>;
  
  /**
   * Ids of the tracks a connected user liked, most recent first; the gateway hydrates them with
   * catalog.v1.CatalogService.BatchGetTracks. Likes are an end-user fact, so they live here
   * rather than in reporting. FAILED_PRECONDITION: the user is not connected.
   */
  ListLikedTracks: grpc.handleUnaryCall<_downbeat_accounts_v1_ListLikedTracksRequest__Output, _downbeat_accounts_v1_ListLikedTracksResponse>;
  
  /**
   * Safelisting licences (the reference API's): a partner registers an end user's channel or
   * video on a platform so that content claims against it are cleared. Every call is scoped by
   * partner and end user (user_id, the X-Partner-User-Id header). INVALID_ARGUMENT names the field
   * (`X-Partner-User-Id`, `assetType`, `asset.url`, `expiresAt`, …); NOT_FOUND: "Safelisting
   * license was not found" (another partner's or user's licence included).
   * Active licences of the user, filtered and paged (1-based page).
   */
  ListSafelistingLicenses: grpc.handleUnaryCall<_downbeat_accounts_v1_ListSafelistingLicensesRequest__Output, _downbeat_accounts_v1_ListSafelistingLicensesResponse>;
  
  /**
   * Signs a partner in to the developer portal with its access key: a session token (256 random
   * bits, base64url; accounts keeps only its SHA-256) that the gateway keeps in an HttpOnly cookie.
   * A session lasts 8 hours, until it is closed, or until the partner's secret is rotated or the
   * partner disabled, whichever comes first.
   * UNAUTHENTICATED: unknown key, wrong secret or disabled partner (one answer, as IssuePartnerToken).
   * INVALID_ARGUMENT (keys `accessKeyId`, `accessKeySecret`): empty.
   */
  OpenPortalSession: grpc.handleUnaryCall<_downbeat_accounts_v1_OpenPortalSessionRequest__Output, _downbeat_accounts_v1_OpenPortalSessionResponse>;
  
  /**
   * Removes a like (idempotent). Served as DELETE /v0/users/me/liked/tracks/{trackId}.
   * NOT_FOUND: unknown user.
   */
  RemoveLikedTrack: grpc.handleUnaryCall<_downbeat_accounts_v1_RemoveLikedTrackRequest__Output, _downbeat_accounts_v1_RemoveLikedTrackResponse>;
  
  /**
   * Sets the expiry (the one thing that may change).
   */
  UpdateSafelistingLicense: grpc.handleUnaryCall<_downbeat_accounts_v1_UpdateSafelistingLicenseRequest__Output, _downbeat_accounts_v1_UpdateSafelistingLicenseResponse>;
  
  /**
   * The partner an API key (a Bearer token `dbk_live_…`) belongs to. One indexed lookup by the
   * key's peppered hash; the gateway caches answers for at most 30 s, so a revoked or rotated key
   * stops within that time. UNAUTHENTICATED: unknown, rotated or revoked key (one answer).
   */
  VerifyApiKey: grpc.handleUnaryCall<_downbeat_accounts_v1_VerifyApiKeyRequest__Output, _downbeat_accounts_v1_VerifyApiKeyResponse>;
  
}

export interface AccountsServiceDefinition extends grpc.ServiceDefinition {
  AddLikedTrack: MethodDefinition<_downbeat_accounts_v1_AddLikedTrackRequest, _downbeat_accounts_v1_AddLikedTrackResponse, _downbeat_accounts_v1_AddLikedTrackRequest__Output, _downbeat_accounts_v1_AddLikedTrackResponse__Output>
  ClosePortalSession: MethodDefinition<_downbeat_accounts_v1_ClosePortalSessionRequest, _downbeat_accounts_v1_ClosePortalSessionResponse, _downbeat_accounts_v1_ClosePortalSessionRequest__Output, _downbeat_accounts_v1_ClosePortalSessionResponse__Output>
  CreateSafelistingLicense: MethodDefinition<_downbeat_accounts_v1_CreateSafelistingLicenseRequest, _downbeat_accounts_v1_CreateSafelistingLicenseResponse, _downbeat_accounts_v1_CreateSafelistingLicenseRequest__Output, _downbeat_accounts_v1_CreateSafelistingLicenseResponse__Output>
  EndSafelistingLicense: MethodDefinition<_downbeat_accounts_v1_EndSafelistingLicenseRequest, _downbeat_accounts_v1_EndSafelistingLicenseResponse, _downbeat_accounts_v1_EndSafelistingLicenseRequest__Output, _downbeat_accounts_v1_EndSafelistingLicenseResponse__Output>
  EndUserSafelistingLicenses: MethodDefinition<_downbeat_accounts_v1_EndUserSafelistingLicensesRequest, _downbeat_accounts_v1_EndUserSafelistingLicensesResponse, _downbeat_accounts_v1_EndUserSafelistingLicensesRequest__Output, _downbeat_accounts_v1_EndUserSafelistingLicensesResponse__Output>
  GetCurrentUser: MethodDefinition<_downbeat_accounts_v1_GetCurrentUserRequest, _downbeat_accounts_v1_GetCurrentUserResponse, _downbeat_accounts_v1_GetCurrentUserRequest__Output, _downbeat_accounts_v1_GetCurrentUserResponse__Output>
  GetPartnerSettings: MethodDefinition<_downbeat_accounts_v1_GetPartnerSettingsRequest, _downbeat_accounts_v1_GetPartnerSettingsResponse, _downbeat_accounts_v1_GetPartnerSettingsRequest__Output, _downbeat_accounts_v1_GetPartnerSettingsResponse__Output>
  GetPortalSession: MethodDefinition<_downbeat_accounts_v1_GetPortalSessionRequest, _downbeat_accounts_v1_GetPortalSessionResponse, _downbeat_accounts_v1_GetPortalSessionRequest__Output, _downbeat_accounts_v1_GetPortalSessionResponse__Output>
  GetSafelistingLicense: MethodDefinition<_downbeat_accounts_v1_GetSafelistingLicenseRequest, _downbeat_accounts_v1_GetSafelistingLicenseResponse, _downbeat_accounts_v1_GetSafelistingLicenseRequest__Output, _downbeat_accounts_v1_GetSafelistingLicenseResponse__Output>
  GetSigningKeys: MethodDefinition<_downbeat_accounts_v1_GetSigningKeysRequest, _downbeat_accounts_v1_GetSigningKeysResponse, _downbeat_accounts_v1_GetSigningKeysRequest__Output, _downbeat_accounts_v1_GetSigningKeysResponse__Output>
  IssuePartnerToken: MethodDefinition<_downbeat_accounts_v1_IssuePartnerTokenRequest, _downbeat_accounts_v1_IssuePartnerTokenResponse, _downbeat_accounts_v1_IssuePartnerTokenRequest__Output, _downbeat_accounts_v1_IssuePartnerTokenResponse__Output>
  IssueUserToken: MethodDefinition<_downbeat_accounts_v1_IssueUserTokenRequest, _downbeat_accounts_v1_IssueUserTokenResponse, _downbeat_accounts_v1_IssueUserTokenRequest__Output, _downbeat_accounts_v1_IssueUserTokenResponse__Output>
  ListLikedTracks: MethodDefinition<_downbeat_accounts_v1_ListLikedTracksRequest, _downbeat_accounts_v1_ListLikedTracksResponse, _downbeat_accounts_v1_ListLikedTracksRequest__Output, _downbeat_accounts_v1_ListLikedTracksResponse__Output>
  ListSafelistingLicenses: MethodDefinition<_downbeat_accounts_v1_ListSafelistingLicensesRequest, _downbeat_accounts_v1_ListSafelistingLicensesResponse, _downbeat_accounts_v1_ListSafelistingLicensesRequest__Output, _downbeat_accounts_v1_ListSafelistingLicensesResponse__Output>
  OpenPortalSession: MethodDefinition<_downbeat_accounts_v1_OpenPortalSessionRequest, _downbeat_accounts_v1_OpenPortalSessionResponse, _downbeat_accounts_v1_OpenPortalSessionRequest__Output, _downbeat_accounts_v1_OpenPortalSessionResponse__Output>
  RemoveLikedTrack: MethodDefinition<_downbeat_accounts_v1_RemoveLikedTrackRequest, _downbeat_accounts_v1_RemoveLikedTrackResponse, _downbeat_accounts_v1_RemoveLikedTrackRequest__Output, _downbeat_accounts_v1_RemoveLikedTrackResponse__Output>
  UpdateSafelistingLicense: MethodDefinition<_downbeat_accounts_v1_UpdateSafelistingLicenseRequest, _downbeat_accounts_v1_UpdateSafelistingLicenseResponse, _downbeat_accounts_v1_UpdateSafelistingLicenseRequest__Output, _downbeat_accounts_v1_UpdateSafelistingLicenseResponse__Output>
  VerifyApiKey: MethodDefinition<_downbeat_accounts_v1_VerifyApiKeyRequest, _downbeat_accounts_v1_VerifyApiKeyResponse, _downbeat_accounts_v1_VerifyApiKeyRequest__Output, _downbeat_accounts_v1_VerifyApiKeyResponse__Output>
}
