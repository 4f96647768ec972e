import { json, operation, type PathItem } from './operation';
import { END_USER_ID } from './schemas';

/** Partner and user tokens, the signing keys, the current user. */
/** A partner's access key id and secret: what a partner token and a portal session are asked with. */
export const ACCESS_KEY_CREDENTIALS = {
  schema: {
    type: 'object',
    required: ['accessKeyId', 'accessKeySecret'],
    properties: {
      accessKeyId: { type: 'string', minLength: 1, maxLength: 200 },
      accessKeySecret: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
  example: { accessKeyId: 'demo-partner', accessKeySecret: 'downbeat-demo-secret' },
} as const;

export const tokenPaths = {
  '/v0/partner-token': {
    post: operation({
      id: 'issuePartnerToken',
      summary: 'Exchange an access key for a partner token (60 minutes)',
      description: 'An unknown key, a wrong secret and a disabled partner all get 401 "Invalid credentials".',
      tag: 'tokens',
      unauthorized: true,
      body: ACCESS_KEY_CREDENTIALS,
      // 201, as the reference API answers token requests.
      ok: {
        ...json('AccessToken', { accessToken: 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ii4uLiJ9.eyJ...' }),
        status: '201',
        description: 'Created',
      },
    }),
  },
  '/v0/token': {
    post: operation({
      id: 'issueUserToken',
      summary: 'Issue a user token (15 minutes) for one of the partner’s end users',
      description: 'Send the partner token as `Authorization: Bearer <partner token>`.',
      tag: 'tokens',
      tokenKinds: ['partner'],
      body: {
        schema: {
          type: 'object',
          required: ['userId'],
          properties: {
            userId: END_USER_ID,
          },
        },
        example: { userId: 'user-1234' },
      },
      // 201, as the reference API answers token requests.
      ok: {
        ...json('AccessToken', { accessToken: 'eyJhbGciOiJFUzI1NiIsImtpZCI6Ii4uLiJ9.eyJ...' }),
        status: '201',
        description: 'Created',
      },
    }),
  },
  '/v0/users/me': {
    get: operation({
      id: 'getCurrentUser',
      summary: 'The end user behind the user token',
      tag: 'users',
      tokenKinds: ['user'],
      notFound: true,
      ok: json('User', {
        id: 'user-1234',
        connected: true,
        premiumAccess: false,
        userId: 'user-1234',
        esConnect: true,
        hasActiveSubscription: false,
      }),
    }),
  },
  '/.well-known/jwks.json': {
    get: operation({
      id: 'getSigningKeys',
      summary: 'The public keys that verify Downbeat tokens (JWKS)',
      tag: 'tokens',
      ok: json('JsonWebKeySet'),
    }),
  },
} satisfies Record<string, PathItem>;
