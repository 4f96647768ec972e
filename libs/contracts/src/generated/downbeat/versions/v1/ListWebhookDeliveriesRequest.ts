// Original file: protos/versions/v1/versions_admin.proto


export interface ListWebhookDeliveriesRequest {
  'partnerId'?: (string);
  /**
   * Default 20, at most 100.
   */
  'limit'?: (number);
}

export interface ListWebhookDeliveriesRequest__Output {
  'partnerId': (string);
  /**
   * Default 20, at most 100.
   */
  'limit': (number);
}
