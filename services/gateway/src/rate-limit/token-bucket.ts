/** A partner's (or a client IP's) allowance: `burst` requests at once, refilled at `ratePerSecond`. */
export interface RatePolicy {
  ratePerSecond: number;
  burst: number;
}

/** The outcome of taking one request from a bucket, with what the RateLimit headers need. */
export interface RateDecision {
  allowed: boolean;
  policy: RatePolicy;
  /** Whole requests left after this one. */
  remaining: number;
  /** Seconds until the bucket is full again (0 when it is full). */
  resetSeconds: number;
  /** Seconds until one request is allowed again; 0 when this one was allowed. */
  retryAfterSeconds: number;
}

/**
 * Token buckets by key, in memory (one set per gateway replica). A bucket that has refilled
 * completely carries no information, so idle buckets are dropped on a sweep and the map stays
 * as large as the set of recently active callers.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number; fullAt: number }>();
  private lastSweep: number;

  constructor(private readonly now: () => number = () => Date.now()) {
    this.lastSweep = now();
  }

  take(key: string, policy: RatePolicy): RateDecision {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: policy.burst, updatedAt: now, fullAt: now };
    const refilled = Math.min(policy.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * policy.ratePerSecond);
    const allowed = refilled >= 1;
    const tokens = allowed ? refilled - 1 : refilled;
    const resetSeconds = (policy.burst - tokens) / policy.ratePerSecond;
    this.buckets.set(key, { tokens, updatedAt: now, fullAt: now + resetSeconds * 1000 });
    return {
      allowed,
      policy,
      remaining: Math.floor(tokens),
      resetSeconds: Math.ceil(resetSeconds),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / policy.ratePerSecond)),
    };
  }

  /** Drops buckets idle long enough to be full again (checked at most every 10 s). */
  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now >= bucket.fullAt) this.buckets.delete(key);
    }
  }
}
