import express, { Router, type Request, type Response } from 'express';
import { nameHttpRoute } from '@downbeat/platform';
import { authenticate, type Gatekeeping } from '../auth/authenticate';
import { operationsOf } from '../openapi/document';
import type { Operation, PathItem } from '../openapi/operation';
import { limitByClientIp } from '../rate-limit/rate-limits';
import { validateRequest } from './validation';

export type Handler = (request: Request, response: Response) => Promise<void> | void;

/**
 * Routes registered by operationId from the OpenAPI document: the document's path and method
 * become the route, its `x-token-kinds` the authentication (none: rate limited by client IP),
 * its parameters and body the validation. The document and what is served cannot drift apart.
 */
export class ApiRouter {
  readonly router = Router();
  private readonly operations: Map<string, { method: string; path: string; operation: Operation }>;
  private readonly handled = new Set<string>();
  /** Routes in registration order, which is the order Express tries them in. */
  private readonly registered: { method: string; path: string; pattern: RegExp }[] = [];

  constructor(
    document: { paths: Record<string, PathItem> },
    private readonly gate: Gatekeeping,
  ) {
    this.operations = new Map(operationsOf(document).map((entry) => [entry.operation.operationId, entry]));
  }

  handle(operationId: string, handler: Handler): this {
    const entry = this.operations.get(operationId);
    if (!entry) throw new Error(`The OpenAPI document has no operation ${operationId}`);
    this.handled.add(operationId);
    this.refuseShadowing(entry.method, entry.path);
    const kinds = entry.operation['x-token-kinds'];
    const portalSessionOnly = entry.operation['x-portal-session-only'] === true;
    const guard = kinds ? authenticate(this.gate, kinds, { portalSessionOnly }) : limitByClientIp(this.gate.limits);
    const route = entry.path.replace(/\{(\w+)\}/g, ':$1');
    // Bodies are parsed after the guard, so even a malformed body is rate limited and answered with the headers.
    const parseBody = express.json({ limit: '1mb' });
    // The route template names the HTTP server span (no Express instrumentation: see telemetry.ts)
    // and the log line of a failed request (http/problem.ts).
    const named = (_request: Request, response: Response, next: () => void) => {
      nameHttpRoute(entry.path);
      response.locals.route = entry.path;
      next();
    };
    this.router[entry.method as 'get' | 'post' | 'put' | 'delete'](
      route,
      named,
      guard,
      parseBody,
      validateRequest(entry.operation),
      handler,
    );
    return this;
  }

  /**
   * Express tries routes in registration order, so `/v0/tracks/{trackId}` registered before
   * `/v0/tracks/search` would swallow every search. Fails at start-up instead.
   */
  private refuseShadowing(method: string, path: string): void {
    const concrete = path.replace(/\{\w+\}/g, 'x');
    const earlier = this.registered.find((route) => route.method === method && route.pattern.test(concrete));
    if (earlier)
      throw new Error(`${method.toUpperCase()} ${path} would be shadowed by ${earlier.path}; register it first`);
    const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
    this.registered.push({ method, path, pattern });
  }

  /** Fails at start-up when the document promises an operation no route serves. */
  assertEveryOperationHandled(): void {
    const missing = [...this.operations.keys()].filter((id) => !this.handled.has(id));
    if (missing.length > 0) throw new Error(`No handler for documented operations: ${missing.join(', ')}`);
  }
}
