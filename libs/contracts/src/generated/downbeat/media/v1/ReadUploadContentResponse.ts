// Original file: protos/media/v1/media.proto


export interface ReadUploadContentResponse {
  'chunk'?: (Buffer | Uint8Array | string);
}

export interface ReadUploadContentResponse__Output {
  'chunk': (Buffer);
}
