import { randomUUID } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK, type KeyLike } from 'jose';
import { LONGEST_TOKEN_SECONDS } from './token-lifetimes';

export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  createdAt: Date;
  privateKey: KeyLike;
  publicJwk: JWK;
}

/** Where private keys live: a key directory (a Kubernetes secret volume in production). */
export interface KeyFiles {
  /** Every stored key as PKCS#8 PEM, by kid, with its creation time. */
  readAll(): Promise<{ kid: string; pem: string; createdAt: Date }[]>;
  write(kid: string, pem: string): Promise<void>;
  /** Deletes a retired key; a key that is already gone is not an error. */
  remove(kid: string): Promise<void>;
}

/** Verifiers may accept a token this long after its `exp` (clock skew), so keys live this much longer. */
const CLOCK_SKEW_SECONDS = 60;
/** Replicas sharing a key directory see each other's rotations within this time. */
export const KEY_REFRESH_SECONDS = 30;

/**
 * The keys tokens are signed with. The newest key signs; an older key stays published until every
 * token it signed has expired — the longest token lifetime after a newer key replaced it — and is
 * retired then.
 */
export class KeyRing {
  private readAt: Date;

  private constructor(
    private keys: SigningKey[],
    private readonly files: KeyFiles,
    private readonly clock: () => Date,
  ) {
    this.readAt = clock();
  }

  static async load(files: KeyFiles, clock: () => Date = () => new Date()): Promise<KeyRing> {
    const stored = await KeyRing.readKeys(files);
    return new KeyRing(stored.length > 0 ? stored : [await KeyRing.createKey(files, clock())], files, clock);
  }

  /**
   * Adds a new signing key and retires (forgets and deletes) every key whose tokens have all
   * expired. Returns the new key and the retired key ids.
   */
  async rotate(): Promise<{ key: SigningKey; retired: string[] }> {
    const now = this.clock();
    const key = await KeyRing.createKey(this.files, now);
    const all = [key, ...this.keys];
    const live = liveKeys(all, now);
    const retired = all.filter((candidate) => !live.includes(candidate)).map((candidate) => candidate.kid);
    this.keys = live;
    await Promise.all(retired.map((kid) => this.files.remove(kid)));
    return { key, retired };
  }

  /** Re-reads the key directory when the last read is older than KEY_REFRESH_SECONDS. */
  async refreshIfStale(): Promise<void> {
    const now = this.clock();
    if (now.getTime() - this.readAt.getTime() < KEY_REFRESH_SECONDS * 1000) return;
    this.readAt = now;
    // A directory that cannot be read right now, or was emptied, keeps the keys we have.
    const stored = await KeyRing.readKeys(this.files).catch(() => []);
    if (stored.length > 0) this.keys = stored;
  }

  get current(): SigningKey {
    const key = this.keys[0];
    if (!key) throw new Error('Key ring is empty');
    return key;
  }

  /** The keys that may have signed a live token: the current one and those not yet retired. */
  get publicKeys(): JWK[] {
    return liveKeys(this.keys, this.clock()).map((key) => key.publicJwk);
  }

  private static async readKeys(files: KeyFiles): Promise<SigningKey[]> {
    const stored = await files.readAll();
    const keys = await Promise.all(stored.map(({ kid, pem, createdAt }) => KeyRing.importKey(kid, pem, createdAt)));
    return keys.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  private static async createKey(files: KeyFiles, now: Date): Promise<SigningKey> {
    const kid = newKeyId(now);
    const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    await files.write(kid, await exportPKCS8(privateKey));
    return KeyRing.importKey(kid, await exportPKCS8(privateKey), keyIdTime(kid) ?? now);
  }

  private static async importKey(kid: string, pem: string, createdAt: Date): Promise<SigningKey> {
    const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM, { extractable: true });
    const { d: _private, ...publicJwk } = await exportJWK(privateKey);
    return { kid, createdAt, privateKey, publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' } };
  }
}

/**
 * Keys (newest first) that may still verify a live token at `now`: the newest, and every key
 * whose successor was created less than the longest token lifetime (plus clock skew) ago — a key
 * stops signing the moment its successor exists.
 */
export function liveKeys(newestFirst: SigningKey[], now: Date): SigningKey[] {
  const keepFor = (LONGEST_TOKEN_SECONDS + CLOCK_SKEW_SECONDS) * 1000;
  return newestFirst.filter((_key, index) => {
    const successor = newestFirst[index - 1];
    return !successor || now.getTime() - successor.createdAt.getTime() < keepFor;
  });
}

/**
 * Key ids start with their creation time (`20261121T105500Z-1a2b3c4d`), so the newest key is known
 * from the id alone — file times are no help on a Kubernetes Secret volume, where every file has one.
 */
export function newKeyId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomUUID().slice(0, 8)}`;
}

/** The creation time a key id carries, if it follows `newKeyId`'s format. */
export function keyIdTime(kid: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-/.exec(kid);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}
