import type { FieldViolation } from '@downbeat/platform';

export const ASSET_TYPES = ['channel', 'video'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
export const PLATFORMS = ['youtube', 'instagram', 'facebook', 'twitch', 'tiktok', 'podcast', 'website'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface SafelistingAsset {
  /** Host (folded, without `www.`/`m.`) and path of the URL, so one channel is one asset however linked. */
  id: string;
  type: AssetType;
  platform: Platform;
  url: string;
}

/** The hosts a platform's URLs live on; podcasts and websites live anywhere. */
const PLATFORM_HOSTS: Partial<Record<Platform, string[]>> = {
  youtube: ['youtube.com', 'youtu.be'],
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.watch'],
  twitch: ['twitch.tv'],
  tiktok: ['tiktok.com'],
};

const MAX_URL_LENGTH = 2000;

/** The asset a URL names on its platform, or the problems with it (keyed as the public API's body). */
export function safelistingAsset(
  type: AssetType | undefined,
  platform: Platform | undefined,
  url: string,
): { asset: SafelistingAsset } | { violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  if (!type) violations.push({ key: 'asset.type', messages: [`must be one of: ${ASSET_TYPES.join(', ')}`] });
  if (!platform) violations.push({ key: 'asset.platform', messages: [`must be one of: ${PLATFORMS.join(', ')}`] });
  const parsed = url.length <= MAX_URL_LENGTH ? parseUrl(url) : undefined;
  if (!parsed)
    violations.push({ key: 'asset.url', messages: [`must be an http(s) URL of at most ${MAX_URL_LENGTH} characters`] });
  else if (platform && !onPlatform(parsed.host, platform))
    violations.push({ key: 'asset.url', messages: [`must be a URL on ${PLATFORM_HOSTS[platform]!.join(' or ')}`] });
  if (violations.length > 0 || !parsed || !type || !platform) return { violations };
  return { asset: { id: assetId(parsed), type, platform, url } };
}

function parseUrl(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const foldedHost = (host: string) => host.toLowerCase().replace(/^(www|m)\./, '');

function onPlatform(host: string, platform: Platform): boolean {
  const hosts = PLATFORM_HOSTS[platform];
  const folded = foldedHost(host);
  return !hosts || hosts.some((allowed) => folded === allowed || folded.endsWith(`.${allowed}`));
}

/** `youtu.be/<v>` and `youtube.com/watch?v=<v>` are one video; otherwise host and path (case kept: ids are). */
function assetId(url: URL): string {
  const host = foldedHost(url.host);
  const path = url.pathname.replace(/\/+$/, '');
  if (host === 'youtu.be') return `youtube.com/watch?v=${path.slice(1)}`;
  const video = host === 'youtube.com' && path === '/watch' ? url.searchParams.get('v') : null;
  return video ? `youtube.com/watch?v=${video}` : `${host}${path}`;
}
