import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LegacyScrypt } from './legacy-scrypt';

const SCHEME = 'hmac-sha256';

export interface SecretCheck {
  matched: boolean;
  /** The secret matched a hash of an older scheme: store this one instead. */
  rehashed?: string;
}

/**
 * Access key secrets are 256 random bits (access-keys.ts), so a slow KDF buys nothing against
 * guessing and costs every check ~100 ms of a core — which let wrong secrets take the service
 * down. They are stored as HMAC-SHA256 under a server-side pepper that is not in the database
 * (`hmac-sha256$<pepper id>$<mac b64>`): a leaked `partners` collection alone verifies nothing,
 * a check costs microseconds and compares in constant time, and an unknown access key id is
 * checked against a decoy hash at the same cost, so answer times do not tell which ids exist.
 * Hashes of the old scheme (scrypt) still verify, bounded (LegacyScrypt), and are replaced on
 * their first match. The pepper id tells which pepper made a hash.
 */
export class AccessKeySecrets {
  private readonly pepperId: string;
  private readonly decoy: string;

  constructor(
    private readonly pepper: string | Buffer,
    private readonly legacy = new LegacyScrypt(),
  ) {
    if (Buffer.byteLength(pepper) < 32) throw new Error('The access key pepper must be at least 32 bytes');
    this.pepperId = createHmac('sha256', pepper).update('pepper id').digest('hex').slice(0, 8);
    this.decoy = this.hash(randomBytes(32).toString('base64url'));
  }

  hash(secret: string): string {
    return [SCHEME, this.pepperId, this.mac(secret).toString('base64')].join('$');
  }

  /** `stored` undefined: the access key id is unknown; the same work is done and nothing matches. */
  async check(secret: string, stored: string | undefined): Promise<SecretCheck> {
    if (stored !== undefined && LegacyScrypt.isLegacy(stored)) {
      const matched = await this.legacy.matches(secret, stored);
      return matched ? { matched, rehashed: this.hash(secret) } : { matched };
    }
    const [scheme, pepperId, digest] = (stored ?? this.decoy).split('$');
    const expected = Buffer.from(digest ?? '', 'base64');
    const actual = this.mac(secret);
    const equal = expected.length === actual.length && timingSafeEqual(expected, actual);
    return { matched: equal && stored !== undefined && scheme === SCHEME && pepperId === this.pepperId };
  }

  private mac(secret: string): Buffer {
    return createHmac('sha256', this.pepper).update(secret, 'utf8').digest();
  }
}
