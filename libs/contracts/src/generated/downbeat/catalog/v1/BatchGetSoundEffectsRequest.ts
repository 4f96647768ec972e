// Original file: protos/catalog/v1/catalog.proto


export interface BatchGetSoundEffectsRequest {
  'partnerId'?: (string);
  'soundEffectIds'?: (string)[];
}

export interface BatchGetSoundEffectsRequest__Output {
  'partnerId': (string);
  'soundEffectIds': (string)[];
}
