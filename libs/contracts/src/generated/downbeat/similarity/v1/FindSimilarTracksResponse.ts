// Original file: protos/similarity/v1/similarity.proto


export interface FindSimilarTracksResponse {
  'trackIds'?: (string)[];
  'total'?: (number);
}

export interface FindSimilarTracksResponse__Output {
  'trackIds': (string)[];
  'total': (number);
}
