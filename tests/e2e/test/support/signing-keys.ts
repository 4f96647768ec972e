import { createPrivateKey, sign } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Mints tokens with the system's own signing key (read from its key directory), to reach cases
 * the public API never hands out: an expired token, a token of a partner that does not exist.
 */
export function mintToken(keysDir: string, claims: Record<string, unknown>, expiresInSeconds: number): string {
  const file = readdirSync(keysDir)
    .filter((name) => name.endsWith('.pem'))
    .sort()
    .pop();
  if (!file) throw new Error(`no signing key in ${keysDir}`);
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'ES256', kid: file.slice(0, -'.pem'.length), typ: 'JWT' };
  const payload = { ...claims, iss: 'downbeat', iat: now, exp: now + expiresInSeconds };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const key = createPrivateKey(readFileSync(path.join(keysDir, file), 'utf8'));
  const signature = sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${base64url(signature)}`;
}
