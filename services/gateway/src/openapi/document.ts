import { beatPaths } from './beats';
import { collectionPaths } from './collections';
import { exampleError } from './examples';
import { likedTrackPaths } from './liked-tracks';
import { mediaPaths } from './media';
import type { InputOfOperation, Operation, PathItem } from './operation';
import { partnerPaths } from './partner';
import { partnerApiKeyPaths } from './partner-api-keys';
import { partnerSchemas } from './partner-schemas';
import { partnerUserPaths } from './partner-users';
import { partnerWebhookPaths } from './partner-webhook';
import { reportingPaths } from './reporting';
import { schemas } from './schemas';
import { safelistingPaths } from './safelisting';
import { searchPaths } from './search';
import { similarityPaths } from './similarity';
import { servicePaths } from './service';
import { soundEffectCollectionPaths } from './sound-effect-collections';
import { soundEffectPaths } from './sound-effects';
import { genrePaths, moodPaths } from './taxonomies';
import { tokenPaths } from './tokens';
import { trackPaths } from './tracks';
import { uploadPaths } from './uploads';
import { versionPaths } from './versions';

const error = (description: string, example: unknown, headers: Record<string, unknown> = {}) => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
});

const bearer = (kind: string, how: string) => ({
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: `A ${kind} token (${how}). Tokens are ES256-signed JWTs; the keys are at /.well-known/jwks.json. Operations list the kinds they take in \`x-token-kinds\`; another kind gets 403 naming the kind needed.`,
});

const pathsByModule = {
  ...tokenPaths,
  ...collectionPaths,
  ...moodPaths,
  ...genrePaths,
  ...searchPaths,
  ...similarityPaths,
  ...trackPaths,
  ...soundEffectPaths,
  ...soundEffectCollectionPaths,
  ...mediaPaths,
  ...beatPaths,
  ...likedTrackPaths,
  ...reportingPaths,
  ...uploadPaths,
  ...safelistingPaths,
  ...versionPaths,
  ...partnerPaths,
  ...partnerUserPaths,
  ...partnerApiKeyPaths,
  ...partnerWebhookPaths,
  ...servicePaths,
};

export const paths: Record<string, PathItem> = pathsByModule;

type OperationsIn<Paths> = { [Path in keyof Paths]: Paths[Path][keyof Paths[Path]] }[keyof Paths];

/** What validation leaves for each operation's handler, by operationId: read from its parameters and body. */
export type InputsOf<Paths> = {
  [
    O in OperationsIn<Paths> as O extends { readonly operationId: infer Id extends string } ? Id : never
  ]: InputOfOperation<O>;
};

/** The gateway's operations' inputs; `ApiRouter.handle` gives each handler its own. */
export type GatewayInputs = InputsOf<typeof pathsByModule>;

/** Everything the gateway serves, as OpenAPI 3.1. Request validation is compiled from it. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Downbeat partner API',
    version: '0.1.0',
    description: [
      'Music and sound effects for partner apps. Every path carries the version prefix `/v0`.',
      '',
      '**Errors** have the body `{message, errors?: [{key, messages}]}`; `key` names the offending parameter or body field.',
      'A `limit` over the maximum, a negative `offset`, a non-integer or an unknown enum value is a 400, never a silent clamp.',
      '',
      '**Authentication**: `Authorization: Bearer <token>`. An expired, tampered or foreign token, a token of an unknown partner',
      "and a token of a disabled partner all get 401 `Invalid credentials` (the gateway re-reads a partner's status at most every 30 s);",
      'an expired token says so (`Invalid credentials: the access token has expired`), and every 401 carries `WWW-Authenticate`.',
      '',
      '**Rate limits** are per partner (token bucket, default 50 requests/second, burst 100); callers without a valid token are',
      'limited per client IP. Every response carries `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers-10);',
      'a 429 carries `Retry-After` in seconds, and so does every 503 (a backing system down or too slow).',
      '',
      '**Caching**: catalog reads (search included) carry a weak `ETag` and `Cache-Control: private, max-age=60` (they depend on the partner’s',
      'free tier); send `If-None-Match` to get 304 with no body.',
      '',
      '**CORS**: a preflight is answered for any origin; the actual response carries `Access-Control-Allow-Origin` only when',
      'the token’s partner allows that origin in its settings.',
    ].join('\n'),
  },
  servers: [{ url: '/' }],
  tags: [
    { name: 'tokens' },
    { name: 'users' },
    { name: 'collections' },
    { name: 'moods' },
    { name: 'genres' },
    { name: 'tracks' },
    { name: 'sound effects' },
    { name: 'search', description: 'Tracks and sound effects by term, with autocomplete.' },
    {
      name: 'recommendations',
      description:
        'Similar tracks, similar sections (from a catalog track or an audio upload), tracks that fit a picture.',
    },
    {
      name: 'reporting',
      description: 'Analytics events and usage reports, published to Kafka for data teams; the usage summary.',
    },
    {
      name: 'uploads',
      description:
        'Partner audio (for similar sections) and end users’ images (for tracks matched to an image), checked by content, found by SHA-256.',
    },
    {
      name: 'partner',
      description:
        'The partner management API (our addition): what the developer portal at /portal/ does — the free tier, the access key and API keys, end users and their subscriptions, the webhook, usage export — for the partner’s own backend too. Partner token or the portal’s session cookie; always the caller’s own partner.',
    },
    {
      name: 'safelisting',
      description:
        'The reference API’s safelisting licences: a partner registers an end user’s channel or video on a platform so that content claims are cleared. Partner API key or partner token; the end user in X-Partner-User-Id.',
    },
    { name: 'service' },
  ],
  paths,
  components: {
    schemas: { ...schemas, ...partnerSchemas },
    securitySchemes: {
      partnerToken: bearer('partner', 'POST /v0/partner-token, 60 minutes'),
      userToken: bearer('user', 'POST /v0/token, 15 minutes'),
      portalSession: {
        type: 'apiKey',
        in: 'cookie',
        name: 'downbeat_portal',
        description:
          'The developer portal’s session (POST /v0/partner/session; `__Host-downbeat_portal` over TLS): a partner credential wherever a partner token is taken. POST, PUT and DELETE with it also need the header `X-CSRF-Token` (from the session) and, from a browser, the gateway’s own origin.',
      },
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          'A partner API key (`dbk_live_…`, issued by the operator or the developer portal, shown once): a long-lived credential of the partner’s servers, taken wherever a partner token is (the reference API’s ApiKeyAuth). A revoked or rotated key is refused within 30 s.',
      },
    },
    headers: {
      RateLimit: {
        description: 'Requests remaining and seconds until the quota is whole, e.g. `"partner";r=57;t=1`.',
        schema: { type: 'string' },
      },
      'RateLimit-Policy': {
        description: 'The quota: burst per window of seconds, e.g. `"partner";q=100;w=2` for 50/s burst 100.',
        schema: { type: 'string' },
      },
      'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
      'WWW-Authenticate': {
        description:
          'The Bearer challenge: `Bearer realm="downbeat"`, with `error="invalid_token"` and the reason when a token was sent.',
        schema: { type: 'string' },
      },
      ETag: { description: 'Weak validator of the body; send it back in If-None-Match.', schema: { type: 'string' } },
      CacheControl: { description: '`private, max-age=60`.', schema: { type: 'string' } },
    },
    responses: {
      NotModified: { description: 'The body matching If-None-Match is still current; no body.' },
      BadRequest: error('Invalid parameters or body; `errors` names each offending key.', exampleError),
      Unauthorized: error(
        'Missing, expired, tampered or foreign token, or a token of an unknown or disabled partner. An expired token is said apart (`Invalid credentials: the access token has expired`): fetch a new one. `WWW-Authenticate` carries the Bearer challenge (RFC 6750).',
        { message: 'Invalid credentials' },
        { 'WWW-Authenticate': { $ref: '#/components/headers/WWW-Authenticate' } },
      ),
      Forbidden: error('The wrong kind of token for this operation.', {
        message: 'This operation requires a user token',
      }),
      NotFound: error('An unknown id.', { message: 'Track was not found' }),
      IdempotencyKeyReused: error('The Idempotency-Key was already used for a different request; use a new key.', {
        message: 'This Idempotency-Key was already used for a different batch; use a new key for new events',
        errors: [{ key: 'Idempotency-Key', messages: ['was already used for a different request'] }],
      }),
      PayloadTooLarge: error(
        'The file is over the size limit of the operation; the request is refused as soon as the limit is passed.',
        {
          message: 'Audio file is larger than 3.5 MB',
          errors: [{ key: 'file', messages: ['must be at most 3.5 MB'] }],
        },
      ),
      BodyTooLarge: error('The JSON body is larger than 1 MB.', {
        message: 'Request body is larger than 1 MB',
        errors: [{ key: 'body', messages: ['must be at most 1048576 bytes'] }],
      }),
      UriTooLong: error('The URL is longer than 16 KB (e.g. thousands of repeated list parameters).', {
        message: 'Request URL is longer than 16 KB',
      }),
      HeadersTooLarge: error('The URL and headers together are larger than 16 KB.', {
        message: 'Request URL and headers are larger than 16 KB together',
      }),
      UnsupportedMediaType: error('The file is not of a format the operation takes, judged by its content.', {
        message: 'Audio file is pcm_s16le audio in wav; MP3 and Ogg Vorbis are supported',
        errors: [{ key: 'file', messages: ['must be an MP3 or Ogg Vorbis audio file'] }],
      }),
      TooManyRequests: error(
        'Over the rate limit.',
        { message: 'Rate limit exceeded' },
        { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      ),
      ServiceUnavailable: error(
        'A backing service is down or did not answer in time.',
        { message: 'catalog service is unavailable' },
        { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
      ),
    },
  },
};

export type OpenApiDocument = typeof openApiDocument;

/** Every operation with its method and path, for route registration and validation. */
export function operationsOf(document: { paths: Record<string, PathItem> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [string, Operation][]).map(([method, operation]) => ({ method, path, operation })),
  );
}
