// Original file: protos/accounts/v1/accounts.proto


export interface ClosePortalSessionResponse {
}

export interface ClosePortalSessionResponse__Output {
}
