/**
 * RED metrics of an HTTP server, per route template: one histogram whose `_count` is the rate,
 * whose `status_code` tells the errors and whose buckets the duration. Named as OpenTelemetry's
 * `http.server.request.duration` appears in Prometheus.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Histogram } from 'prom-client';
import { histogram } from './registry';

const requestDuration = histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP requests answered, by method, route template and status code',
  labelNames: ['server', 'method', 'route', 'status_code'] as const,
});

/** Methods kept as they are; anything else is `_OTHER`, so a client cannot invent label values. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route of a request that matched none: never the raw path, which would grow without bound. */
export const UNMATCHED_ROUTE = 'unmatched';

const CLIENT_CLOSED = 499;

export interface HttpMetricsOptions {
  /** Which HTTP server this is (`gateway`, `media-edge`): both run in the embedded process. */
  server: string;
  /** The route template the router chose (e.g. `/v0/tracks/{trackId}`); undefined when none matched. */
  routeOf(response: ServerResponse): string | undefined;
}

/**
 * Middleware (Express or plain `node:http`) that times each request until its response finished.
 * The label set of each (route, method, status) is looked up once and kept: a request costs a
 * clock read, a map lookup and an observe.
 */
export function httpMetrics(options: HttpMetricsOptions) {
  const series = new Map<string, ReturnType<Histogram<string>['labels']>>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = requestDuration.labels({ server: options.server, method, route, status_code: String(status) });
      series.set(key, child);
    }
    return child;
  };
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    const method = METHODS.has(request.method ?? '') ? (request.method as string) : '_OTHER';
    const observe = (status: number) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      seriesOf(method, options.routeOf(response) ?? UNMATCHED_ROUTE, status).observe(seconds);
    };
    // `finish`: the answer is handed to the socket, before the client can have read it (so a scrape
    // right after a response always counts it). A request the client gave up on before its answer
    // was sent counts as 499 (nginx's "client closed request"), not as a status it never received.
    response.once('finish', () => observe(response.statusCode));
    response.once('close', () => {
      if (!response.writableFinished) observe(CLIENT_CLOSED);
    });
    next();
  };
}
