import { invalidArgument } from '@downbeat/platform';

export interface RateLimit {
  requestsPerSecond: number;
  burst: number;
}

/** What a partner configures in the developer portal; read by the gateway and catalog. */
export interface PartnerSettings {
  partnerId: string;
  status: 'active' | 'disabled';
  /** In the partner's order; empty when the partner has not chosen (catalog's defaults apply). */
  freeTierCollectionIds: string[];
  /** The limit in force: the partner's own, or the defaults. */
  rateLimit: RateLimit;
  allowedOrigins: string[];
}

/** DECISIONS.md §2: 50 requests/second, burst 100, unless the partner has its own limit. */
export const DEFAULT_RATE_LIMIT: RateLimit = { requestsPerSecond: 50, burst: 100 };
/** How long callers may cache settings; documented on GetPartnerSettings. */
export const SETTINGS_CACHE_SECONDS = 30;

const MAX_FREE_TIER_COLLECTIONS = 100;
const MAX_COLLECTION_ID_LENGTH = 128;
const MAX_ORIGINS = 50;
const MAX_RATE = 100_000;

export function checkFreeTierCollections(collectionIds: string[]): string[] {
  const messages = [
    ...(collectionIds.length > MAX_FREE_TIER_COLLECTIONS ? [`at most ${MAX_FREE_TIER_COLLECTIONS} collections`] : []),
    ...collectionIds
      .filter((id) => !id.trim() || id.length > MAX_COLLECTION_ID_LENGTH)
      .map((id) => `"${id.slice(0, 40)}" is not a collection id (1 to ${MAX_COLLECTION_ID_LENGTH} characters)`),
    ...duplicates(collectionIds).map((id) => `"${id}" is listed twice`),
  ];
  if (messages.length > 0) throw invalidArgument('Bad request', [{ key: 'collectionIds', messages }]);
  return collectionIds;
}

export function checkRateLimit(rateLimit: RateLimit): RateLimit {
  const violations = (['requestsPerSecond', 'burst'] as const)
    .filter((key) => !Number.isInteger(rateLimit[key]) || rateLimit[key] < 1 || rateLimit[key] > MAX_RATE)
    .map((key) => ({ key, messages: [`must be a whole number between 1 and ${MAX_RATE}`] }));
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return { requestsPerSecond: rateLimit.requestsPerSecond, burst: rateLimit.burst };
}

/**
 * CORS origins exactly as browsers send them in the `Origin` header: `https://app.example.com`,
 * `http://localhost:3000`. No path, no trailing slash, no wildcard, lower case, no default port.
 */
export function checkAllowedOrigins(origins: string[]): string[] {
  const messages = [
    ...(origins.length > MAX_ORIGINS ? [`at most ${MAX_ORIGINS} origins`] : []),
    ...origins.filter((origin) => !isOrigin(origin)).map((origin) => `"${origin.slice(0, 80)}" ${ORIGIN_FORMAT}`),
    ...duplicates(origins).map((origin) => `"${origin}" is listed twice`),
  ];
  if (messages.length > 0) throw invalidArgument('Bad request', [{ key: 'origins', messages }]);
  return origins;
}

const ORIGIN_FORMAT =
  'is not an origin like https://app.example.com (http or https, host, optional port, nothing else)';

/** Letters, digits, dots and hyphens, or a bracketed IPv6 address: no wildcards. */
const HOST_NAME = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/;

function isOrigin(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.origin === candidate &&
      HOST_NAME.test(url.hostname)
    );
  } catch {
    return false;
  }
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}
