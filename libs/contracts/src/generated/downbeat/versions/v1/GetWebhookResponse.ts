// Original file: protos/versions/v1/versions_admin.proto

import type { Webhook as _downbeat_versions_v1_Webhook, Webhook__Output as _downbeat_versions_v1_Webhook__Output } from '../../../downbeat/versions/v1/Webhook';

export interface GetWebhookResponse {
  'webhook'?: (_downbeat_versions_v1_Webhook | null);
}

export interface GetWebhookResponse__Output {
  'webhook': (_downbeat_versions_v1_Webhook__Output | null);
}
