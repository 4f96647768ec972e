import type { MediaSigner } from './signing';

/**
 * What the media edge accepts, and why it refuses. Two kinds of proof:
 * - an HLS grant (cookie value, or `token` query parameter of a stream URL): one track's manifests
 *   and segments until it expires: `<track id, base64url>.<expires, unix seconds>.<signature>`;
 * - a download signature: exactly one file path until it expires (`expires` + `signature` query).
 */
export type Refusal = 'missing' | 'expired' | 'invalid' | 'other-track';

export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  missing: 'Access to this media requires a signed cookie or link',
  expired: 'This media link or cookie has expired',
  invalid: 'This media link or cookie is not valid',
  'other-track': 'This cookie grants access to another track',
};

export type Verdict = { granted: true } | { granted: false; refusal: Refusal };

const GRANTED: Verdict = { granted: true };
const refuse = (refusal: Refusal): Verdict => ({ granted: false, refusal });

export class AccessGrants {
  constructor(
    private readonly signer: MediaSigner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The grant value of one track's HLS files until `expires` (rounded down to the second). */
  hlsGrant(trackId: string, expires: Date): string {
    const seconds = Math.floor(expires.getTime() / 1000);
    const id = Buffer.from(trackId, 'utf8').toString('base64url');
    return `${id}.${seconds}.${this.signer.sign(hlsPayload(trackId, seconds))}`;
  }

  /**
   * Checks grants presented for `trackId` (a request may carry several cookies of the same name).
   * Granted when any one is valid; otherwise the most telling refusal.
   */
  checkHls(trackId: string, grants: string[]): Verdict {
    if (grants.length === 0) return refuse('missing');
    const verdicts = grants.map((grant) => this.checkOneHls(trackId, grant));
    if (verdicts.some((verdict) => verdict.granted)) return GRANTED;
    for (const refusal of ['expired', 'other-track'] as const)
      if (verdicts.some((verdict) => !verdict.granted && verdict.refusal === refusal)) return refuse(refusal);
    return refuse('invalid');
  }

  /** The query string (without `?`) that signs one download path until `expires`. */
  downloadQuery(path: string, expires: Date): string {
    const seconds = Math.floor(expires.getTime() / 1000);
    return `expires=${seconds}&signature=${this.signer.sign(downloadPayload(path, seconds))}`;
  }

  checkDownload(path: string, expires: string | undefined, signature: string | undefined): Verdict {
    if (expires === undefined || signature === undefined) return refuse('missing');
    const seconds = secondsOf(expires);
    if (seconds === undefined || !this.signer.verify(downloadPayload(path, seconds), signature))
      return refuse('invalid');
    return this.isPast(seconds) ? refuse('expired') : GRANTED;
  }

  private checkOneHls(trackId: string, grant: string): Verdict {
    const [encodedId, expires, signature, ...rest] = grant.split('.');
    if (encodedId === undefined || expires === undefined || signature === undefined || rest.length > 0)
      return refuse('invalid');
    const seconds = secondsOf(expires);
    const grantedId = Buffer.from(encodedId, 'base64url').toString('utf8');
    if (seconds === undefined || !this.signer.verify(hlsPayload(grantedId, seconds), signature))
      return refuse('invalid');
    if (grantedId !== trackId) return refuse('other-track');
    return this.isPast(seconds) ? refuse('expired') : GRANTED;
  }

  private isPast(seconds: number): boolean {
    return seconds * 1000 <= this.clock().getTime();
  }
}

// Distinct prefixes: a download signature can never pass as an HLS grant, nor the reverse.
const hlsPayload = (trackId: string, seconds: number) => `hls\n${trackId}\n${seconds}`;
const downloadPayload = (path: string, seconds: number) => `download\n${path}\n${seconds}`;

function secondsOf(text: string): number | undefined {
  if (!/^\d{1,12}$/.test(text)) return undefined;
  return Number(text);
}
