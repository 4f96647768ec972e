// Original file: protos/accounts/v1/admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateApiKeyRequest as _downbeat_accounts_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _downbeat_accounts_v1_CreateApiKeyRequest__Output } from '../../../downbeat/accounts/v1/CreateApiKeyRequest';
import type { CreateApiKeyResponse as _downbeat_accounts_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _downbeat_accounts_v1_CreateApiKeyResponse__Output } from '../../../downbeat/accounts/v1/CreateApiKeyResponse';
import type { CreatePartnerRequest as _downbeat_accounts_v1_CreatePartnerRequest, CreatePartnerRequest__Output as _downbeat_accounts_v1_CreatePartnerRequest__Output } from '../../../downbeat/accounts/v1/CreatePartnerRequest';
import type { CreatePartnerResponse as _downbeat_accounts_v1_CreatePartnerResponse, CreatePartnerResponse__Output as _downbeat_accounts_v1_CreatePartnerResponse__Output } from '../../../downbeat/accounts/v1/CreatePartnerResponse';
import type { DisablePartnerRequest as _downbeat_accounts_v1_DisablePartnerRequest, DisablePartnerRequest__Output as _downbeat_accounts_v1_DisablePartnerRequest__Output } from '../../../downbeat/accounts/v1/DisablePartnerRequest';
import type { DisablePartnerResponse as _downbeat_accounts_v1_DisablePartnerResponse, DisablePartnerResponse__Output as _downbeat_accounts_v1_DisablePartnerResponse__Output } from '../../../downbeat/accounts/v1/DisablePartnerResponse';
import type { EnablePartnerRequest as _downbeat_accounts_v1_EnablePartnerRequest, EnablePartnerRequest__Output as _downbeat_accounts_v1_EnablePartnerRequest__Output } from '../../../downbeat/accounts/v1/EnablePartnerRequest';
import type { EnablePartnerResponse as _downbeat_accounts_v1_EnablePartnerResponse, EnablePartnerResponse__Output as _downbeat_accounts_v1_EnablePartnerResponse__Output } from '../../../downbeat/accounts/v1/EnablePartnerResponse';
import type { GetPartnerRequest as _downbeat_accounts_v1_GetPartnerRequest, GetPartnerRequest__Output as _downbeat_accounts_v1_GetPartnerRequest__Output } from '../../../downbeat/accounts/v1/GetPartnerRequest';
import type { GetPartnerResponse as _downbeat_accounts_v1_GetPartnerResponse, GetPartnerResponse__Output as _downbeat_accounts_v1_GetPartnerResponse__Output } from '../../../downbeat/accounts/v1/GetPartnerResponse';
import type { LikeTrackRequest as _downbeat_accounts_v1_LikeTrackRequest, LikeTrackRequest__Output as _downbeat_accounts_v1_LikeTrackRequest__Output } from '../../../downbeat/accounts/v1/LikeTrackRequest';
import type { LikeTrackResponse as _downbeat_accounts_v1_LikeTrackResponse, LikeTrackResponse__Output as _downbeat_accounts_v1_LikeTrackResponse__Output } from '../../../downbeat/accounts/v1/LikeTrackResponse';
import type { ListApiKeysRequest as _downbeat_accounts_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _downbeat_accounts_v1_ListApiKeysRequest__Output } from '../../../downbeat/accounts/v1/ListApiKeysRequest';
import type { ListApiKeysResponse as _downbeat_accounts_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _downbeat_accounts_v1_ListApiKeysResponse__Output } from '../../../downbeat/accounts/v1/ListApiKeysResponse';
import type { ListEndUsersRequest as _downbeat_accounts_v1_ListEndUsersRequest, ListEndUsersRequest__Output as _downbeat_accounts_v1_ListEndUsersRequest__Output } from '../../../downbeat/accounts/v1/ListEndUsersRequest';
import type { ListEndUsersResponse as _downbeat_accounts_v1_ListEndUsersResponse, ListEndUsersResponse__Output as _downbeat_accounts_v1_ListEndUsersResponse__Output } from '../../../downbeat/accounts/v1/ListEndUsersResponse';
import type { ListPartnersRequest as _downbeat_accounts_v1_ListPartnersRequest, ListPartnersRequest__Output as _downbeat_accounts_v1_ListPartnersRequest__Output } from '../../../downbeat/accounts/v1/ListPartnersRequest';
import type { ListPartnersResponse as _downbeat_accounts_v1_ListPartnersResponse, ListPartnersResponse__Output as _downbeat_accounts_v1_ListPartnersResponse__Output } from '../../../downbeat/accounts/v1/ListPartnersResponse';
import type { PutEndUserRequest as _downbeat_accounts_v1_PutEndUserRequest, PutEndUserRequest__Output as _downbeat_accounts_v1_PutEndUserRequest__Output } from '../../../downbeat/accounts/v1/PutEndUserRequest';
import type { PutEndUserResponse as _downbeat_accounts_v1_PutEndUserResponse, PutEndUserResponse__Output as _downbeat_accounts_v1_PutEndUserResponse__Output } from '../../../downbeat/accounts/v1/PutEndUserResponse';
import type { RevokeApiKeyRequest as _downbeat_accounts_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _downbeat_accounts_v1_RevokeApiKeyRequest__Output } from '../../../downbeat/accounts/v1/RevokeApiKeyRequest';
import type { RevokeApiKeyResponse as _downbeat_accounts_v1_RevokeApiKeyResponse, RevokeApiKeyResponse__Output as _downbeat_accounts_v1_RevokeApiKeyResponse__Output } from '../../../downbeat/accounts/v1/RevokeApiKeyResponse';
import type { RotateApiKeyRequest as _downbeat_accounts_v1_RotateApiKeyRequest, RotateApiKeyRequest__Output as _downbeat_accounts_v1_RotateApiKeyRequest__Output } from '../../../downbeat/accounts/v1/RotateApiKeyRequest';
import type { RotateApiKeyResponse as _downbeat_accounts_v1_RotateApiKeyResponse, RotateApiKeyResponse__Output as _downbeat_accounts_v1_RotateApiKeyResponse__Output } from '../../../downbeat/accounts/v1/RotateApiKeyResponse';
import type { RotatePartnerSecretRequest as _downbeat_accounts_v1_RotatePartnerSecretRequest, RotatePartnerSecretRequest__Output as _downbeat_accounts_v1_RotatePartnerSecretRequest__Output } from '../../../downbeat/accounts/v1/RotatePartnerSecretRequest';
import type { RotatePartnerSecretResponse as _downbeat_accounts_v1_RotatePartnerSecretResponse, RotatePartnerSecretResponse__Output as _downbeat_accounts_v1_RotatePartnerSecretResponse__Output } from '../../../downbeat/accounts/v1/RotatePartnerSecretResponse';
import type { RotateSigningKeyRequest as _downbeat_accounts_v1_RotateSigningKeyRequest, RotateSigningKeyRequest__Output as _downbeat_accounts_v1_RotateSigningKeyRequest__Output } from '../../../downbeat/accounts/v1/RotateSigningKeyRequest';
import type { RotateSigningKeyResponse as _downbeat_accounts_v1_RotateSigningKeyResponse, RotateSigningKeyResponse__Output as _downbeat_accounts_v1_RotateSigningKeyResponse__Output } from '../../../downbeat/accounts/v1/RotateSigningKeyResponse';
import type { SetAllowedOriginsRequest as _downbeat_accounts_v1_SetAllowedOriginsRequest, SetAllowedOriginsRequest__Output as _downbeat_accounts_v1_SetAllowedOriginsRequest__Output } from '../../../downbeat/accounts/v1/SetAllowedOriginsRequest';
import type { SetAllowedOriginsResponse as _downbeat_accounts_v1_SetAllowedOriginsResponse, SetAllowedOriginsResponse__Output as _downbeat_accounts_v1_SetAllowedOriginsResponse__Output } from '../../../downbeat/accounts/v1/SetAllowedOriginsResponse';
import type { SetFreeTierCollectionsRequest as _downbeat_accounts_v1_SetFreeTierCollectionsRequest, SetFreeTierCollectionsRequest__Output as _downbeat_accounts_v1_SetFreeTierCollectionsRequest__Output } from '../../../downbeat/accounts/v1/SetFreeTierCollectionsRequest';
import type { SetFreeTierCollectionsResponse as _downbeat_accounts_v1_SetFreeTierCollectionsResponse, SetFreeTierCollectionsResponse__Output as _downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output } from '../../../downbeat/accounts/v1/SetFreeTierCollectionsResponse';
import type { SetRateLimitRequest as _downbeat_accounts_v1_SetRateLimitRequest, SetRateLimitRequest__Output as _downbeat_accounts_v1_SetRateLimitRequest__Output } from '../../../downbeat/accounts/v1/SetRateLimitRequest';
import type { SetRateLimitResponse as _downbeat_accounts_v1_SetRateLimitResponse, SetRateLimitResponse__Output as _downbeat_accounts_v1_SetRateLimitResponse__Output } from '../../../downbeat/accounts/v1/SetRateLimitResponse';
import type { SetSubscriptionRequest as _downbeat_accounts_v1_SetSubscriptionRequest, SetSubscriptionRequest__Output as _downbeat_accounts_v1_SetSubscriptionRequest__Output } from '../../../downbeat/accounts/v1/SetSubscriptionRequest';
import type { SetSubscriptionResponse as _downbeat_accounts_v1_SetSubscriptionResponse, SetSubscriptionResponse__Output as _downbeat_accounts_v1_SetSubscriptionResponse__Output } from '../../../downbeat/accounts/v1/SetSubscriptionResponse';
import type { UnlikeTrackRequest as _downbeat_accounts_v1_UnlikeTrackRequest, UnlikeTrackRequest__Output as _downbeat_accounts_v1_UnlikeTrackRequest__Output } from '../../../downbeat/accounts/v1/UnlikeTrackRequest';
import type { UnlikeTrackResponse as _downbeat_accounts_v1_UnlikeTrackResponse, UnlikeTrackResponse__Output as _downbeat_accounts_v1_UnlikeTrackResponse__Output } from '../../../downbeat/accounts/v1/UnlikeTrackResponse';
import type { UpsertEndUserRequest as _downbeat_accounts_v1_UpsertEndUserRequest, UpsertEndUserRequest__Output as _downbeat_accounts_v1_UpsertEndUserRequest__Output } from '../../../downbeat/accounts/v1/UpsertEndUserRequest';
import type { UpsertEndUserResponse as _downbeat_accounts_v1_UpsertEndUserResponse, UpsertEndUserResponse__Output as _downbeat_accounts_v1_UpsertEndUserResponse__Output } from '../../../downbeat/accounts/v1/UpsertEndUserResponse';

/**
 * Operator and developer-portal writes: partners and their credentials, partner settings, end
 * users, subscriptions and likes. The gateway's partner management API (/v0/partner/…, partner
 * token or portal session) calls a partner-scoped part of it, always with the caller's own
 * partner id; the rest (creating, listing, disabling partners, rate limits, signing keys) is for
 * operators only and never reachable through the gateway.
 */
export interface AccountsAdminServiceClient extends grpc.Client {
  /**
   * Issues a partner API key: a long-lived credential (`dbk_live_…`) the partner's servers send as
   * `Authorization: Bearer <key>` wherever a partner token is taken. The key is in this answer
   * only; accounts keeps a peppered hash. INVALID_ARGUMENT (key `name`): empty or over 200
   * characters. NOT_FOUND: unknown partner.
   */
  CreateApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Issues a partner API key: a long-lived credential (`dbk_live_…`) the partner's servers send as
   * `Authorization: Bearer <key>` wherever a partner token is taken. The key is in this answer
   * only; accounts keeps a peppered hash. INVALID_ARGUMENT (key `name`): empty or over 200
   * characters. NOT_FOUND: unknown partner.
   */
  createApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _downbeat_accounts_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a partner with a fresh access key; the secret is returned once and stored hashed.
   */
  CreatePartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  CreatePartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  CreatePartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  CreatePartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a partner with a fresh access key; the secret is returned once and stored hashed.
   */
  createPartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  createPartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  createPartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  createPartner(argument: _downbeat_accounts_v1_CreatePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_CreatePartnerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Disables a partner (idempotent): no new tokens at once; tokens already issued are refused by
   * the gateway once its cached GetPartnerSettings answer (at most 30 s old) shows DISABLED.
   * NOT_FOUND: unknown partner.
   */
  DisablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  DisablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  DisablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  DisablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Disables a partner (idempotent): no new tokens at once; tokens already issued are refused by
   * the gateway once its cached GetPartnerSettings answer (at most 30 s old) shows DISABLED.
   * NOT_FOUND: unknown partner.
   */
  disablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  disablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  disablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  disablePartner(argument: _downbeat_accounts_v1_DisablePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_DisablePartnerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Enables a disabled partner again (idempotent). NOT_FOUND: unknown partner.
   */
  EnablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  EnablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  EnablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  EnablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Enables a disabled partner again (idempotent). NOT_FOUND: unknown partner.
   */
  enablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  enablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  enablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  enablePartner(argument: _downbeat_accounts_v1_EnablePartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_EnablePartnerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND: unknown partner.
   */
  GetPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  GetPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  GetPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  GetPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND: unknown partner.
   */
  getPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  getPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  getPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  getPartner(argument: _downbeat_accounts_v1_GetPartnerRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_GetPartnerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Records that a connected user likes a track (idempotent). The public API only reads likes.
   */
  LikeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  LikeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  LikeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  LikeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Records that a connected user likes a track (idempotent). The public API only reads likes.
   */
  likeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  likeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  likeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  likeTrack(argument: _downbeat_accounts_v1_LikeTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_LikeTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The partner's API keys, newest first, revoked ones included; never the keys themselves.
   */
  ListApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The partner's API keys, newest first, revoked ones included; never the keys themselves.
   */
  listApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _downbeat_accounts_v1_ListApiKeysRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The partner's end users in user id order. NOT_FOUND: unknown partner.
   */
  ListEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  ListEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  ListEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  ListEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The partner's end users in user id order. NOT_FOUND: unknown partner.
   */
  listEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  listEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  listEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  listEndUsers(argument: _downbeat_accounts_v1_ListEndUsersRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListEndUsersResponse__Output>): grpc.ClientUnaryCall;
  
  ListPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  ListPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  ListPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  ListPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  listPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  listPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  listPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  listPartners(argument: _downbeat_accounts_v1_ListPartnersRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_ListPartnersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets an end user's whole state in one write, creating the user if needed (a partner's backend
   * connecting a user and granting, changing or ending a subscription: PUT /v0/partner/users/{id}).
   * An absent subscription removes it. INVALID_ARGUMENT: `userId` as IssueUserToken;
   * `subscription` given for a user who is not connected; `subscription.plan` over 100 characters.
   * NOT_FOUND: unknown partner.
   */
  PutEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  PutEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  PutEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  PutEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets an end user's whole state in one write, creating the user if needed (a partner's backend
   * connecting a user and granting, changing or ending a subscription: PUT /v0/partner/users/{id}).
   * An absent subscription removes it. INVALID_ARGUMENT: `userId` as IssueUserToken;
   * `subscription` given for a user who is not connected; `subscription.plan` over 100 characters.
   * NOT_FOUND: unknown partner.
   */
  putEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  putEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  putEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  putEndUser(argument: _downbeat_accounts_v1_PutEndUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_PutEndUserResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Revokes an API key for good (idempotent). NOT_FOUND: unknown key of this partner.
   */
  RevokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Revokes an API key for good (idempotent). NOT_FOUND: unknown key of this partner.
   */
  revokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _downbeat_accounts_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * New key material for an API key (same id and name); the old key stops working at once.
   * NOT_FOUND: unknown key of this partner. FAILED_PRECONDITION: the key is revoked.
   */
  RotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * New key material for an API key (same id and name); the old key stops working at once.
   * NOT_FOUND: unknown key of this partner. FAILED_PRECONDITION: the key is revoked.
   */
  rotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateApiKey(argument: _downbeat_accounts_v1_RotateApiKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Issues a new secret for the partner's access key; the old secret stops working at once, and so
   * does every developer-portal session opened with it (tokens already issued live on until they
   * expire: disable the partner to cut them off).
   */
  RotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  RotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  RotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  RotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Issues a new secret for the partner's access key; the old secret stops working at once, and so
   * does every developer-portal session opened with it (tokens already issued live on until they
   * expire: disable the partner to cut them off).
   */
  rotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  rotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  rotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  rotatePartnerSecret(argument: _downbeat_accounts_v1_RotatePartnerSecretRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotatePartnerSecretResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Adds a new signing key, which signs every token from now on. Older keys stay published in
   * GetSigningKeys until every token they signed has expired (the longest token lifetime, 60 min,
   * after they stopped signing); keys past that are retired: unpublished and their files removed.
   * Other replicas sharing the key directory pick the new key up within 30 s.
   */
  RotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Adds a new signing key, which signs every token from now on. Older keys stay published in
   * GetSigningKeys until every token they signed has expired (the longest token lifetime, 60 min,
   * after they stopped signing); keys past that are retired: unpublished and their files removed.
   * Other replicas sharing the key directory pick the new key up within 30 s.
   */
  rotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _downbeat_accounts_v1_RotateSigningKeyRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_RotateSigningKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces the partner's CORS allowed origins (see PartnerSettings.allowed_origins); an empty
   * list allows none. Visible within 30 s.
   * INVALID_ARGUMENT (key `origins`): not an origin like https://app.example.com, a duplicate, more than 50.
   */
  SetAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  SetAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  SetAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  SetAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces the partner's CORS allowed origins (see PartnerSettings.allowed_origins); an empty
   * list allows none. Visible within 30 s.
   * INVALID_ARGUMENT (key `origins`): not an origin like https://app.example.com, a duplicate, more than 50.
   */
  setAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  setAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  setAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  setAllowedOrigins(argument: _downbeat_accounts_v1_SetAllowedOriginsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetAllowedOriginsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Replaces the partner's free-tier collections and their order; an empty list returns the
   * partner to catalog's default free tier. Ids are not checked against the catalog (accounts
   * never reads catalog's data); catalog ignores ids it does not know. Visible within 30 s.
   * INVALID_ARGUMENT (key `collectionIds`): an empty or over-long id, a duplicate, more than 100.
   */
  SetFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  SetFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  SetFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  SetFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Replaces the partner's free-tier collections and their order; an empty list returns the
   * partner to catalog's default free tier. Ids are not checked against the catalog (accounts
   * never reads catalog's data); catalog ignores ids it does not know. Visible within 30 s.
   * INVALID_ARGUMENT (key `collectionIds`): an empty or over-long id, a duplicate, more than 100.
   */
  setFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  setFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  setFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  setFreeTierCollections(argument: _downbeat_accounts_v1_SetFreeTierCollectionsRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets the partner's rate limit; an absent rate_limit restores the defaults. Visible within 30 s.
   * INVALID_ARGUMENT (keys `requestsPerSecond`, `burst`): not between 1 and 100000.
   */
  SetRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  SetRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  SetRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  SetRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets the partner's rate limit; an absent rate_limit restores the defaults. Visible within 30 s.
   * INVALID_ARGUMENT (keys `requestsPerSecond`, `burst`): not between 1 and 100000.
   */
  setRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  setRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  setRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  setRateLimit(argument: _downbeat_accounts_v1_SetRateLimitRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetRateLimitResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets or replaces an end user's subscription; an absent subscription removes it.
   * NOT_FOUND: unknown user. FAILED_PRECONDITION: the user is not connected.
   */
  SetSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets or replaces an end user's subscription; an absent subscription removes it.
   * NOT_FOUND: unknown user. FAILED_PRECONDITION: the user is not connected.
   */
  setSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _downbeat_accounts_v1_SetSubscriptionRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes a like (idempotent).
   */
  UnlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  UnlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  UnlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  UnlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes a like (idempotent).
   */
  unlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  unlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  unlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  unlikeTrack(argument: _downbeat_accounts_v1_UnlikeTrackRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UnlikeTrackResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates or updates an end user. INVALID_ARGUMENT (key `userId`): as IssueUserToken.
   */
  UpsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  UpsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  UpsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  UpsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates or updates an end user. INVALID_ARGUMENT (key `userId`): as IssueUserToken.
   */
  upsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  upsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  upsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  upsertEndUser(argument: _downbeat_accounts_v1_UpsertEndUserRequest, callback: grpc.requestCallback<_downbeat_accounts_v1_UpsertEndUserResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Operator and developer-portal writes: partners and their credentials, partner settings, end
 * users, subscriptions and likes. The gateway's partner management API (/v0/partner/…, partner
 * token or portal session) calls a partner-scoped part of it, always with the caller's own
 * partner id; the rest (creating, listing, disabling partners, rate limits, signing keys) is for
 * operators only and never reachable through the gateway.
 */
export interface AccountsAdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Issues a partner API key: a long-lived credential (`dbk_live_…`) the partner's servers send as
   * `Authorization: Bearer <key>` wherever a partner token is taken. The key is in this answer
   * only; accounts keeps a peppered hash. INVALID_ARGUMENT (key `name`): empty or over 200
   * characters. NOT_FOUND: unknown partner.
   */
  CreateApiKey: grpc.handleUnaryCall<_downbeat_accounts_v1_CreateApiKeyRequest__Output, _downbeat_accounts_v1_CreateApiKeyResponse>;
  
  /**
   * Creates a partner with a fresh access key; the secret is returned once and stored hashed.
   */
  CreatePartner: grpc.handleUnaryCall<_downbeat_accounts_v1_CreatePartnerRequest__Output, _downbeat_accounts_v1_CreatePartnerResponse>;
  
  /**
   * Disables a partner (idempotent): no new tokens at once; tokens already issued are refused by
   * the gateway once its cached GetPartnerSettings answer (at most 30 s old) shows DISABLED.
   * NOT_FOUND: unknown partner.
   */
  DisablePartner: grpc.handleUnaryCall<_downbeat_accounts_v1_DisablePartnerRequest__Output, _downbeat_accounts_v1_DisablePartnerResponse>;
  
  /**
   * Enables a disabled partner again (idempotent). NOT_FOUND: unknown partner.
   */
  EnablePartner: grpc.handleUnaryCall<_downbeat_accounts_v1_EnablePartnerRequest__Output, _downbeat_accounts_v1_EnablePartnerResponse>;
  
  /**
   * NOT_FOUND: unknown partner.
   */
  GetPartner: grpc.handleUnaryCall<_downbeat_accounts_v1_GetPartnerRequest__Output, _downbeat_accounts_v1_GetPartnerResponse>;
  
  /**
   * Records that a connected user likes a track (idempotent). The public API only reads likes.
   */
  LikeTrack: grpc.handleUnaryCall<_downbeat_accounts_v1_LikeTrackRequest__Output, _downbeat_accounts_v1_LikeTrackResponse>;
  
  /**
   * The partner's API keys, newest first, revoked ones included; never the keys themselves.
   */
  ListApiKeys: grpc.handleUnaryCall<_downbeat_accounts_v1_ListApiKeysRequest__Output, _downbeat_accounts_v1_ListApiKeysResponse>;
  
  /**
   * The partner's end users in user id order. NOT_FOUND: unknown partner.
   */
  ListEndUsers: grpc.handleUnaryCall<_downbeat_accounts_v1_ListEndUsersRequest__Output, _downbeat_accounts_v1_ListEndUsersResponse>;
  
  ListPartners: grpc.handleUnaryCall<_downbeat_accounts_v1_ListPartnersRequest__Output, _downbeat_accounts_v1_ListPartnersResponse>;
  
  /**
   * Sets an end user's whole state in one write, creating the user if needed (a partner's backend
   * connecting a user and granting, changing or ending a subscription: PUT /v0/partner/users/{id}).
   * An absent subscription removes it. INVALID_ARGUMENT: `userId` as IssueUserToken;
   * `subscription` given for a user who is not connected; `subscription.plan` over 100 characters.
   * NOT_FOUND: unknown partner.
   */
  PutEndUser: grpc.handleUnaryCall<_downbeat_accounts_v1_PutEndUserRequest__Output, _downbeat_accounts_v1_PutEndUserResponse>;
  
  /**
   * Revokes an API key for good (idempotent). NOT_FOUND: unknown key of this partner.
   */
  RevokeApiKey: grpc.handleUnaryCall<_downbeat_accounts_v1_RevokeApiKeyRequest__Output, _downbeat_accounts_v1_RevokeApiKeyResponse>;
  
  /**
   * New key material for an API key (same id and name); the old key stops working at once.
   * NOT_FOUND: unknown key of this partner. FAILED_PRECONDITION: the key is revoked.
   */
  RotateApiKey: grpc.handleUnaryCall<_downbeat_accounts_v1_RotateApiKeyRequest__Output, _downbeat_accounts_v1_RotateApiKeyResponse>;
  
  /**
   * Issues a new secret for the partner's access key; the old secret stops working at once, and so
   * does every developer-portal session opened with it (tokens already issued live on until they
   * expire: disable the partner to cut them off).
   */
  RotatePartnerSecret: grpc.handleUnaryCall<_downbeat_accounts_v1_RotatePartnerSecretRequest__Output, _downbeat_accounts_v1_RotatePartnerSecretResponse>;
  
  /**
   * Adds a new signing key, which signs every token from now on. Older keys stay published in
   * GetSigningKeys until every token they signed has expired (the longest token lifetime, 60 min,
   * after they stopped signing); keys past that are retired: unpublished and their files removed.
   * Other replicas sharing the key directory pick the new key up within 30 s.
   */
  RotateSigningKey: grpc.handleUnaryCall<_downbeat_accounts_v1_RotateSigningKeyRequest__Output, _downbeat_accounts_v1_RotateSigningKeyResponse>;
  
  /**
   * Replaces the partner's CORS allowed origins (see PartnerSettings.allowed_origins); an empty
   * list allows none. Visible within 30 s.
   * INVALID_ARGUMENT (key `origins`): not an origin like https://app.example.com, a duplicate, more than 50.
   */
  SetAllowedOrigins: grpc.handleUnaryCall<_downbeat_accounts_v1_SetAllowedOriginsRequest__Output, _downbeat_accounts_v1_SetAllowedOriginsResponse>;
  
  /**
   * Replaces the partner's free-tier collections and their order; an empty list returns the
   * partner to catalog's default free tier. Ids are not checked against the catalog (accounts
   * never reads catalog's data); catalog ignores ids it does not know. Visible within 30 s.
   * INVALID_ARGUMENT (key `collectionIds`): an empty or over-long id, a duplicate, more than 100.
   */
  SetFreeTierCollections: grpc.handleUnaryCall<_downbeat_accounts_v1_SetFreeTierCollectionsRequest__Output, _downbeat_accounts_v1_SetFreeTierCollectionsResponse>;
  
  /**
   * Sets the partner's rate limit; an absent rate_limit restores the defaults. Visible within 30 s.
   * INVALID_ARGUMENT (keys `requestsPerSecond`, `burst`): not between 1 and 100000.
   */
  SetRateLimit: grpc.handleUnaryCall<_downbeat_accounts_v1_SetRateLimitRequest__Output, _downbeat_accounts_v1_SetRateLimitResponse>;
  
  /**
   * Sets or replaces an end user's subscription; an absent subscription removes it.
   * NOT_FOUND: unknown user. FAILED_PRECONDITION: the user is not connected.
   */
  SetSubscription: grpc.handleUnaryCall<_downbeat_accounts_v1_SetSubscriptionRequest__Output, _downbeat_accounts_v1_SetSubscriptionResponse>;
  
  /**
   * Removes a like (idempotent).
   */
  UnlikeTrack: grpc.handleUnaryCall<_downbeat_accounts_v1_UnlikeTrackRequest__Output, _downbeat_accounts_v1_UnlikeTrackResponse>;
  
  /**
   * Creates or updates an end user. INVALID_ARGUMENT (key `userId`): as IssueUserToken.
   */
  UpsertEndUser: grpc.handleUnaryCall<_downbeat_accounts_v1_UpsertEndUserRequest__Output, _downbeat_accounts_v1_UpsertEndUserResponse>;
  
}

export interface AccountsAdminServiceDefinition extends grpc.ServiceDefinition {
  CreateApiKey: MethodDefinition<_downbeat_accounts_v1_CreateApiKeyRequest, _downbeat_accounts_v1_CreateApiKeyResponse, _downbeat_accounts_v1_CreateApiKeyRequest__Output, _downbeat_accounts_v1_CreateApiKeyResponse__Output>
  CreatePartner: MethodDefinition<_downbeat_accounts_v1_CreatePartnerRequest, _downbeat_accounts_v1_CreatePartnerResponse, _downbeat_accounts_v1_CreatePartnerRequest__Output, _downbeat_accounts_v1_CreatePartnerResponse__Output>
  DisablePartner: MethodDefinition<_downbeat_accounts_v1_DisablePartnerRequest, _downbeat_accounts_v1_DisablePartnerResponse, _downbeat_accounts_v1_DisablePartnerRequest__Output, _downbeat_accounts_v1_DisablePartnerResponse__Output>
  EnablePartner: MethodDefinition<_downbeat_accounts_v1_EnablePartnerRequest, _downbeat_accounts_v1_EnablePartnerResponse, _downbeat_accounts_v1_EnablePartnerRequest__Output, _downbeat_accounts_v1_EnablePartnerResponse__Output>
  GetPartner: MethodDefinition<_downbeat_accounts_v1_GetPartnerRequest, _downbeat_accounts_v1_GetPartnerResponse, _downbeat_accounts_v1_GetPartnerRequest__Output, _downbeat_accounts_v1_GetPartnerResponse__Output>
  LikeTrack: MethodDefinition<_downbeat_accounts_v1_LikeTrackRequest, _downbeat_accounts_v1_LikeTrackResponse, _downbeat_accounts_v1_LikeTrackRequest__Output, _downbeat_accounts_v1_LikeTrackResponse__Output>
  ListApiKeys: MethodDefinition<_downbeat_accounts_v1_ListApiKeysRequest, _downbeat_accounts_v1_ListApiKeysResponse, _downbeat_accounts_v1_ListApiKeysRequest__Output, _downbeat_accounts_v1_ListApiKeysResponse__Output>
  ListEndUsers: MethodDefinition<_downbeat_accounts_v1_ListEndUsersRequest, _downbeat_accounts_v1_ListEndUsersResponse, _downbeat_accounts_v1_ListEndUsersRequest__Output, _downbeat_accounts_v1_ListEndUsersResponse__Output>
  ListPartners: MethodDefinition<_downbeat_accounts_v1_ListPartnersRequest, _downbeat_accounts_v1_ListPartnersResponse, _downbeat_accounts_v1_ListPartnersRequest__Output, _downbeat_accounts_v1_ListPartnersResponse__Output>
  PutEndUser: MethodDefinition<_downbeat_accounts_v1_PutEndUserRequest, _downbeat_accounts_v1_PutEndUserResponse, _downbeat_accounts_v1_PutEndUserRequest__Output, _downbeat_accounts_v1_PutEndUserResponse__Output>
  RevokeApiKey: MethodDefinition<_downbeat_accounts_v1_RevokeApiKeyRequest, _downbeat_accounts_v1_RevokeApiKeyResponse, _downbeat_accounts_v1_RevokeApiKeyRequest__Output, _downbeat_accounts_v1_RevokeApiKeyResponse__Output>
  RotateApiKey: MethodDefinition<_downbeat_accounts_v1_RotateApiKeyRequest, _downbeat_accounts_v1_RotateApiKeyResponse, _downbeat_accounts_v1_RotateApiKeyRequest__Output, _downbeat_accounts_v1_RotateApiKeyResponse__Output>
  RotatePartnerSecret: MethodDefinition<_downbeat_accounts_v1_RotatePartnerSecretRequest, _downbeat_accounts_v1_RotatePartnerSecretResponse, _downbeat_accounts_v1_RotatePartnerSecretRequest__Output, _downbeat_accounts_v1_RotatePartnerSecretResponse__Output>
  RotateSigningKey: MethodDefinition<_downbeat_accounts_v1_RotateSigningKeyRequest, _downbeat_accounts_v1_RotateSigningKeyResponse, _downbeat_accounts_v1_RotateSigningKeyRequest__Output, _downbeat_accounts_v1_RotateSigningKeyResponse__Output>
  SetAllowedOrigins: MethodDefinition<_downbeat_accounts_v1_SetAllowedOriginsRequest, _downbeat_accounts_v1_SetAllowedOriginsResponse, _downbeat_accounts_v1_SetAllowedOriginsRequest__Output, _downbeat_accounts_v1_SetAllowedOriginsResponse__Output>
  SetFreeTierCollections: MethodDefinition<_downbeat_accounts_v1_SetFreeTierCollectionsRequest, _downbeat_accounts_v1_SetFreeTierCollectionsResponse, _downbeat_accounts_v1_SetFreeTierCollectionsRequest__Output, _downbeat_accounts_v1_SetFreeTierCollectionsResponse__Output>
  SetRateLimit: MethodDefinition<_downbeat_accounts_v1_SetRateLimitRequest, _downbeat_accounts_v1_SetRateLimitResponse, _downbeat_accounts_v1_SetRateLimitRequest__Output, _downbeat_accounts_v1_SetRateLimitResponse__Output>
  SetSubscription: MethodDefinition<_downbeat_accounts_v1_SetSubscriptionRequest, _downbeat_accounts_v1_SetSubscriptionResponse, _downbeat_accounts_v1_SetSubscriptionRequest__Output, _downbeat_accounts_v1_SetSubscriptionResponse__Output>
  UnlikeTrack: MethodDefinition<_downbeat_accounts_v1_UnlikeTrackRequest, _downbeat_accounts_v1_UnlikeTrackResponse, _downbeat_accounts_v1_UnlikeTrackRequest__Output, _downbeat_accounts_v1_UnlikeTrackResponse__Output>
  UpsertEndUser: MethodDefinition<_downbeat_accounts_v1_UpsertEndUserRequest, _downbeat_accounts_v1_UpsertEndUserResponse, _downbeat_accounts_v1_UpsertEndUserRequest__Output, _downbeat_accounts_v1_UpsertEndUserResponse__Output>
}
