/** What the API answers on an error (specification §7): a message, and the offending keys. */
export interface ErrorBody {
  message: string;
  errors?: { key: string; messages: string[] }[];
}

export type ErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'unavailable'
  | 'server-error';

const KINDS: Record<number, ErrorKind> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'unprocessable',
  429: 'rate-limited',
  503: 'unavailable',
};

/**
 * Any answer of the API that is not a success, typed: the HTTP status, its kind, the API's
 * message and the offending keys (`field('userId')`), and for 429 and 503 how long to wait.
 * Thrown by every call of the client (after its own retries, where it makes them).
 */
export class DownbeatError extends Error {
  override readonly name = 'DownbeatError';
  readonly kind: ErrorKind;

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** The request, as `METHOD /path`. */
    readonly request: string,
    /** From `Retry-After` (429, 503), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${request} answered ${status}: ${body.message}`);
    this.kind = KINDS[status] ?? (status >= 500 ? 'server-error' : 'bad-request');
  }

  /** The messages about one parameter or body field (`errors[].key`), empty when it was fine. */
  field(key: string): string[] {
    return this.body.errors?.find((error) => error.key === key)?.messages ?? [];
  }

  /** Reads an error answer; a body that is not the API's error shape keeps the status text. */
  static async from(response: Response, request: string): Promise<DownbeatError> {
    const text = await response.text().catch(() => '');
    let body: ErrorBody = { message: response.statusText || `HTTP ${response.status}` };
    try {
      const parsed = JSON.parse(text) as Partial<ErrorBody>;
      if (typeof parsed.message === 'string') body = parsed as ErrorBody;
    } catch {
      // Not JSON (a proxy's page): the status text stands.
    }
    return new DownbeatError(response.status, body, request, retryAfterOf(response));
  }
}

export function isDownbeatError(error: unknown, kind?: ErrorKind): error is DownbeatError {
  return error instanceof DownbeatError && (kind === undefined || error.kind === kind);
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), undefined when absent or unreadable. */
export function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}
