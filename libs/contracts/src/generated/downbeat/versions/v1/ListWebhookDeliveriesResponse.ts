// Original file: protos/versions/v1/versions_admin.proto

import type { WebhookDelivery as _downbeat_versions_v1_WebhookDelivery, WebhookDelivery__Output as _downbeat_versions_v1_WebhookDelivery__Output } from '../../../downbeat/versions/v1/WebhookDelivery';

export interface ListWebhookDeliveriesResponse {
  'deliveries'?: (_downbeat_versions_v1_WebhookDelivery)[];
}

export interface ListWebhookDeliveriesResponse__Output {
  'deliveries': (_downbeat_versions_v1_WebhookDelivery__Output)[];
}
