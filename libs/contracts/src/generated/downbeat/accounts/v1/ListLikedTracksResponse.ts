// Original file: protos/accounts/v1/accounts.proto


export interface ListLikedTracksResponse {
  'trackIds'?: (string)[];
  'total'?: (number);
}

export interface ListLikedTracksResponse__Output {
  'trackIds': (string)[];
  'total': (number);
}
