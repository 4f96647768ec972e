// Original file: protos/versions/v1/versions_admin.proto


export interface DeleteWebhookResponse {
  'deleted'?: (boolean);
}

export interface DeleteWebhookResponse__Output {
  'deleted': (boolean);
}
