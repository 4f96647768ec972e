/**
 * components.schemas of the partner management API (`/v0/partner/…`): what the developer portal
 * shows and changes, and what a partner's backend may call itself. Response schemas forbid extra
 * properties, like the specification's shapes in schemas.ts.
 */
import { ref } from './schemas';
import { arrayOf, dateTime, object, string, type Schema } from './schema-builders';

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELED', 'EXPIRED'] as const;

export const partnerSchemas: Record<string, Schema> = {
  Partner: object(
    {
      id: string(),
      name: string(),
      accessKeyId: string({ description: 'The public half of the access key; the secret is never shown again.' }),
      status: string({ enum: ['ACTIVE', 'DISABLED'] }),
      createdAt: dateTime(),
      settings: ref('PartnerSettings'),
    },
    undefined,
    { description: 'The signed-in partner.' },
  ),
  PartnerSettings: object({
    freeTierCollectionIds: arrayOf(string(), {
      description: 'The chosen free tier in order; empty while the partner uses the default free tier.',
    }),
    rateLimit: object(
      { requestsPerSecond: { type: 'integer', minimum: 1 }, burst: { type: 'integer', minimum: 1 } },
      undefined,
      { description: 'The limit in force (set by Downbeat).' },
    ),
    allowedOrigins: arrayOf(string(), { description: 'Browser origins allowed to call the API (CORS).' }),
  }),
  PortalSession: object(
    {
      partner: ref('Partner'),
      csrfToken: string({
        description:
          'Send it as `X-CSRF-Token` with every POST, PUT and DELETE made with the session cookie; derived from the session.',
      }),
      expiresAt: dateTime('When the session ends; sign in again then.'),
    },
    undefined,
    { description: 'A developer-portal session; the session itself is the HttpOnly cookie.' },
  ),
  FreeTier: object(
    {
      collectionIds: arrayOf(string(), {
        description: 'The collections of the free tier, in the order they are listed first by GET /v0/collections.',
      }),
      chosen: {
        type: 'boolean',
        description: 'False while the partner has not chosen: the default free tier applies.',
      },
    },
    undefined,
    { description: 'Which collections form the free tier: their tracks are downloadable without a subscription.' },
  ),
  AccessKeyCredentials: object(
    {
      accessKeyId: string(),
      accessKeySecret: string({ description: 'Shown this once; store it now. The old secret no longer works.' }),
    },
    undefined,
    { description: 'A freshly issued access key secret.' },
  ),
  ApiKey: object(
    {
      id: string({ format: 'uuid' }),
      name: string(),
      prefix: string({ description: 'The key’s first characters, to tell keys apart; never the key.' }),
      createdAt: dateTime(),
      issuedAt: dateTime('When its key material was last issued (creation or rotation).'),
      revoked: { type: 'boolean' },
      revokedAt: dateTime(),
    },
    ['id', 'name', 'prefix', 'createdAt', 'issuedAt', 'revoked'],
    { description: 'A partner API key as listed: what identifies it, never the key.' },
  ),
  ApiKeyList: object({ apiKeys: arrayOf(ref('ApiKey')) }),
  IssuedApiKey: object(
    {
      apiKey: ref('ApiKey'),
      key: string({ description: 'The key, shown this once: `Authorization: Bearer <key>`.' }),
    },
    undefined,
    { description: 'A freshly issued API key.' },
  ),
  PartnerUser: object(
    {
      id: string({ description: "The partner's own user id." }),
      connected: { type: 'boolean' },
      premiumAccess: {
        type: 'boolean',
        description: 'True when the user may download premium tracks (connected, active subscription).',
      },
      subscription: object(
        {
          plan: string(),
          status: string({ enum: SUBSCRIPTION_STATUSES }),
          currentPeriodEnd: dateTime('End of the paid period (exclusive); absent for an open-ended subscription.'),
          active: { type: 'boolean', description: 'Whether it is active now.' },
        },
        ['plan', 'status', 'active'],
      ),
      createdAt: dateTime('When the user was first seen (a user token or a put).'),
    },
    ['id', 'connected', 'premiumAccess', 'createdAt'],
    { description: 'An end user of the partner, as the partner manages it; no subscription: `subscription` absent.' },
  ),
  PartnerUserPage: object({
    users: arrayOf(ref('PartnerUser')),
    pagination: ref('Pagination'),
    links: ref('Links'),
  }),
  Webhook: object(
    {
      url: string({ format: 'uri' }),
      secret: string({
        description:
          'Only in the answer that set it: `whsec_…`, verifies the `webhook-signature` header (Standard Webhooks).',
      }),
      updatedAt: dateTime(),
    },
    ['url', 'updatedAt'],
    { description: 'Where track-versions jobs that end are POSTed.' },
  ),
  WebhookDelivery: object(
    {
      deliveryId: string({ description: 'The `webhook-id` header: the same for every attempt.' }),
      jobId: string(),
      jobStatus: string({ description: 'What the delivery reports: COMPLETED or FAILED.' }),
      state: string({ enum: ['PENDING', 'DELIVERED', 'FAILED'] }),
      attempts: { type: 'integer', minimum: 0 },
      lastStatusCode: { type: 'integer', description: "The last attempt's HTTP status; 0 without an answer." },
      lastError: string(),
      url: string(),
      createdAt: dateTime(),
      lastAttemptAt: dateTime(),
      nextAttemptAt: dateTime(),
    },
    ['deliveryId', 'jobId', 'jobStatus', 'state', 'attempts', 'lastStatusCode', 'lastError', 'url', 'createdAt'],
  ),
  WebhookDeliveries: object({ deliveries: arrayOf(ref('WebhookDelivery')) }),
};
