// Original file: protos/versions/v1/versions_admin.proto


export interface GetWebhookRequest {
  'partnerId'?: (string);
}

export interface GetWebhookRequest__Output {
  'partnerId': (string);
}
