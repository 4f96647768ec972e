// Original file: protos/search/v1/search.proto


export interface SearchSoundEffectsResponse {
  'soundEffectIds'?: (string)[];
  'total'?: (number);
}

export interface SearchSoundEffectsResponse__Output {
  'soundEffectIds': (string)[];
  'total': (number);
}
