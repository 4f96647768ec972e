import { USAGE_SUMMARY_RULES } from '@downbeat/contracts';
import { calendarDay, json, operation, type PathItem } from './operation';
import { ACCESS_KEY_CREDENTIALS } from './tokens';

/**
 * The partner management API: what the developer portal does, open to the partner's own backend
 * too. Every operation takes a partner token or the portal's session cookie (security scheme
 * `portalSession`; writes with the cookie also need `X-CSRF-Token`) and acts on the caller's own
 * partner only. Sign-in itself (`/v0/partner/session`) is the portal's.
 */

const sessionExample = {
  partner: {
    id: '0b9f0a4e-3f7c-4a53-9d3c-5c2a1e7b9d10',
    name: 'Demo partner',
    accessKeyId: 'demo-partner',
    status: 'ACTIVE',
    createdAt: '2026-11-21T10:00:00.000Z',
    settings: { freeTierCollectionIds: [], rateLimit: { requestsPerSecond: 50, burst: 100 }, allowedOrigins: [] },
  },
  csrfToken: 'nJ3l2m2g9bq3h1v8Q3Yd0kq8mJm2YQ9hZl4sX2c1V0A',
  expiresAt: '2026-11-21T18:00:00.000Z',
};

const signIn = operation({
  id: 'openPortalSession',
  summary: 'Sign in to the developer portal with the access key',
  description: [
    'Sets the session cookie (HttpOnly, SameSite=Strict; `__Host-downbeat_portal` and Secure over TLS, `downbeat_portal` over HTTP) for 8 hours.',
    'The session is a partner credential wherever a partner token is taken. It ends on sign-out, when the access key secret is rotated and while the partner is disabled.',
    'An unknown key, a wrong secret and a disabled partner all get 401 "Invalid credentials". A browser request from another origin is refused with 403.',
  ].join('\n'),
  tag: 'partner',
  unauthorized: true,
  body: ACCESS_KEY_CREDENTIALS,
  ok: { ...json('PortalSession', sessionExample), status: '201', description: 'Signed in; the cookie is set.' },
});
signIn.responses['403'] = { $ref: '#/components/responses/Forbidden' };

export const partnerPaths = {
  '/v0/partner/session': {
    post: signIn,
    get: operation({
      id: 'getPortalSession',
      summary: 'The developer-portal session: the partner and the CSRF token',
      tag: 'partner',
      portalSessionOnly: true,
      ok: json('PortalSession', sessionExample),
    }),
    delete: operation({
      id: 'closePortalSession',
      summary: 'Sign out of the developer portal',
      description: 'Ends the session and removes the cookie.',
      tag: 'partner',
      portalSessionOnly: true,
      ok: { status: '204', description: 'Signed out.' },
    }),
  },
  '/v0/partner': {
    get: operation({
      id: 'getPartner',
      summary: 'The partner: access key id, status and settings',
      tag: 'partner',
      tokenKinds: ['partner'],
      ok: json('Partner', sessionExample.partner),
    }),
  },
  '/v0/partner/free-tier': {
    get: operation({
      id: 'getFreeTier',
      summary: 'The collections that form the free tier, in order',
      tag: 'partner',
      tokenKinds: ['partner'],
      ok: json('FreeTier', { collectionIds: ['collection-sunny-days', 'collection-quiet-hours'], chosen: true }),
    }),
    put: operation({
      id: 'setFreeTier',
      summary: 'Choose the free-tier collections and their order',
      description: [
        'Tracks in none of these collections become premium (`isPreviewOnly: true`); `GET /v0/collections` lists these first, in this order, and `availableTracks` counts what users can download without a subscription.',
        'Visible through the API within a second. An empty list returns to the default free tier. Unknown collection ids are a 400 naming each.',
      ].join('\n'),
      tag: 'partner',
      tokenKinds: ['partner'],
      body: {
        schema: {
          type: 'object',
          required: ['collectionIds'],
          properties: {
            collectionIds: {
              type: 'array',
              maxItems: 100,
              uniqueItems: true,
              items: { type: 'string', minLength: 1, maxLength: 128 },
            },
          },
        },
        example: { collectionIds: ['collection-sunny-days', 'collection-quiet-hours'] },
      },
      ok: json('FreeTier', { collectionIds: ['collection-sunny-days', 'collection-quiet-hours'], chosen: true }),
    }),
  },
  '/v0/partner/access-key/rotate': {
    post: operation({
      id: 'rotateAccessKeySecret',
      summary: 'Issue a new access key secret (shown once)',
      description: [
        'The old secret stops working at once, and every developer-portal session opened with it ends; partner tokens already issued live on until they expire (60 minutes).',
        'Called with the session cookie, the caller’s own session is renewed with the new secret (a new cookie).',
      ].join('\n'),
      tag: 'partner',
      tokenKinds: ['partner'],
      ok: json('AccessKeyCredentials', { accessKeyId: 'demo-partner', accessKeySecret: 'Xq3…shown-once…' }),
    }),
  },
  '/v0/partner/usage.csv': {
    get: operation({
      id: 'exportUsage',
      summary: 'Daily usage as CSV',
      description:
        'One row per day (UTC) with previews, downloads, exports and exports per platform, as in GET /v0/usage/summary. A header row first.',
      tag: 'partner',
      tokenKinds: ['partner'],
      parameters: [
        calendarDay('from', 'First day, YYYY-MM-DD (UTC); default 29 days before `to`.'),
        calendarDay(
          'to',
          `Last day, YYYY-MM-DD (UTC); default today. At most ${USAGE_SUMMARY_RULES.maxDays} days after \`from\`.`,
        ),
      ],
      ok: {
        contentType: 'text/csv',
        schema: { type: 'string' },
        example: 'day,previews,downloads,exports\n2026-11-21,12,3,1\n',
      },
    }),
  },
} satisfies Record<string, PathItem>;
