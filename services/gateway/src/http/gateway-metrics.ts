import type { ServerResponse } from 'node:http';
import type { Response } from 'express';
import { counter, httpMetrics } from '@downbeat/platform';

/**
 * The gateway's RED metrics: the route template of the OpenAPI operation (set by ApiRouter), the
 * static areas by their prefix, anything else `unmatched` — never a raw path, whose ids would make
 * a series per track.
 */
export function requestMetrics() {
  return httpMetrics({
    server: 'gateway',
    routeOf: (response) => ((response as Response).locals?.route as string | undefined) ?? staticArea(response),
  });
}

function staticArea(response: ServerResponse): string | undefined {
  const path = response.req?.url ?? '';
  if (path === '/portal' || path.startsWith('/portal/')) return '/portal/*';
  if (path === '/docs' || path.startsWith('/docs/')) return '/docs/*';
  return undefined;
}

/** Partners refused by their rate limit: per partner, the one label the issue asks a partner id on. */
export const partnerRateLimitRejections = counter({
  name: 'downbeat_rate_limit_rejections_total',
  help: 'Requests refused with 429 by a rate limit; partner_id is empty for the per-client-IP limit',
  labelNames: ['policy', 'partner_id'] as const,
});

/** Reads answered from the gateway's caches (hit) or from the upstream (miss). */
export const cacheLookups = counter({
  name: 'downbeat_cache_requests_total',
  help: 'Cache lookups by cache and result (hit, miss); the hit ratio is hit / (hit + miss)',
  labelNames: ['cache', 'result'] as const,
});
