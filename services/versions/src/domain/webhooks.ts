/**
 * Partner webhooks of track-versions jobs, as the Standard Webhooks specification describes them:
 * an HTTPS endpoint and a `whsec_` secret per partner; every job that ends is POSTed once per
 * status with the headers `webhook-id` (the same on every retry), `webhook-timestamp` (unix
 * seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed
 * with the secret's base64-decoded bytes). Failed attempts are retried with exponential backoff
 * until a day has passed since the first.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { invalidArgument } from '@downbeat/platform';

export interface PartnerWebhook {
  /** The partner id. */
  _id: string;
  url: string;
  secret: string;
  updatedAt: number;
}

export type DeliveryState = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface WebhookDelivery {
  /** The webhook-id: `msg_<job>_<status>`. */
  _id: string;
  partnerId: string;
  jobId: string;
  jobStatus: 'COMPLETED' | 'FAILED';
  url: string;
  /** The exact bytes POSTed (the signature covers them). */
  body: string;
  state: DeliveryState;
  attempts: number;
  lastStatusCode: number;
  lastError: string;
  createdAt: number;
  lastAttemptAt?: number;
  nextAttemptAt: number;
  /**
   * W3C trace context of the job-status event the delivery came from: every attempt's POST (sent
   * later, from a timer) continues the job's trace and carries its `traceparent`.
   */
  traceContext?: Record<string, string>;
}

export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

const SECRET = /^whsec_([A-Za-z0-9+/]+={0,2})$/;

export function checkWebhook(url: string, secret: string | undefined): void {
  const violations = [];
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.protocol !== 'https:')
    violations.push({ key: 'url', messages: ['must be an absolute https:// URL'] });
  if (secret !== undefined) {
    const bytes = SECRET.exec(secret)?.[1];
    const length = bytes ? Buffer.from(bytes, 'base64').length : 0;
    if (length < 24 || length > 64)
      violations.push({ key: 'secret', messages: ['must be whsec_ followed by the base64 of 24 to 64 bytes'] });
  }
  if (violations.length)
    throw invalidArgument(violations.map((v) => `${v.key} ${v.messages[0]}`).join('; '), violations);
}

export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The three Standard Webhooks headers for one attempt. */
export function signedHeaders(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}

export const deliveryId = (jobId: string, status: string) => `msg_${jobId}_${status.toLowerCase()}`;

/** When to try again after `attempts` failures: 5 s, 10 s, 20 s … at most an hour apart; never past a day. */
export function nextAttempt(createdAt: number, attempts: number, now: number): number | undefined {
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  const next = now + wait;
  return next - createdAt > RETRY_FOR_MS ? undefined : next;
}

/** The event type of a finished job, as the payload names it. */
export const webhookEventType = (status: 'COMPLETED' | 'FAILED') =>
  status === 'COMPLETED' ? 'track-version.completed' : 'track-version.failed';
