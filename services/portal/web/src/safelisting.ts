/** The safelisting page's plain rules: what a licence's expiry day means, and how a licence reads. */

export const PLATFORMS = ['youtube', 'instagram', 'facebook', 'twitch', 'tiktok', 'podcast', 'website'] as const;
export type Platform = (typeof PLATFORMS)[number];
export type AssetType = 'channel' | 'video';

const PLATFORM_NAMES: Record<Platform, string> = {
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitch: 'Twitch',
  tiktok: 'TikTok',
  podcast: 'Podcast',
  website: 'Website',
};

export const platformName = (platform: string): string => PLATFORM_NAMES[platform as Platform] ?? platform;

/**
 * A licence chosen to expire on a day (the date field's YYYY-MM-DD) lasts through that whole day
 * (UTC): the API's `expiresAt` is its last second. Undefined for an empty field (no expiry).
 */
export function expiryOfDay(day: string): string | undefined {
  if (!day) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`“${day}” is not a calendar day`);
  return `${day}T23:59:59.000Z`;
}

/** The day a licence expires on, as the date field shows it; empty without an expiry. */
export const dayOfExpiry = (expiresAt: string | undefined): string => expiresAt?.slice(0, 10) ?? '';

/** How the list says when a licence ends. */
export const expiryText = (expiresAt: string | undefined): string =>
  expiresAt ? `end of ${dayOfExpiry(expiresAt)} (UTC)` : 'Never (until ended)';
