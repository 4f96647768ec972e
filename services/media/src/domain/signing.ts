import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of media links and HLS grants. Signs with the current key and accepts the
 * previous one too, so a key can be rotated without breaking links handed out just before.
 */
export interface SigningKeys {
  current: string;
  previous?: string;
}

export class MediaSigner {
  private readonly keys: string[];

  constructor(keys: SigningKeys) {
    this.keys = [keys.current, ...(keys.previous ? [keys.previous] : [])];
  }

  /** base64url of HMAC-SHA256(current key, payload). */
  sign(payload: string): string {
    return mac(this.keys[0] ?? '', payload);
  }

  /** Whether `signature` was made by the current or the previous key; constant time per key. */
  verify(payload: string, signature: string): boolean {
    const presented = Buffer.from(signature, 'utf8');
    let valid = false;
    for (const key of this.keys) {
      const expected = Buffer.from(mac(key, payload), 'utf8');
      // Lengths differ only for garbage; comparing anyway keeps the timing independent of the key.
      if (expected.length === presented.length && timingSafeEqual(expected, presented)) valid = true;
    }
    return valid;
  }
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload, 'utf8').digest('base64url');
