// Original file: protos/accounts/v1/admin.proto


export interface SetFreeTierCollectionsRequest {
  'partnerId'?: (string);
  /**
   * In display order; empty means the partner has no free tier (every track is premium).
   */
  'collectionIds'?: (string)[];
}

export interface SetFreeTierCollectionsRequest__Output {
  'partnerId': (string);
  /**
   * In display order; empty means the partner has no free tier (every track is premium).
   */
  'collectionIds': (string)[];
}
