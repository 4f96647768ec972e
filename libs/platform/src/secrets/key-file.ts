import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A secret key kept in `file`: read, or created (256 random bits, base64url, owner-only) on first
 * start, so what it signed or hashed stays valid across restarts. Several processes starting at
 * once agree on the first one written. The embedded mode keeps its media signing key and access
 * key pepper this way; the distributed mode takes them from the environment (a Kubernetes Secret).
 */
export async function keyFromFile(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing?.trim()) return existing.trim();
  const key = randomBytes(32).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, key, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    // Another process created it first: use theirs.
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
