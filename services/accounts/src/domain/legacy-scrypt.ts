import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { DomainError } from '@downbeat/platform';

/**
 * Secrets stored before peppered HMACs (`scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`) can only be
 * checked by deriving again: ~100 ms of a core and 32 MB each, on libuv's thread pool, which file
 * I/O shares. At most `maxConcurrent` run at once and `maxWaiting` more wait; beyond that a check is
 * refused at once as unavailable instead of queueing past its caller's deadline. A match is
 * re-stored as an HMAC (AccessKeySecrets), so each partner pays this once.
 */
export class LegacyScrypt {
  private readonly waiting: Array<() => void> = [];
  private running = 0;

  constructor(
    private readonly maxConcurrent = 2,
    private readonly maxWaiting = 16,
  ) {}

  static isLegacy(stored: string): boolean {
    return stored.startsWith('scrypt$');
  }

  async matches(secret: string, stored: string): Promise<boolean> {
    await this.turn();
    try {
      return await scryptMatches(secret, stored);
    } finally {
      this.release();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.maxWaiting)
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

const MAX_MEMORY = 64 * 1024 * 1024;

async function scryptMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options: ScryptOptions = { N: Number(N), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
