// Original file: protos/accounts/v1/accounts.proto


export interface RemoveLikedTrackRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
}

export interface RemoveLikedTrackRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
}
