// Original file: protos/accounts/v1/admin.proto


export interface UnlikeTrackResponse {
}

export interface UnlikeTrackResponse__Output {
}
