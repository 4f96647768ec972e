// Original file: protos/accounts/v1/accounts.proto


export interface EndSafelistingLicenseResponse {
}

export interface EndSafelistingLicenseResponse__Output {
}
