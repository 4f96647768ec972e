import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  const policy = { ratePerSecond: 2, burst: 4 };
  let now: number;
  let buckets: TokenBuckets;

  beforeEach(() => {
    now = 1_000_000;
    buckets = new TokenBuckets(() => now);
  });

  it('allows a burst at once, then refuses with the seconds until one request is allowed again', () => {
    const decisions = Array.from({ length: 5 }, () => buckets.take('p1', policy));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([3, 2, 1, 0, 0]);
    expect(decisions[4]).toMatchObject({ retryAfterSeconds: 1, resetSeconds: 2 });
  });

  it('refills at the policy rate, never above the burst', () => {
    for (let i = 0; i < 4; i += 1) buckets.take('p1', policy);
    now += 500;
    expect(buckets.take('p1', policy)).toMatchObject({ allowed: true, remaining: 0 });
    now += 60_000;
    expect(buckets.take('p1', policy)).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('keeps one bucket per key', () => {
    for (let i = 0; i < 4; i += 1) buckets.take('p1', policy);
    expect(buckets.take('p1', policy).allowed).toBe(false);
    expect(buckets.take('p2', policy).allowed).toBe(true);
  });

  it('forgets idle buckets once they would be full again', () => {
    for (let i = 0; i < 4; i += 1) buckets.take('p1', policy);
    now += 20_000;
    expect(buckets.take('p2', policy).allowed).toBe(true);
    expect(buckets.take('p1', policy)).toMatchObject({ allowed: true, remaining: 3 });
  });
});
