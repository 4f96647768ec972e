// Original file: protos/accounts/v1/admin.proto


export interface UnlikeTrackRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
}

export interface UnlikeTrackRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
}
