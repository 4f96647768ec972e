// Original file: protos/accounts/v1/accounts.proto


export interface RemoveLikedTrackResponse {
}

export interface RemoveLikedTrackResponse__Output {
}
