// Original file: protos/accounts/v1/accounts.proto

export const SafelistingAssetType = {
  SAFELISTING_ASSET_TYPE_UNSPECIFIED: 'SAFELISTING_ASSET_TYPE_UNSPECIFIED',
  SAFELISTING_ASSET_TYPE_CHANNEL: 'SAFELISTING_ASSET_TYPE_CHANNEL',
  SAFELISTING_ASSET_TYPE_VIDEO: 'SAFELISTING_ASSET_TYPE_VIDEO',
} as const;

export type SafelistingAssetType =
  | 'SAFELISTING_ASSET_TYPE_UNSPECIFIED'
  | 0
  | 'SAFELISTING_ASSET_TYPE_CHANNEL'
  | 1
  | 'SAFELISTING_ASSET_TYPE_VIDEO'
  | 2

export type SafelistingAssetType__Output = typeof SafelistingAssetType[keyof typeof SafelistingAssetType]
