// Original file: protos/accounts/v1/accounts.proto


export interface AddLikedTrackResponse {
}

export interface AddLikedTrackResponse__Output {
}
