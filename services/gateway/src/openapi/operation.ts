import type { TokenKind } from '../auth/token-verifier';
import { ref } from './schemas';
import type { Flat, Keywords, Schema, Static } from './schema-builders';

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema: Schema;
  /** Arrays repeat the parameter: `genre=a&genre=b`. */
  style?: 'form';
  explode?: boolean;
}

/** An OpenAPI operation object plus the gateway's own extension naming the token kinds it takes. */
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  'x-token-kinds'?: TokenKind[];
  /** Only with the developer portal's session cookie (sign-in state), not with a token. */
  'x-portal-session-only'?: boolean;
  parameters?: readonly Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, unknown>;
}

/** Catalog reads take either kind of token. */
export const EITHER_TOKEN: TokenKind[] = ['partner', 'user'];

export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

export interface OperationSpec<
  Id extends string = string,
  Ps extends readonly Parameter[] = readonly Parameter[],
  B = Schema,
> {
  id: Id;
  summary: string;
  description?: string;
  tag: string;
  /**
   * Absent: no token (rate limited by client IP). Where `partner` is listed the developer portal's
   * session cookie is taken too (security scheme `portalSession`).
   */
  tokenKinds?: TokenKind[];
  /** Takes the portal session cookie only (session state itself); implies tokenKinds ['partner']. */
  portalSessionOnly?: boolean;
  parameters?: Ps;
  body?: { schema: B; example: unknown };
  /** A multipart/form-data body with one file in the field `file` (uploads): also 413 and 415. */
  fileUpload?: { description: string };
  /** `status` other than 200 (201, 202, 204) answers with no body when `schema` is absent. */
  ok: {
    schema?: Schema;
    example?: unknown;
    description?: string;
    contentType?: string;
    status?: '200' | '201' | '202' | '204';
  };
  /** Catalog reads: ETag, `Cache-Control: private, max-age=60`, 304 on `If-None-Match`. */
  cached?: boolean;
  /** The operation takes ids that may be unknown. */
  notFound?: boolean;
  /** When the operation answers 409 (a conflict with what is stored). */
  conflict?: string;
  /** Answers 401 although it takes no token (the partner token operation: wrong credentials). */
  unauthorized?: boolean;
  /** Takes an `Idempotency-Key`: the same key with a different request is a 422. */
  idempotent?: boolean;
}

const RATE_LIMIT_HEADERS = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
};

/** Never set at run time: the phantom key an operation's input type rides on (absent from the JSON). */
declare const INPUT: unique symbol;

/** An operation that knows its id and the input its validation leaves for the handler. */
export type TypedOperation<Id extends string, Input> = Operation & {
  readonly operationId: Id;
  readonly [INPUT]?: Input;
};

/** What validation leaves for the handler of an operation; `ValidatedInput`'s loose shape when it is not known. */
export type InputOfOperation<O> = typeof INPUT extends keyof O
  ? O extends { readonly [INPUT]?: infer Input }
    ? Input
    : never
  : { params: Record<string, unknown>; body: unknown };

/**
 * The handler's input: `params` as validation leaves them (query values coerced to the schema's
 * type, defaults filled in) and, for an operation with a JSON body, `body`.
 */
export type InputOf<Ps, B> = Flat<{ params: ParamsOf<Ps> } & ([B] extends [undefined] ? unknown : { body: Static<B> })>;

/** A value is always there for a path parameter, a required one and one with a default (validation fills it in). */
type Present<P> = P extends { readonly in: 'path' }
  ? true
  : P extends { readonly required: true }
    ? true
    : P extends { readonly schema: { readonly default: unknown } }
      ? true
      : false;

/** Parameters by name: query values arrive as text and validation coerces them, so they are what the schema says. */
export type ParamsOf<Ps> = Ps extends readonly Parameter[]
  ? Flat<
      { -readonly [P in Ps[number] as Present<P> extends true ? P['name'] : never]: Static<P['schema']> } & {
        -readonly [P in Ps[number] as Present<P> extends true ? never : P['name']]?: Static<P['schema']>;
      }
    >
  : Record<string, never>;

/**
 * Builds the operation object with every status it can answer. Its id, parameters and body are
 * kept as written (`const`), so that the handler's input type is read from them.
 */
export function operation<
  const Id extends string,
  const Ps extends readonly Parameter[] = readonly [],
  const B extends Schema | undefined = undefined,
>(spec: OperationSpec<Id, Ps, B>): TypedOperation<Id, InputOf<Ps, B>> {
  const responses: Record<string, unknown> = {
    [spec.ok.status ?? '200']: {
      description: spec.ok.description ?? 'OK',
      headers: {
        ...RATE_LIMIT_HEADERS,
        ...(spec.cached
          ? {
              ETag: { $ref: '#/components/headers/ETag' },
              'Cache-Control': { $ref: '#/components/headers/CacheControl' },
            }
          : {}),
      },
      ...(spec.ok.schema
        ? {
            content: {
              [spec.ok.contentType ?? 'application/json']: {
                schema: spec.ok.schema,
                ...(spec.ok.example === undefined ? {} : { example: spec.ok.example }),
              },
            },
          }
        : {}),
    },
  };
  if (spec.cached) responses['304'] = { $ref: '#/components/responses/NotModified' };
  const tokenKinds = spec.portalSessionOnly ? (['partner'] as TokenKind[]) : spec.tokenKinds;
  if (spec.parameters?.length || spec.body || spec.fileUpload)
    responses['400'] = { $ref: '#/components/responses/BadRequest' };
  if (tokenKinds || spec.unauthorized) responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (tokenKinds) responses['403'] = { $ref: '#/components/responses/Forbidden' };
  if (spec.notFound) responses['404'] = { $ref: '#/components/responses/NotFound' };
  if (spec.conflict)
    responses['409'] = {
      description: spec.conflict,
      content: { 'application/json': { schema: ref('Error'), example: { message: spec.conflict } } },
    };
  if (spec.body) responses['413'] = { $ref: '#/components/responses/BodyTooLarge' };
  if (spec.idempotent) responses['422'] = { $ref: '#/components/responses/IdempotencyKeyReused' };
  if (spec.fileUpload) {
    responses['413'] = { $ref: '#/components/responses/PayloadTooLarge' };
    responses['415'] = { $ref: '#/components/responses/UnsupportedMediaType' };
  }
  // Any request may be too big for the server to read (answered before any route: libs/platform).
  responses['414'] = { $ref: '#/components/responses/UriTooLong' };
  responses['431'] = { $ref: '#/components/responses/HeadersTooLarge' };
  responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  responses['503'] = { $ref: '#/components/responses/ServiceUnavailable' };
  const built: Operation & { operationId: Id } = {
    operationId: spec.id,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(tokenKinds
      ? { security: securityOf(tokenKinds, spec.portalSessionOnly), 'x-token-kinds': tokenKinds }
      : { security: [] }),
    ...(spec.portalSessionOnly ? { 'x-portal-session-only': true } : {}),
    ...(spec.parameters?.length ? { parameters: spec.parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': spec.body as { schema: Schema; example: unknown } },
          },
        }
      : {}),
    ...(spec.fileUpload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary', description: spec.fileUpload.description } },
                  required: ['file'],
                  additionalProperties: false,
                },
              },
            },
          },
        }
      : {}),
    responses,
  };
  return built;
}

/**
 * The schemes an operation takes: each token kind's, and wherever a partner token is taken, a
 * partner API key and the developer portal's session too.
 */
export function securityOf(kinds: readonly TokenKind[], sessionOnly = false): Record<string, string[]>[] {
  if (sessionOnly) return [{ portalSession: [] }];
  return [
    ...kinds.map((kind) => ({ [`${kind}Token`]: [] })),
    ...(kinds.includes('partner') ? [{ apiKey: [] }, { portalSession: [] }] : []),
  ];
}

export const json = (schemaName: string, example?: unknown) => ({ schema: ref(schemaName), example });

// Parameters -----------------------------------------------------------------------------------
// Each builder says its parameter's name and value type, for the handler's input (`ParamsOf`).

/** A query parameter of type `T`; with a default, validation fills it in and the handler always has it. */
type QueryParameter<N extends string, T, Default = undefined> = Parameter & {
  readonly name: N;
  readonly in: 'query';
  readonly schema: Schema<T> & ([Default] extends [undefined] ? unknown : { readonly default: Default });
};

export const limit = (defaultLimit: number, maxLimit: number): QueryParameter<'limit', number, number> => ({
  name: 'limit',
  in: 'query',
  description: `Page size: default ${defaultLimit}, at most ${maxLimit}; a larger value is a 400, not a clamp.`,
  schema: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit },
});

export const offset: QueryParameter<'offset', number, number> = {
  name: 'offset',
  in: 'query',
  description: 'Items to skip.',
  schema: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1, default: 0 },
};

export const paging = (defaultLimit: number, maxLimit: number) => [limit(defaultLimit, maxLimit), offset] as const;

/** One of `values`; the handler sees their union. */
export const choice = <
  const N extends string,
  const V extends readonly string[],
  const F extends V[number] | undefined = undefined,
>(
  name: N,
  values: V,
  fallback?: F,
  description?: string,
): QueryParameter<N, V[number], F> => ({
  name,
  in: 'query',
  ...(description ? { description } : {}),
  schema: { type: 'string', enum: values, ...(fallback ? { default: fallback } : {}) } as Schema<V[number]> & {
    default: F;
  },
});

/** A list of ids, the parameter repeated (`genre=a&genre=b`); one given alone is a list of one. */
export const ids = <const N extends string, const R extends boolean = false>(
  name: N,
  description: string,
  extra: Keywords = {},
  required: R = false as R,
): QueryParameter<N, string[]> & { readonly required: R } => ({
  name,
  in: 'query',
  required,
  description,
  style: 'form',
  explode: true,
  schema: {
    type: 'array',
    items: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      // Ids hold no comma: `genre=a,b` is a mistake for `genre=a&genre=b`, said so rather than searched for.
      pattern: '^[^,]*$',
      'x-pattern-message': `holds one id; repeat the parameter for several (${name}=a&${name}=b)`,
    },
    ...extra,
  },
});

export const pathId = <const N extends string>(
  name: N,
  extra: Keywords = {},
): Parameter & { readonly name: N; readonly in: 'path'; readonly schema: Schema<string> } => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: 200, ...extra },
});

export const order = choice('order', ['asc', 'desc'], 'asc', 'Sort direction.');

const bpm = <const N extends string>(name: N, description: string): QueryParameter<N, number> => ({
  name,
  in: 'query',
  description,
  schema: { type: 'integer', minimum: 0, maximum: 1000 },
});

/** `bpmMin` and `bpmMax`, inclusive; a track without a BPM is outside any bounded range. */
export const bpmRange = [
  bpm('bpmMin', 'Lowest BPM, inclusive.'),
  bpm('bpmMax', 'Highest BPM, inclusive; not below bpmMin.'),
] as const;

/** A calendar day, YYYY-MM-DD (ajv-formats' `date`): 2026-13-01 and 2026-02-30 are refused, and 0000-00-00 (once a 500). */
export const calendarDay = <const N extends string>(name: N, description: string) =>
  ({
    name,
    in: 'query',
    description,
    schema: { type: 'string', format: 'date' },
  }) as const satisfies Parameter;

/**
 * The reference API's sound-effect filter. No sound effect in our catalog is explicit, so either
 * value gives the same results; taken so that its clients' requests are answered, not refused.
 */
export const includeExplicit: QueryParameter<'includeExplicit', boolean, boolean> = {
  name: 'includeExplicit',
  in: 'query',
  description:
    'Include explicit sound effects (the reference API’s filter). None of ours is explicit, so both values give the same results.',
  schema: { type: 'boolean', default: false },
};

export const expandTracks = choice('expand', ['tracks'], undefined, 'Include the tracks, paged.');
