import type { MediaSigner } from './signing';

/**
 * What the media edge accepts, and why it refuses. Two kinds of proof:
 * - an HLS grant (cookie value, or `token` query parameter of a stream URL): one track's manifests
 *   and segments until it expires, for one partner:
 *   `<track id, base64url>.<partner id, base64url>.<expires, unix seconds>.<signature>`;
 * - a download signature: exactly one file path until it expires, for one partner (`expires`,
 *   `partner` and `signature` query parameters).
 * The partner decides which web origins may read the files with credentials (edge/cors.ts). Only the
 * canonical encoding verifies — the id's base64url exactly as made, the expiry without leading
 * zeros — so a grant cannot be reworded into another string that still passes. Grants made before
 * partners were named (no partner part) still open their files until they expire, without CORS.
 */
export type Refusal = 'missing' | 'expired' | 'invalid' | 'other-track';

export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  missing: 'Access to this media requires a signed cookie or link',
  expired: 'This media link or cookie has expired',
  invalid: 'This media link or cookie is not valid',
  'other-track': 'This cookie grants access to another track',
};

/** A granted request names the partner it was granted to (absent: a grant made before partners were named). */
export type Verdict = { granted: true; partnerId?: string } | { granted: false; refusal: Refusal };

const granted = (partnerId: string | undefined): Verdict =>
  partnerId ? { granted: true, partnerId } : { granted: true };
const refuse = (refusal: Refusal): Verdict => ({ granted: false, refusal });

export class AccessGrants {
  constructor(
    private readonly signer: MediaSigner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The grant value of one track's HLS files for one partner until `expires` (rounded down to the
   * second). No partner (an empty id): a grant no origin may read with credentials.
   */
  hlsGrant(trackId: string, partnerId: string, expires: Date): string {
    const seconds = Math.floor(expires.getTime() / 1000);
    const partner = partnerId || undefined;
    const signature = this.signer.sign(hlsPayload(trackId, seconds, partner));
    return [encodeId(trackId), ...(partner ? [encodeId(partner)] : []), seconds, signature].join('.');
  }

  /**
   * Checks grants presented for `trackId` (a request may carry several cookies of the same name).
   * Granted when any one is valid; otherwise the most telling refusal.
   */
  checkHls(trackId: string, grants: string[]): Verdict {
    if (grants.length === 0) return refuse('missing');
    const verdicts = grants.map((grant) => this.checkOneHls(trackId, grant));
    const valid = verdicts.find((verdict) => verdict.granted);
    if (valid) return valid;
    for (const refusal of ['expired', 'other-track'] as const)
      if (verdicts.some((verdict) => !verdict.granted && verdict.refusal === refusal)) return refuse(refusal);
    return refuse('invalid');
  }

  /** The query string (without `?`) that signs one download path for one partner until `expires`. */
  downloadQuery(path: string, partnerId: string, expires: Date): string {
    const seconds = Math.floor(expires.getTime() / 1000);
    const partner = partnerId || undefined;
    const signature = this.signer.sign(downloadPayload(path, seconds, partner));
    return `expires=${seconds}${partner ? `&partner=${encodeURIComponent(partner)}` : ''}&signature=${signature}`;
  }

  checkDownload(path: string, proof: { expires?: string; partner?: string; signature?: string }): Verdict {
    const { expires, partner, signature } = proof;
    if (expires === undefined || signature === undefined) return refuse('missing');
    const seconds = secondsOf(expires);
    if (
      seconds === undefined ||
      partner === '' ||
      !this.signer.verify(downloadPayload(path, seconds, partner), signature)
    )
      return refuse('invalid');
    return this.isPast(seconds) ? refuse('expired') : granted(partner);
  }

  private checkOneHls(trackId: string, grant: string): Verdict {
    const parts = grant.split('.');
    // Four parts: track, partner, expiry, signature; three: a grant made before partners were named.
    if (parts.length !== 3 && parts.length !== 4) return refuse('invalid');
    const [encodedTrack = '', ...others] = parts;
    const signature = others.pop() ?? '';
    const expires = others.pop() ?? '';
    const encodedPartner = others.pop();
    const seconds = secondsOf(expires);
    const grantedId = decodeId(encodedTrack);
    const partnerId = encodedPartner === undefined ? undefined : decodeId(encodedPartner);
    if (seconds === undefined || grantedId === undefined || partnerId === '') return refuse('invalid');
    if (!this.signer.verify(hlsPayload(grantedId, seconds, partnerId), signature)) return refuse('invalid');
    if (grantedId !== trackId) return refuse('other-track');
    return this.isPast(seconds) ? refuse('expired') : granted(partnerId);
  }

  private isPast(seconds: number): boolean {
    return seconds * 1000 <= this.clock().getTime();
  }
}

// Distinct prefixes: a download signature can never pass as an HLS grant, nor the reverse. The
// partner is last, absent in grants made before partners were named.
const withPartner = (payload: string, partnerId: string | undefined) =>
  partnerId === undefined ? payload : `${payload}\n${partnerId}`;
const hlsPayload = (trackId: string, seconds: number, partnerId: string | undefined) =>
  withPartner(`hls\n${trackId}\n${seconds}`, partnerId);
const downloadPayload = (path: string, seconds: number, partnerId: string | undefined) =>
  withPartner(`download\n${path}\n${seconds}`, partnerId);

const encodeId = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

/** The id only when `encoded` is exactly its canonical base64url (Node's decoder skips junk characters). */
function decodeId(encoded: string): string | undefined {
  const id = Buffer.from(encoded, 'base64url').toString('utf8');
  return encodeId(id) === encoded ? id : undefined;
}

/** Unix seconds in decimal digits without leading zeros. */
function secondsOf(text: string): number | undefined {
  if (!/^(0|[1-9]\d{0,11})$/.test(text)) return undefined;
  return Number(text);
}
