// Original file: protos/accounts/v1/admin.proto


export interface RotateSigningKeyRequest {
}

export interface RotateSigningKeyRequest__Output {
}
