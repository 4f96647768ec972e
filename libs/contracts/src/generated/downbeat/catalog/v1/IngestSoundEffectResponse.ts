// Original file: protos/catalog/v1/catalog_admin.proto


export interface IngestSoundEffectResponse {
  'soundEffectId'?: (string);
  'created'?: (boolean);
}

export interface IngestSoundEffectResponse__Output {
  'soundEffectId': (string);
  'created': (boolean);
}
