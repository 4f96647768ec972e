import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '@downbeat/platform';

/**
 * Access key secrets are stored only as a slow, salted scrypt hash:
 * `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`. Parameters travel with the hash so they can be
 * raised later without invalidating existing partners.
 */
const PARAMETERS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, PARAMETERS);
  return ['scrypt', PARAMETERS.N, PARAMETERS.r, PARAMETERS.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

export async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(secret, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMETERS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface SecretVerifierOptions {
  /** How long a secret that matched is remembered; 10 minutes by default. */
  rememberMs?: number;
  /** Most matches remembered at once (the oldest is forgotten first); 10,000 by default. */
  maxRemembered?: number;
  /** scrypt derivations running at once; 2 by default. */
  maxConcurrent?: number;
  /** Checks waiting for a derivation before more are refused; 64 by default. */
  maxWaiting?: number;
  now?: () => number;
}

/**
 * Checks access key secrets against their stored hashes without letting the checks take the
 * process over. One scrypt costs ~100 ms of a core and 32 MB, on libuv's thread pool — which file
 * I/O shares — so at most `maxConcurrent` run at once and `maxWaiting` more wait; beyond that a
 * check is refused at once as unavailable (the caller retries) instead of every later request
 * queueing behind a backlog that outlives its deadline. A secret that matched is remembered for
 * `rememberMs`, as an HMAC under a random per-process key of the stored hash and the secret (never
 * the secret itself), so a client asking for a token before every request costs one scrypt per
 * ten minutes. A rotated secret has a new stored hash, to which nothing remembered applies.
 */
export class SecretVerifier {
  private readonly key = randomBytes(32);
  private readonly remembered = new Map<string, number>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private readonly settings: Required<Omit<SecretVerifierOptions, 'now'>>;
  private readonly now: () => number;

  constructor(options: SecretVerifierOptions = {}) {
    this.settings = {
      rememberMs: options.rememberMs ?? 10 * 60_000,
      maxRemembered: options.maxRemembered ?? 10_000,
      maxConcurrent: options.maxConcurrent ?? 2,
      maxWaiting: options.maxWaiting ?? 64,
    };
    this.now = options.now ?? Date.now;
  }

  async matches(secret: string, stored: string): Promise<boolean> {
    const fingerprint = createHmac('sha256', this.key).update(stored).update('\0').update(secret).digest('base64');
    const until = this.remembered.get(fingerprint);
    if (until !== undefined && until > this.now()) return true;
    this.remembered.delete(fingerprint);
    await this.turn();
    let matched: boolean;
    try {
      matched = await secretMatches(secret, stored);
    } finally {
      this.release();
    }
    if (matched) this.remember(fingerprint);
    return matched;
  }

  private remember(fingerprint: string): void {
    this.remembered.set(fingerprint, this.now() + this.settings.rememberMs);
    while (this.remembered.size > this.settings.maxRemembered) {
      const oldest = this.remembered.keys().next().value;
      if (oldest === undefined) break;
      this.remembered.delete(oldest);
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.settings.maxConcurrent) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.settings.maxWaiting)
      throw new DomainError('unavailable', 'Too many credential checks at once; try again in a moment');
    // The slot is handed over by release(), so `running` stays counted.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
