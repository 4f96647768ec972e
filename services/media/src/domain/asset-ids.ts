import { invalidArgument } from '@downbeat/platform';
import type { AssetKind } from './ports';

/** Catalog ids (UUIDs, `trk_0001`): safe as one blob key segment and one URL path segment as they are. */
export const ASSET_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export function assertAssetId(kind: AssetKind, assetId: string): void {
  if (!ASSET_ID.test(assetId)) {
    const key = kind === 'track' ? 'trackId' : 'soundEffectId';
    throw invalidArgument(`invalid ${kind} id '${assetId}'`, [
      { key, messages: ['must be 1 to 200 letters, digits, _ or -, starting with a letter or digit'] },
    ]);
  }
}
