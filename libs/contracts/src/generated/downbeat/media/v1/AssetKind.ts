// Original file: protos/media/v1/media.proto

export const AssetKind = {
  ASSET_KIND_UNSPECIFIED: 'ASSET_KIND_UNSPECIFIED',
  ASSET_KIND_TRACK: 'ASSET_KIND_TRACK',
  ASSET_KIND_SOUND_EFFECT: 'ASSET_KIND_SOUND_EFFECT',
} as const;

export type AssetKind =
  | 'ASSET_KIND_UNSPECIFIED'
  | 0
  | 'ASSET_KIND_TRACK'
  | 1
  | 'ASSET_KIND_SOUND_EFFECT'
  | 2

export type AssetKind__Output = typeof AssetKind[keyof typeof AssetKind]
