import { json, operation, pathId, type PathItem } from './operation';

/** The partner's API keys (long-lived Bearer credentials of its servers), managed by the partner itself. */

const apiKeyExample = {
  id: '3f0c1a52-9b7e-4e55-8a3c-1d2e3f4a5b6c',
  name: 'CI server',
  prefix: 'dbk_live_Ab3dEf',
  createdAt: '2026-11-21T10:00:00.000Z',
  issuedAt: '2026-11-21T10:00:00.000Z',
  revoked: false,
};
const issuedExample = { apiKey: apiKeyExample, key: 'dbk_live_Ab3dEf…shown-once…' };
const apiKeyId = pathId('apiKeyId', { format: 'uuid', description: 'The API key’s id (not the key).' });

export const partnerApiKeyPaths = {
  '/v0/partner/api-keys': {
    get: operation({
      id: 'listApiKeys',
      summary: 'The partner’s API keys, newest first (never the keys themselves)',
      description: 'Revoked keys are listed too (`revoked`), so a key a log names can be told apart.',
      tag: 'partner',
      tokenKinds: ['partner'],
      ok: json('ApiKeyList', { apiKeys: [apiKeyExample] }),
    }),
    post: operation({
      id: 'createApiKey',
      summary: 'Issue an API key (shown once)',
      description:
        'The key (`dbk_live_…`) is sent as `Authorization: Bearer <key>` wherever a partner token is taken. It is in this answer only; we keep a hash.',
      tag: 'partner',
      tokenKinds: ['partner'],
      body: {
        schema: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              // Not blank: some character other than white space (a byte-order mark counts as space).
              pattern: '[^\\s\\ufeff]',
              'x-pattern-message': 'must not be blank',
              description: 'Your label for it (not blank).',
            },
          },
        },
        example: { name: 'CI server' },
      },
      ok: { ...json('IssuedApiKey', issuedExample), status: '201' },
    }),
  },
  '/v0/partner/api-keys/{apiKeyId}/rotate': {
    post: operation({
      id: 'rotateApiKey',
      summary: 'New key material for an API key (shown once); the old key stops',
      description: 'Same id and name. Gateways that remembered the old key refuse it within 30 s.',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [apiKeyId],
      notFound: true,
      conflict: 'The API key is revoked',
      ok: json('IssuedApiKey', issuedExample),
    }),
  },
  '/v0/partner/api-keys/{apiKeyId}': {
    delete: operation({
      id: 'revokeApiKey',
      summary: 'Revoke an API key for good',
      description: 'Idempotent; refused within 30 s everywhere. The key stays listed as revoked.',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [apiKeyId],
      notFound: true,
      ok: json('ApiKey', { ...apiKeyExample, revoked: true, revokedAt: '2026-11-22T10:00:00.000Z' }),
    }),
  },
} satisfies Record<string, PathItem>;
