import type { Request, RequestHandler, Response } from 'express';
import { DomainError } from '@downbeat/platform';
import { partnerRateLimitRejections } from '../http/gateway-metrics';
import { setRateLimitHeaders } from './headers';
import { TokenBuckets, type RatePolicy } from './token-bucket';

/**
 * Per-replica rate limits: partners by partner id (their own policy from accounts), callers
 * without a valid token by client IP (one generous policy). Each request is charged once; the
 * RateLimit headers go on the response whatever its outcome.
 */
export class RateLimits {
  private readonly buckets: TokenBuckets;

  constructor(
    private readonly clientIpPolicy: RatePolicy,
    now?: () => number,
  ) {
    this.buckets = new TokenBuckets(now);
  }

  chargePartner(response: Response, partnerId: string, policy: RatePolicy): void {
    charge(response, 'partner', this.buckets.take(`partner:${partnerId}`, policy), partnerId);
  }

  chargeClient(request: Request, response: Response): void {
    charge(response, 'client-ip', this.buckets.take(`ip:${request.ip ?? 'unknown'}`, this.clientIpPolicy), '');
  }
}

function charge(
  response: Response,
  policyName: string,
  decision: ReturnType<TokenBuckets['take']>,
  partnerId: string,
): void {
  setRateLimitHeaders(response, policyName, decision);
  if (decision.allowed) return;
  // Client IPs are not a label: unbounded, and personal data.
  partnerRateLimitRejections.inc({ policy: policyName, partner_id: partnerId });
  throw new DomainError('resource-exhausted', 'Rate limit exceeded');
}

/** For routes without a token: health, partner token, JWKS, docs, unknown routes. */
export function limitByClientIp(limits: RateLimits): RequestHandler {
  return (request, response, next) => {
    limits.chargeClient(request, response);
    next();
  };
}
