// Original file: protos/accounts/v1/accounts.proto


export interface AddLikedTrackRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
}

export interface AddLikedTrackRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
}
