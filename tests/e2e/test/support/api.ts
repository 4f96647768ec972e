/** A tiny client for the public REST API, as a partner's code would call it. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

export async function request<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<ApiResponse<T>> {
  const started = Date.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    signal: AbortSignal.timeout(init.timeoutMs ?? 5_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    headers: response.headers,
    ms: Date.now() - started,
  };
}

export async function partnerToken(baseUrl: string, accessKeyId: string, accessKeySecret: string): Promise<string> {
  const response = await request<{ accessToken: string }>(baseUrl, '/v0/partner-token', {
    json: { accessKeyId, accessKeySecret },
  });
  if (response.status !== 200) throw new Error(`partner token: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.accessToken;
}
