import { randomBytes, scryptSync } from 'node:crypto';
import { AccessKeySecrets } from './access-key-secrets';
import { LegacyScrypt } from './legacy-scrypt';

const pepper = randomBytes(32);
const secret = randomBytes(32).toString('base64url');

/** A hash as the service stored it before peppered HMACs. */
function legacyHash(text: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(text, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

describe('access key secrets', () => {
  it('match the right secret only, and never store it', async () => {
    const secrets = new AccessKeySecrets(pepper);
    const stored = secrets.hash(secret);
    expect(stored).not.toContain(secret);
    await expect(secrets.check(secret, stored)).resolves.toEqual({ matched: true });
    await expect(secrets.check(`${secret}x`, stored)).resolves.toEqual({ matched: false });
    await expect(secrets.check(secret, 'plaintext')).resolves.toEqual({ matched: false });
  });

  it('are worthless without the pepper: another pepper verifies nothing', async () => {
    const stored = new AccessKeySecrets(pepper).hash(secret);
    await expect(new AccessKeySecrets(randomBytes(32)).check(secret, stored)).resolves.toEqual({ matched: false });
  });

  it('check an unknown access key id against a decoy: nothing matches, not even the decoy’s own secret', async () => {
    const secrets = new AccessKeySecrets(pepper);
    await expect(secrets.check(secret, undefined)).resolves.toEqual({ matched: false });
  });

  it('never take the slow path for current hashes: a flood of wrong secrets is answered, none refused', async () => {
    // No scrypt slot at all: any check that needed one would be refused as unavailable.
    const secrets = new AccessKeySecrets(pepper, new LegacyScrypt(0, 0));
    const stored = secrets.hash(secret);
    const checks = await Promise.all(
      Array.from({ length: 2_000 }, (_, index) => secrets.check(`wrong-${index}`, index % 2 ? stored : undefined)),
    );
    expect(checks.every((check) => !check.matched)).toBe(true);
    await expect(secrets.check(secret, stored)).resolves.toEqual({ matched: true });
  });

  it('verify a hash of the old scheme and hand back its replacement', async () => {
    const secrets = new AccessKeySecrets(pepper);
    const old = legacyHash(secret);
    const check = await secrets.check(secret, old);
    expect(check.matched).toBe(true);
    expect(check.rehashed).toBe(secrets.hash(secret));
    await expect(secrets.check('wrong', old)).resolves.toEqual({ matched: false });
  });

  it('bound the old scheme’s checks: beyond the slots and the queue, a check is refused at once', async () => {
    const secrets = new AccessKeySecrets(pepper, new LegacyScrypt(1, 1));
    const old = legacyHash(secret);
    const first = secrets.check(secret, old);
    const second = secrets.check('wrong', old);
    await expect(secrets.check('also wrong', old)).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(Promise.all([first, second])).resolves.toMatchObject([{ matched: true }, { matched: false }]);
  });

  it('refuse a short pepper', () => {
    expect(() => new AccessKeySecrets('too short')).toThrow(/at least 32 bytes/);
  });
});
