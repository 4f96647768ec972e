/**
 * What the two OpenSearch adapters (the search service's engine and the vector index) share of
 * talking to a cluster: one request through the client's transport with its own timeout and the
 * statuses it expects, whether the cluster answers at all, and which failures mean "down, try
 * again later" rather than a bug here. Each adapter words its own errors.
 */
import { errors, type Client } from '@opensearch-project/opensearch';

export type OpenSearchBody = Record<string, unknown>;

export interface OpenSearchCall {
  method: string;
  path: string;
  body?: OpenSearchBody;
  /** NDJSON lines of a `_bulk` request. */
  bulkBody?: OpenSearchBody[];
  /** Statuses answered as bodies rather than thrown (e.g. 404 of a delete). */
  ignore?: number[];
  querystring?: Record<string, unknown>;
  timeoutMs: number;
}

/** Sends one request; the client's own errors are thrown as they are. */
export async function callOpenSearch(client: Client, call: OpenSearchCall): Promise<OpenSearchBody> {
  const { method, path, body, bulkBody, ignore = [], querystring = {}, timeoutMs } = call;
  const response = await client.transport.request(
    { method, path, querystring, ...(body ? { body } : {}), ...(bulkBody ? { bulkBody } : {}) },
    { ignore, requestTimeout: timeoutMs },
  );
  return (response.body ?? {}) as OpenSearchBody;
}

/** Whether the cluster answers with a usable (green or yellow) health within `timeoutMs`. */
export async function isClusterHealthy(client: Client, timeoutMs: number): Promise<boolean> {
  try {
    const health = await callOpenSearch(client, {
      method: 'GET',
      path: '/_cluster/health',
      querystring: { timeout: '1s' },
      timeoutMs,
    });
    return health.status === 'green' || health.status === 'yellow';
  } catch {
    return false;
  }
}

/** 5xx and 429: the cluster is overloaded or failing, not the request wrong. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/** Connection trouble, a timeout, no node left, or a transient status: the cluster is down for now. */
export function isClusterDown(error: unknown): boolean {
  return (
    error instanceof errors.ConnectionError ||
    error instanceof errors.TimeoutError ||
    error instanceof errors.NoLivingConnectionsError ||
    (error instanceof errors.ResponseError && isTransientStatus(error.statusCode))
  );
}
