import { hashSecret, secretMatches } from './secret-hash';

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
