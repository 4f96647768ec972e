// Original file: protos/accounts/v1/admin.proto


export interface LikeTrackResponse {
}

export interface LikeTrackResponse__Output {
}
