import { choice, operation, pathId, type Parameter, type PathItem } from './operation';
import { END_USER_ID } from './schemas';
import { dateTime, type Schema } from './schema-builders';

export const ASSET_TYPES = ['channel', 'video'] as const;
export const SAFELISTING_PLATFORMS = [
  'youtube',
  'instagram',
  'facebook',
  'twitch',
  'tiktok',
  'podcast',
  'website',
] as const;

const partnerUserId = {
  name: 'X-Partner-User-Id',
  in: 'header',
  required: true,
  description: 'The partner’s end user the licences belong to (the end-user id rule of POST /v0/token).',
  schema: { type: 'string', pattern: END_USER_ID.pattern, minLength: 1, maxLength: END_USER_ID.maxLength },
} as const satisfies Parameter;

const license: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'createdAt', 'asset'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    createdAt: dateTime('When the licence was created.'),
    expiresAt: dateTime('When it expires; absent: until deleted.'),
    asset: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'platform', 'url'],
      properties: {
        id: {
          type: 'string',
          description:
            'The asset on its platform: the URL’s host and path (`youtube.com/@somechannel`), one asset however linked.',
        },
        type: { type: 'string', enum: ASSET_TYPES },
        platform: { type: 'string', enum: SAFELISTING_PLATFORMS },
        url: { type: 'string', format: 'uri' },
      },
    },
  },
};

const exampleLicense = {
  id: 'a1b2c3d4-e5f6-4890-abcd-ef1234567890',
  createdAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-12-31T23:59:59.000Z',
  asset: {
    id: 'youtube.com/@somechannel',
    type: 'channel',
    platform: 'youtube',
    url: 'https://www.youtube.com/@somechannel',
  },
};

const base = { tag: 'safelisting', tokenKinds: ['partner' as const] };
const licenseId = pathId('licenseId', { format: 'uuid' });
const expiresAt = dateTime('When the licence ends; in the future.');

/**
 * Safelisting licences, the reference API's (DECISIONS §3): a partner registers an end user's
 * channel or video on a platform so that content claims against it are cleared. Partner API key
 * or partner token; the end user in `X-Partner-User-Id`.
 */
export const safelistingPaths = {
  '/v0/safelisting/licenses': {
    get: operation({
      ...base,
      id: 'listSafelistingLicenses',
      summary: 'The end user’s active safelisting licences of one asset type',
      parameters: [
        partnerUserId,
        { ...choice('assetType', ASSET_TYPES, undefined, 'Channels or videos.'), required: true },
        choice('platform', SAFELISTING_PLATFORMS, undefined, 'Only this platform’s.'),
        choice('status', ['active'], undefined, 'Only active licences are listed (the one status).'),
        choice('sortBy', ['createdAt', 'expiresAt'], 'expiresAt', 'A licence without an expiry sorts as the latest.'),
        choice('sortOrder', ['asc', 'desc'], 'desc'),
        {
          name: 'page',
          in: 'query',
          description: 'Page number, 1-based.',
          schema: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1, default: 1 },
        },
        {
          name: 'pageSize',
          in: 'query',
          description: 'Licences per page.',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
        },
      ],
      ok: {
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['page', 'pageSize', 'totalItems', 'data'],
          properties: {
            page: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
            totalItems: { type: 'integer', minimum: 0 },
            data: { type: 'array', items: license },
          },
        },
        example: { page: 1, pageSize: 25, totalItems: 1, data: [exampleLicense] },
      },
    }),
    post: operation({
      ...base,
      id: 'createSafelistingLicense',
      summary: 'Safelist an end user’s channel or video',
      description:
        'One user of a partner holds an asset at a time: another user’s active licence of it is a 409; the same user’s is answered as it is.',
      parameters: [partnerUserId],
      body: {
        schema: {
          type: 'object',
          required: ['asset'],
          additionalProperties: false,
          properties: {
            asset: {
              type: 'object',
              required: ['type', 'platform', 'url'],
              additionalProperties: false,
              properties: {
                type: { type: 'string', enum: ASSET_TYPES },
                platform: { type: 'string', enum: SAFELISTING_PLATFORMS },
                url: {
                  type: 'string',
                  format: 'uri',
                  pattern: '^https?://',
                  maxLength: 2000,
                  description: 'An http(s) URL on the platform (its own hosts, for platforms with a site).',
                },
              },
            },
            expiresAt,
          },
        },
        example: { asset: exampleLicense.asset, expiresAt: exampleLicense.expiresAt },
      },
      conflict: 'Another end user of the partner holds an active licence of the asset.',
      ok: { schema: license, example: exampleLicense, status: '201', description: 'Created' },
    }),
    delete: operation({
      ...base,
      id: 'endUserSafelistingLicenses',
      summary: 'End every active licence of the end user (a user who left)',
      parameters: [partnerUserId],
      ok: { status: '204', description: 'Ended, or there were none' },
    }),
  },
  '/v0/safelisting/licenses/{licenseId}': {
    get: operation({
      ...base,
      id: 'getSafelistingLicense',
      summary: 'One safelisting licence of the end user',
      notFound: true,
      parameters: [licenseId, partnerUserId],
      ok: { schema: license, example: exampleLicense },
    }),
    patch: operation({
      ...base,
      id: 'updateSafelistingLicense',
      summary: 'Move a licence’s expiry (the one thing that changes)',
      notFound: true,
      parameters: [licenseId, partnerUserId],
      body: {
        schema: { type: 'object', required: ['expiresAt'], additionalProperties: false, properties: { expiresAt } },
        example: { expiresAt: '2027-12-31T23:59:59.000Z' },
      },
      ok: { schema: license, example: { ...exampleLicense, expiresAt: '2027-12-31T23:59:59.000Z' } },
    }),
    delete: operation({
      ...base,
      id: 'endSafelistingLicense',
      summary: 'End one licence now',
      notFound: true,
      parameters: [licenseId, partnerUserId],
      ok: { status: '204', description: 'Ended' },
    }),
  },
} satisfies Record<string, PathItem>;
