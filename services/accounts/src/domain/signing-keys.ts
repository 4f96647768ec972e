import { randomUUID } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK, type KeyLike } from 'jose';

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
}

/**
 * The keys tokens are signed with. The newest key signs; every key is published in the JWKS so
 * tokens signed before a rotation stay valid until they expire.
 */
export class KeyRing {
  private constructor(private readonly keys: SigningKey[]) {}

  static async load(files: KeyFiles): Promise<KeyRing> {
    const stored = await files.readAll();
    if (stored.length === 0) return new KeyRing([await KeyRing.createKey(files)]);
    const keys = await Promise.all(stored.map(({ kid, pem, createdAt }) => KeyRing.importKey(kid, pem, createdAt)));
    return new KeyRing(keys.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
  }

  /** Adds a new signing key; existing keys keep verifying. */
  async rotate(files: KeyFiles): Promise<SigningKey> {
    const key = await KeyRing.createKey(files);
    this.keys.unshift(key);
    return key;
  }

  get current(): SigningKey {
    const key = this.keys[0];
    if (!key) throw new Error('Key ring is empty');
    return key;
  }

  get publicKeys(): JWK[] {
    return this.keys.map((key) => key.publicJwk);
  }

  private static async createKey(files: KeyFiles): Promise<SigningKey> {
    const kid = newKeyId();
    const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    await files.write(kid, await exportPKCS8(privateKey));
    return KeyRing.importKey(kid, await exportPKCS8(privateKey), new Date());
  }

  private static async importKey(kid: string, pem: string, createdAt: Date): Promise<SigningKey> {
    const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM, { extractable: true });
    const { d: _private, ...publicJwk } = await exportJWK(privateKey);
    return { kid, createdAt, privateKey, publicJwk: { ...publicJwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' } };
  }
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
