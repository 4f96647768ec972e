// Original file: protos/accounts/v1/accounts.proto


export interface GetSigningKeysRequest {
}

export interface GetSigningKeysRequest__Output {
}
