// Original file: protos/versions/v1/versions_admin.proto


export interface SetWebhookRequest {
  'partnerId'?: (string);
  'url'?: (string);
  /**
   * Optional: whsec_ followed by base64.
   */
  'secret'?: (string);
}

export interface SetWebhookRequest__Output {
  'partnerId': (string);
  'url': (string);
  /**
   * Optional: whsec_ followed by base64.
   */
  'secret': (string);
}
