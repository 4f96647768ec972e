import type { Response } from 'express';
import type { RateDecision } from './token-bucket';

/**
 * The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers-10
 * (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/10/):
 * `RateLimit-Policy: "partner";q=100;w=2` — a quota of `burst` requests per window, the window
 * being the time an empty bucket takes to fill (burst / rate);
 * `RateLimit: "partner";r=57;t=1` — requests remaining and seconds until the quota is whole again.
 * A token bucket is not a fixed window, so the numbers are the bucket's, rounded conservatively.
 */
export function setRateLimitHeaders(response: Response, policyName: string, decision: RateDecision): void {
  const { policy } = decision;
  const window = Math.max(1, Math.ceil(policy.burst / policy.ratePerSecond));
  response.set('RateLimit-Policy', `"${policyName}";q=${policy.burst};w=${window}`);
  response.set('RateLimit', `"${policyName}";r=${decision.remaining};t=${decision.resetSeconds}`);
  if (!decision.allowed) response.set('Retry-After', String(decision.retryAfterSeconds));
}
