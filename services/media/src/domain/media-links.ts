import { notFound, unavailable } from '@downbeat/platform';
import type { Mp3Quality } from '../rendering/renditions';
import type { AccessGrants } from './access-grants';
import { assertAssetId } from './asset-ids';
import type { AssetKind, MediaAsset, MediaAssets } from './ports';
import { downloadPath, hlsCookiePath, primaryManifestPath, versionResultPath } from './media-layout';

const HOUR_MS = 60 * 60 * 1000;
/** DECISIONS.md / spec §8: download links live 24 hours in normal quality, 1 hour in high. */
export const DOWNLOAD_LINK_LIFETIME_MS: Record<Mp3Quality, number> = { normal: 24 * HOUR_MS, high: HOUR_MS };

export const VERSION_LINK_LIFETIME_MS = 24 * HOUR_MS;

export interface SignedLink {
  url: string;
  expires: Date;
}

export interface HlsAccess {
  url: string;
  cookie: { name: string; domain: string; path: string; value: string; expires: Date };
}

export interface MediaLinksOptions {
  assets: MediaAssets;
  grants: AccessGrants;
  /** The media edge as partners reach it, e.g. `https://media.downbeat.example`. */
  edgeUrl: string;
  cookieName: string;
  cookieDomain: string;
  /** How long a stream URL or an HLS cookie grants access. */
  hlsAccessMs: number;
  clock?: () => Date;
}

const NOT_FOUND: Record<AssetKind, string> = {
  track: 'Track was not found',
  'sound-effect': 'Sound effect was not found',
};

/** Signed preview and download links of rendered tracks and sound effects. Entitlement is the caller's. */
export class MediaLinks {
  private readonly clock: () => Date;

  constructor(private readonly options: MediaLinksOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  async trackStream(trackId: string, partnerId: string): Promise<SignedLink> {
    const { prefix } = await this.rendition('track', trackId);
    const expires = this.after(this.options.hlsAccessMs);
    const grant = this.options.grants.hlsGrant(trackId, partnerId, expires);
    return {
      url: `${this.options.edgeUrl}${primaryManifestPath(trackId, prefix)}?token=${encodeURIComponent(grant)}`,
      expires,
    };
  }

  async hlsAccess(trackId: string, partnerId: string): Promise<HlsAccess> {
    const { prefix } = await this.rendition('track', trackId);
    const expires = this.after(this.options.hlsAccessMs);
    return {
      url: `${this.options.edgeUrl}${primaryManifestPath(trackId, prefix)}`,
      cookie: {
        name: this.options.cookieName,
        domain: this.options.cookieDomain,
        path: hlsCookiePath(trackId),
        value: this.options.grants.hlsGrant(trackId, partnerId, expires),
        expires,
      },
    };
  }

  /**
   * Both MP3s of a track version, valid 24 hours (spec §8: generated version URLs). The grant names
   * no partner (the request carries none), so the edge gives these downloads no CORS.
   */
  versionResults(jobId: string): { preview: string; highQuality: string; expires: Date } {
    if (!/^[0-9a-f-]{36}$/.test(jobId)) throw notFound('Track version was not found');
    const expires = this.after(VERSION_LINK_LIFETIME_MS);
    const sign = (path: string) =>
      `${this.options.edgeUrl}${path}?${this.options.grants.downloadQuery(path, '', expires)}`;
    return {
      preview: sign(versionResultPath(jobId, 'normal')),
      highQuality: sign(versionResultPath(jobId, 'high')),
      expires,
    };
  }

  async download(kind: AssetKind, assetId: string, quality: Mp3Quality, partnerId: string): Promise<SignedLink> {
    const { prefix } = await this.rendition(kind, assetId);
    const expires = this.after(DOWNLOAD_LINK_LIFETIME_MS[quality]);
    const path = downloadPath(kind, assetId, prefix, quality);
    const query = this.options.grants.downloadQuery(path, partnerId, expires);
    return { url: `${this.options.edgeUrl}${path}?${query}`, expires };
  }

  private async rendition(kind: AssetKind, assetId: string): Promise<NonNullable<MediaAsset['rendition']>> {
    assertAssetId(kind, assetId);
    const asset = await this.options.assets.find(kind, assetId);
    if (asset?.rendition) return asset.rendition;
    if (asset && (asset.state === 'queued' || asset.state === 'processing'))
      throw unavailable(`The audio of this ${kind === 'track' ? 'track' : 'sound effect'} is still being processed`);
    throw notFound(NOT_FOUND[kind]);
  }

  /** Whole seconds: links carry their expiry in seconds, and `expires` must say exactly when they stop. */
  private after(ms: number): Date {
    return new Date(Math.floor((this.clock().getTime() + ms) / 1000) * 1000);
  }
}
