import { json, operation, type PathItem } from './operation';

/** The partner's track-versions webhook (kept by the versions service) and its deliveries. */

const webhookExample = { url: 'https://api.example.com/downbeat/webhooks', updatedAt: '2026-11-21T10:00:00.000Z' };

export const partnerWebhookPaths = {
  '/v0/partner/webhook': {
    get: operation({
      id: 'getWebhook',
      summary: 'The track-versions webhook',
      description: '404 when none is set.',
      tag: 'partner',
      tokenKinds: ['partner'],
      notFound: true,
      ok: json('Webhook', webhookExample),
    }),
    put: operation({
      id: 'setWebhook',
      summary: 'Set the track-versions webhook (its signing secret is shown once)',
      description: [
        'Every track-versions job that ends (COMPLETED or FAILED) is POSTed to `url`, signed as Standard Webhooks describes, retried with exponential backoff for a day.',
        'Without `secret` a new one is generated; either way the answer carries it, once.',
      ].join('\n'),
      tag: 'partner',
      tokenKinds: ['partner'],
      body: {
        schema: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: {
            url: { type: 'string', format: 'uri', pattern: '^https://', maxLength: 2000 },
            secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9+/=]+$', maxLength: 200 },
          },
        },
        example: { url: 'https://api.example.com/downbeat/webhooks' },
      },
      ok: json('Webhook', { ...webhookExample, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
    }),
    delete: operation({
      id: 'deleteWebhook',
      summary: 'Remove the track-versions webhook',
      description: 'Deliveries not yet made are dropped. Idempotent.',
      tag: 'partner',
      tokenKinds: ['partner'],
      ok: { status: '204', description: 'Removed (or there was none).' },
    }),
  },
  '/v0/partner/webhook/deliveries': {
    get: operation({
      id: 'listWebhookDeliveries',
      summary: 'The latest webhook deliveries, newest first',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [
        {
          name: 'limit',
          in: 'query',
          description: 'How many: default 20, at most 100.',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      ],
      ok: json('WebhookDeliveries', { deliveries: [] }),
    }),
  },
} satisfies Record<string, PathItem>;
