// Original file: protos/versions/v1/versions_admin.proto


export interface DeleteWebhookRequest {
  'partnerId'?: (string);
}

export interface DeleteWebhookRequest__Output {
  'partnerId': (string);
}
