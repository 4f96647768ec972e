// Original file: protos/accounts/v1/admin.proto


export interface LikeTrackRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
}

export interface LikeTrackRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
}
