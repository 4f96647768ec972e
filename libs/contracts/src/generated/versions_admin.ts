import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { DeleteWebhookRequest as _downbeat_versions_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _downbeat_versions_v1_DeleteWebhookRequest__Output } from './downbeat/versions/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _downbeat_versions_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _downbeat_versions_v1_DeleteWebhookResponse__Output } from './downbeat/versions/v1/DeleteWebhookResponse';
import type { GetWebhookRequest as _downbeat_versions_v1_GetWebhookRequest, GetWebhookRequest__Output as _downbeat_versions_v1_GetWebhookRequest__Output } from './downbeat/versions/v1/GetWebhookRequest';
import type { GetWebhookResponse as _downbeat_versions_v1_GetWebhookResponse, GetWebhookResponse__Output as _downbeat_versions_v1_GetWebhookResponse__Output } from './downbeat/versions/v1/GetWebhookResponse';
import type { ListWebhookDeliveriesRequest as _downbeat_versions_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _downbeat_versions_v1_ListWebhookDeliveriesRequest__Output } from './downbeat/versions/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _downbeat_versions_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _downbeat_versions_v1_ListWebhookDeliveriesResponse__Output } from './downbeat/versions/v1/ListWebhookDeliveriesResponse';
import type { SetWebhookRequest as _downbeat_versions_v1_SetWebhookRequest, SetWebhookRequest__Output as _downbeat_versions_v1_SetWebhookRequest__Output } from './downbeat/versions/v1/SetWebhookRequest';
import type { SetWebhookResponse as _downbeat_versions_v1_SetWebhookResponse, SetWebhookResponse__Output as _downbeat_versions_v1_SetWebhookResponse__Output } from './downbeat/versions/v1/SetWebhookResponse';
import type { VersionsAdminServiceClient as _downbeat_versions_v1_VersionsAdminServiceClient, VersionsAdminServiceDefinition as _downbeat_versions_v1_VersionsAdminServiceDefinition } from './downbeat/versions/v1/VersionsAdminService';
import type { Webhook as _downbeat_versions_v1_Webhook, Webhook__Output as _downbeat_versions_v1_Webhook__Output } from './downbeat/versions/v1/Webhook';
import type { WebhookDelivery as _downbeat_versions_v1_WebhookDelivery, WebhookDelivery__Output as _downbeat_versions_v1_WebhookDelivery__Output } from './downbeat/versions/v1/WebhookDelivery';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    versions: {
      v1: {
        DeleteWebhookRequest: MessageTypeDefinition<_downbeat_versions_v1_DeleteWebhookRequest, _downbeat_versions_v1_DeleteWebhookRequest__Output>
        DeleteWebhookResponse: MessageTypeDefinition<_downbeat_versions_v1_DeleteWebhookResponse, _downbeat_versions_v1_DeleteWebhookResponse__Output>
        GetWebhookRequest: MessageTypeDefinition<_downbeat_versions_v1_GetWebhookRequest, _downbeat_versions_v1_GetWebhookRequest__Output>
        GetWebhookResponse: MessageTypeDefinition<_downbeat_versions_v1_GetWebhookResponse, _downbeat_versions_v1_GetWebhookResponse__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_downbeat_versions_v1_ListWebhookDeliveriesRequest, _downbeat_versions_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhookDeliveriesResponse: MessageTypeDefinition<_downbeat_versions_v1_ListWebhookDeliveriesResponse, _downbeat_versions_v1_ListWebhookDeliveriesResponse__Output>
        SetWebhookRequest: MessageTypeDefinition<_downbeat_versions_v1_SetWebhookRequest, _downbeat_versions_v1_SetWebhookRequest__Output>
        SetWebhookResponse: MessageTypeDefinition<_downbeat_versions_v1_SetWebhookResponse, _downbeat_versions_v1_SetWebhookResponse__Output>
        /**
         * Operator and developer-portal writes of track-versions webhooks: one HTTPS endpoint per partner,
         * POSTed each job that ends (COMPLETED or FAILED), signed as the Standard Webhooks specification
         * describes, retried with exponential backoff for a day. Never exposed through the public gateway.
         */
        VersionsAdminService: SubtypeConstructor<typeof grpc.Client, _downbeat_versions_v1_VersionsAdminServiceClient> & { service: _downbeat_versions_v1_VersionsAdminServiceDefinition }
        Webhook: MessageTypeDefinition<_downbeat_versions_v1_Webhook, _downbeat_versions_v1_Webhook__Output>
        WebhookDelivery: MessageTypeDefinition<_downbeat_versions_v1_WebhookDelivery, _downbeat_versions_v1_WebhookDelivery__Output>
      }
    }
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

