// Original file: protos/reporting/v1/reporting.proto

export const UsagePlatform = {
  USAGE_PLATFORM_UNSPECIFIED: 'USAGE_PLATFORM_UNSPECIFIED',
  USAGE_PLATFORM_YOUTUBE: 'USAGE_PLATFORM_YOUTUBE',
  USAGE_PLATFORM_TWITTER: 'USAGE_PLATFORM_TWITTER',
  USAGE_PLATFORM_TWITCH: 'USAGE_PLATFORM_TWITCH',
  USAGE_PLATFORM_FACEBOOK: 'USAGE_PLATFORM_FACEBOOK',
  USAGE_PLATFORM_INSTAGRAM: 'USAGE_PLATFORM_INSTAGRAM',
  USAGE_PLATFORM_TIKTOK: 'USAGE_PLATFORM_TIKTOK',
  /**
   * A platform not listed; `other` names it.
   */
  USAGE_PLATFORM_OTHER: 'USAGE_PLATFORM_OTHER',
  /**
   * Downloaded to the user's device.
   */
  USAGE_PLATFORM_LOCAL: 'USAGE_PLATFORM_LOCAL',
} as const;

export type UsagePlatform =
  | 'USAGE_PLATFORM_UNSPECIFIED'
  | 0
  | 'USAGE_PLATFORM_YOUTUBE'
  | 1
  | 'USAGE_PLATFORM_TWITTER'
  | 2
  | 'USAGE_PLATFORM_TWITCH'
  | 3
  | 'USAGE_PLATFORM_FACEBOOK'
  | 4
  | 'USAGE_PLATFORM_INSTAGRAM'
  | 5
  | 'USAGE_PLATFORM_TIKTOK'
  | 6
  /**
   * A platform not listed; `other` names it.
   */
  | 'USAGE_PLATFORM_OTHER'
  | 7
  /**
   * Downloaded to the user's device.
   */
  | 'USAGE_PLATFORM_LOCAL'
  | 8

export type UsagePlatform__Output = typeof UsagePlatform[keyof typeof UsagePlatform]
