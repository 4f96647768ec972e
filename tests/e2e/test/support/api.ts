import { waitFor } from '@downbeat/testing';
import { OpenApiContract } from './openapi-contract';

/** A tiny client for the public REST API, as a partner's code would call it. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

export interface RequestInit {
  method?: string;
  token?: string;
  json?: unknown;
  /** A raw body, sent as application/json (for malformed bodies). */
  rawBody?: string;
  /** A multipart/form-data body (uploads). */
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Base URLs whose responses are checked against the gateway's OpenAPI document. */
const contracts = new Map<string, OpenApiContract>();

/**
 * From now on, every `request()` to this gateway asserts its response against the gateway's
 * OpenAPI document (fetched once). Call in `beforeAll` once the system is up.
 */
export async function checkResponsesAgainstOpenApi(baseUrl: string): Promise<OpenApiContract> {
  const contract = await OpenApiContract.load(baseUrl);
  contracts.set(baseUrl, contract);
  return contract;
}

export async function request<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<ApiResponse<T>> {
  const started = Date.now();
  const hasBody = init.json !== undefined || init.rawBody !== undefined;
  const method = init.method ?? (hasBody || init.form ? 'POST' : 'GET');
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(hasBody ? { body: init.rawBody ?? JSON.stringify(init.json) } : {}),
    ...(init.form ? { body: init.form } : {}),
    signal: AbortSignal.timeout(init.timeoutMs ?? 5_000),
  });
  const text = await response.text();
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  const body = (isJson && text ? JSON.parse(text) : text ? text : {}) as T;
  contracts.get(baseUrl)?.check(method, path, response.status, response.headers, body);
  return { status: response.status, body, headers: response.headers, ms: Date.now() - started };
}

export async function partnerToken(baseUrl: string, accessKeyId: string, accessKeySecret: string): Promise<string> {
  const response = await request<{ accessToken: string }>(baseUrl, '/v0/partner-token', {
    json: { accessKeyId, accessKeySecret },
  });
  if (response.status !== 201) throw new Error(`partner token: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.accessToken;
}

/** The partner id a partner token was issued to (its `sub`). */
export function partnerIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

/**
 * The shared checks drive the API as fast as the machine answers (hundreds of requests a second),
 * far past a partner's default allowance (50/s, bursts of 100): the suite's partner gets one that
 * fits, before its first request. Rate limiting itself is checked with partners of their own.
 */
export const SUITE_RATE_LIMIT = { requestsPerSecond: 2_000, burst: 4_000 };

export async function userToken(baseUrl: string, partnerAccessToken: string, userId: string): Promise<string> {
  const response = await request<{ accessToken: string }>(baseUrl, '/v0/token', {
    token: partnerAccessToken,
    json: { userId },
  });
  if (response.status !== 201) throw new Error(`user token: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.accessToken;
}

/**
 * Waits until the demo catalog is visible through the public API: the catalog reports SERVING
 * before its demo seed has landed, so a fresh system answers with empty lists for a few seconds.
 */
export async function waitForDemoCatalog(
  baseUrl: string,
  credentials: { accessKeyId: string; accessKeySecret: string },
): Promise<void> {
  // A token too is asked for until it comes: a service that has just started may answer its first
  // requests late (a 503 from the gateway), which is not what this wait is about.
  let token: string | undefined;
  const hasToken = async () => {
    token ??= await partnerToken(baseUrl, credentials.accessKeyId, credentials.accessKeySecret).catch(() => undefined);
    return token !== undefined;
  };
  const hasItems = async (path: string, field: string) => {
    const response = await request<Record<string, unknown[]>>(baseUrl, path, { token });
    return response.status === 200 && (response.body[field]?.length ?? 0) > 0;
  };
  await waitFor(
    'the demo catalog to be listed',
    async () =>
      (await hasToken()) &&
      (await hasItems('/v0/tracks?limit=1', 'tracks')) &&
      (await hasItems('/v0/sound-effects/categories?limit=1', 'categories')) &&
      (await hasItems('/v0/collections?limit=1&excludeField=tracks', 'collections')),
    { timeoutMs: 60_000, intervalMs: 250 },
  );
}
