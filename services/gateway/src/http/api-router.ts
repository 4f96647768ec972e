import { Router, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, nameHttpRoute } from '@downbeat/platform';
import { authenticate, type Gatekeeping } from '../auth/authenticate';
import { operationsOf, type GatewayInputs } from '../openapi/document';
import type { Operation, PathItem } from '../openapi/operation';
import { limitByClientIp } from '../rate-limit/rate-limits';
import { parseJsonBody } from './json-body';
import { validatedInput, validateRequest, type ValidatedInput } from './validation';

/** A route's handler; `input` is what validation left: the operation's parameters and body, typed from its schema. */
export type Handler<Input = ValidatedInput> = (
  request: Request,
  response: Response,
  input: Input,
) => Promise<void> | void;

/**
 * Routes registered by operationId from the OpenAPI document: the document's path and method
 * become the route, its `x-token-kinds` the authentication (none: rate limited by client IP),
 * its parameters and body the validation, and its parameters' and body's schemas the type of the
 * input its handler gets (`Inputs`, by operationId). The document and what is served cannot drift apart.
 */
export class ApiRouter<Inputs extends Record<string, unknown> = GatewayInputs> {
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

  handle<Id extends keyof Inputs & string>(operationId: Id, handler: Handler<Inputs[Id]>): this {
    const entry = this.operations.get(operationId);
    if (!entry) throw new Error(`The OpenAPI document has no operation ${operationId}`);
    this.handled.add(operationId);
    this.refuseShadowing(entry.method, entry.path);
    const kinds = entry.operation['x-token-kinds'];
    const portalSessionOnly = entry.operation['x-portal-session-only'] === true;
    const guard = kinds ? authenticate(this.gate, kinds, { portalSessionOnly }) : limitByClientIp(this.gate.limits);
    const route = entry.path.replace(/\{(\w+)\}/g, ':$1');
    // Bodies are parsed after the guard, so even a malformed body is rate limited and answered with the headers.
    const parseBody = parseJsonBody();
    // The route template names the HTTP server span (no Express instrumentation: see telemetry.ts)
    // and the log line of a failed request (http/problem.ts).
    const named = (_request: Request, response: Response, next: () => void) => {
      nameHttpRoute(entry.path);
      response.locals.route = entry.path;
      next();
    };
    this.router[entry.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](
      route,
      named,
      guard,
      parseBody,
      validateRequest(entry.operation),
      // What validateRequest compiled from this very operation left in `locals.input`.
      (request: Request, response: Response) => handler(request, response, validatedInput(response) as Inputs[Id]),
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

  /**
   * The methods a concrete path has in the document (HEAD wherever GET is, OPTIONS everywhere);
   * empty for a path the document does not have.
   */
  methodsFor(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.registered) if (route.pattern.test(path)) methods.add(route.method.toUpperCase());
    if (methods.size === 0) return [];
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return [...methods];
  }

  /**
   * After every route: a documented path asked with a method it does not have (TRACE included) is
   * 405 with `Allow`, not a 404 as if the path did not exist; a plain OPTIONS gets 204 with `Allow`.
   */
  methodNotAllowed(): RequestHandler {
    return (request, response, next) => {
      const allowed = this.methodsFor(request.path);
      if (allowed.length === 0) return next();
      response.set('Allow', allowed.join(', '));
      if (request.method === 'OPTIONS') return void response.status(204).end();
      next(new DomainError('method-not-allowed', `${request.method} is not allowed on ${request.path}`));
    };
  }

  /** What a CORS preflight for `path` may ask: its methods (every method the API has for an unknown path) and header parameters. */
  preflightFor(path: string): { methods: string[]; headers: string[] } {
    const methods = this.methodsFor(path);
    const everyMethod = [...new Set(this.registered.map((route) => route.method.toUpperCase()))];
    const headers = [...this.operations.values()].flatMap(({ operation }) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name),
    );
    return { methods: methods.length > 0 ? methods : everyMethod, headers: [...new Set(headers)] };
  }

  /** Fails at start-up when the document promises an operation no route serves. */
  assertEveryOperationHandled(): void {
    const missing = [...this.operations.keys()].filter((id) => !this.handled.has(id));
    if (missing.length > 0) throw new Error(`No handler for documented operations: ${missing.join(', ')}`);
  }
}
