import { hashSecret, SecretVerifier, secretMatches } from './secret-hash';

describe('access key secret hashing', () => {
  it('accepts the right secret and rejects any other', async () => {
    const stored = await hashSecret('correct horse battery staple');
    await expect(secretMatches('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(secretMatches('correct horse battery stapl', stored)).resolves.toBe(false);
  });

  it('never stores the secret itself and salts every hash', async () => {
    const [first, second] = await Promise.all([hashSecret('s3cret'), hashSecret('s3cret')]);
    expect(first).not.toContain('s3cret');
    expect(first).not.toEqual(second);
  });

  it('rejects a malformed stored hash instead of throwing', async () => {
    await expect(secretMatches('anything', 'plaintext')).resolves.toBe(false);
  });
});

describe('the secret verifier', () => {
  const secret = 'correct horse battery staple';
  let stored: string;
  beforeAll(async () => {
    stored = await hashSecret(secret);
  });

  /** A verifier whose one scrypt slot is taken by a check still running, with no room to wait. */
  async function withSlotTaken(verifier: SecretVerifier, check: () => Promise<void>): Promise<void> {
    const occupying = verifier.matches('a wrong secret', stored);
    await check();
    await expect(occupying).resolves.toBe(false);
  }

  it('answers a secret that matched from memory, without another scrypt', async () => {
    const verifier = new SecretVerifier({ maxConcurrent: 1, maxWaiting: 0 });
    await expect(verifier.matches(secret, stored)).resolves.toBe(true);
    await withSlotTaken(verifier, async () => {
      await expect(verifier.matches(secret, stored)).resolves.toBe(true);
      await expect(verifier.matches('another secret', stored)).rejects.toMatchObject({ kind: 'unavailable' });
    });
  });

  it('never remembers a wrong secret, and forgets a right one after its time or when the hash changes', async () => {
    let now = 0;
    const verifier = new SecretVerifier({ maxConcurrent: 1, maxWaiting: 0, rememberMs: 1_000, now: () => now });
    await expect(verifier.matches('wrong', stored)).resolves.toBe(false);
    await expect(verifier.matches(secret, stored)).resolves.toBe(true);
    const rotated = await hashSecret(secret);
    now = 1_001;
    await withSlotTaken(verifier, async () => {
      await expect(verifier.matches('wrong', stored)).rejects.toMatchObject({ kind: 'unavailable' });
      await expect(verifier.matches(secret, stored)).rejects.toMatchObject({ kind: 'unavailable' });
      await expect(verifier.matches(secret, rotated)).rejects.toMatchObject({ kind: 'unavailable' });
    });
  });

  it('runs a bounded number of checks, queues a few more and refuses the rest at once', async () => {
    const verifier = new SecretVerifier({ maxConcurrent: 1, maxWaiting: 1 });
    const first = verifier.matches(secret, stored);
    const second = verifier.matches('wrong', stored);
    await expect(verifier.matches('also wrong', stored)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('Too many credential checks'),
    });
    await expect(Promise.all([first, second])).resolves.toEqual([true, false]);
    await expect(verifier.matches('wrong again', stored)).resolves.toBe(false);
  });
});
