// Original file: protos/media/v1/media.proto


export interface ReadTrackMasterResponse {
  'chunk'?: (Buffer | Uint8Array | string);
}

export interface ReadTrackMasterResponse__Output {
  'chunk': (Buffer);
}
