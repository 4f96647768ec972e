// Original file: protos/versions/v1/versions_admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteWebhookRequest as _downbeat_versions_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _downbeat_versions_v1_DeleteWebhookRequest__Output } from '../../../downbeat/versions/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _downbeat_versions_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _downbeat_versions_v1_DeleteWebhookResponse__Output } from '../../../downbeat/versions/v1/DeleteWebhookResponse';
import type { GetWebhookRequest as _downbeat_versions_v1_GetWebhookRequest, GetWebhookRequest__Output as _downbeat_versions_v1_GetWebhookRequest__Output } from '../../../downbeat/versions/v1/GetWebhookRequest';
import type { GetWebhookResponse as _downbeat_versions_v1_GetWebhookResponse, GetWebhookResponse__Output as _downbeat_versions_v1_GetWebhookResponse__Output } from '../../../downbeat/versions/v1/GetWebhookResponse';
import type { ListWebhookDeliveriesRequest as _downbeat_versions_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _downbeat_versions_v1_ListWebhookDeliveriesRequest__Output } from '../../../downbeat/versions/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _downbeat_versions_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _downbeat_versions_v1_ListWebhookDeliveriesResponse__Output } from '../../../downbeat/versions/v1/ListWebhookDeliveriesResponse';
import type { SetWebhookRequest as _downbeat_versions_v1_SetWebhookRequest, SetWebhookRequest__Output as _downbeat_versions_v1_SetWebhookRequest__Output } from '../../../downbeat/versions/v1/SetWebhookRequest';
import type { SetWebhookResponse as _downbeat_versions_v1_SetWebhookResponse, SetWebhookResponse__Output as _downbeat_versions_v1_SetWebhookResponse__Output } from '../../../downbeat/versions/v1/SetWebhookResponse';

/**
 * Operator and developer-portal writes of track-versions webhooks: one HTTPS endpoint per partner,
 * POSTed each job that ends (COMPLETED or FAILED), signed as the Standard Webhooks specification
 * describes, retried with exponential backoff for a day. Never exposed through the public gateway.
 */
export interface VersionsAdminServiceClient extends grpc.Client {
  /**
   * Idempotent; pending deliveries are dropped.
   */
  DeleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Idempotent; pending deliveries are dropped.
   */
  deleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _downbeat_versions_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND: the partner has no webhook.
   */
  GetWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND: the partner has no webhook.
   */
  getWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _downbeat_versions_v1_GetWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The partner's deliveries, newest first.
   */
  ListWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The partner's deliveries, newest first.
   */
  listWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _downbeat_versions_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Sets (or replaces) the partner's endpoint. INVALID_ARGUMENT: not an https URL, or a secret not
   * of the form whsec_<base64 of 24 to 64 bytes>. Without a secret, a new one is generated.
   */
  SetWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  SetWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  SetWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  SetWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Sets (or replaces) the partner's endpoint. INVALID_ARGUMENT: not an https URL, or a secret not
   * of the form whsec_<base64 of 24 to 64 bytes>. Without a secret, a new one is generated.
   */
  setWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  setWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  setWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  setWebhook(argument: _downbeat_versions_v1_SetWebhookRequest, callback: grpc.requestCallback<_downbeat_versions_v1_SetWebhookResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Operator and developer-portal writes of track-versions webhooks: one HTTPS endpoint per partner,
 * POSTed each job that ends (COMPLETED or FAILED), signed as the Standard Webhooks specification
 * describes, retried with exponential backoff for a day. Never exposed through the public gateway.
 */
export interface VersionsAdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Idempotent; pending deliveries are dropped.
   */
  DeleteWebhook: grpc.handleUnaryCall<_downbeat_versions_v1_DeleteWebhookRequest__Output, _downbeat_versions_v1_DeleteWebhookResponse>;
  
  /**
   * NOT_FOUND: the partner has no webhook.
   */
  GetWebhook: grpc.handleUnaryCall<_downbeat_versions_v1_GetWebhookRequest__Output, _downbeat_versions_v1_GetWebhookResponse>;
  
  /**
   * The partner's deliveries, newest first.
   */
  ListWebhookDeliveries: grpc.handleUnaryCall<_downbeat_versions_v1_ListWebhookDeliveriesRequest__Output, _downbeat_versions_v1_ListWebhookDeliveriesResponse>;
  
  /**
   * Sets (or replaces) the partner's endpoint. INVALID_ARGUMENT: not an https URL, or a secret not
   * of the form whsec_<base64 of 24 to 64 bytes>. Without a secret, a new one is generated.
   */
  SetWebhook: grpc.handleUnaryCall<_downbeat_versions_v1_SetWebhookRequest__Output, _downbeat_versions_v1_SetWebhookResponse>;
  
}

export interface VersionsAdminServiceDefinition extends grpc.ServiceDefinition {
  DeleteWebhook: MethodDefinition<_downbeat_versions_v1_DeleteWebhookRequest, _downbeat_versions_v1_DeleteWebhookResponse, _downbeat_versions_v1_DeleteWebhookRequest__Output, _downbeat_versions_v1_DeleteWebhookResponse__Output>
  GetWebhook: MethodDefinition<_downbeat_versions_v1_GetWebhookRequest, _downbeat_versions_v1_GetWebhookResponse, _downbeat_versions_v1_GetWebhookRequest__Output, _downbeat_versions_v1_GetWebhookResponse__Output>
  ListWebhookDeliveries: MethodDefinition<_downbeat_versions_v1_ListWebhookDeliveriesRequest, _downbeat_versions_v1_ListWebhookDeliveriesResponse, _downbeat_versions_v1_ListWebhookDeliveriesRequest__Output, _downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>
  SetWebhook: MethodDefinition<_downbeat_versions_v1_SetWebhookRequest, _downbeat_versions_v1_SetWebhookResponse, _downbeat_versions_v1_SetWebhookRequest__Output, _downbeat_versions_v1_SetWebhookResponse__Output>
}
