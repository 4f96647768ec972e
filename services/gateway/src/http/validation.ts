import type { RequestHandler, Response } from 'express';
import Ajv2020, { type ErrorObject, type KeywordDefinition, type Options, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { eventTimeProblem } from '@downbeat/contracts';
import { invalidArgument, type FieldViolation } from '@downbeat/platform';
import type { Operation, Parameter } from '../openapi/operation';
import { asPlainNumbers } from './json-body';

/** What validation leaves for the handler: typed, defaulted parameters (query and path) and the body. */
export interface ValidatedInput {
  params: Record<string, unknown>;
  body: unknown;
}

/**
 * `x-event-time: true` on a date-time: within the window analytics events must fall in (7 days
 * back, 5 minutes ahead; libs/contracts). Reporting enforces it too; declared here so that one 400
 * names every bad event of a batch, not the schema's problems first and the window's next time.
 */
function checkEventTime(_schema: unknown, data: unknown): boolean {
  const time = typeof data === 'string' ? Date.parse(data) : Number.NaN;
  const problem = Number.isNaN(time) ? undefined : eventTimeProblem(new Date(time), new Date());
  checkEventTime.errors = problem ? [{ keyword: 'x-event-time', message: problem, params: {} }] : undefined;
  return !problem;
}
checkEventTime.errors = undefined as Partial<ErrorObject>[] | undefined;
const eventTime: KeywordDefinition = {
  keyword: 'x-event-time',
  schemaType: 'boolean',
  errors: true,
  validate: checkEventTime,
};

// `verbose` hands messageOf the failing schema (`x-pattern-message`).
const options: Options = {
  allErrors: true,
  strictTypes: false,
  allowUnionTypes: true,
  verbose: true,
  keywords: [eventTime, { keyword: 'x-pattern-message', schemaType: 'string' }],
};
/** Query strings are text: "5" becomes 5 for an integer, "a" becomes ["a"] for an array. */
const parameterAjv = addFormats(new Ajv2020({ ...options, coerceTypes: 'array', useDefaults: true }));
/** JSON bodies are typed already; no coercion. */
const bodyAjv = addFormats(new Ajv2020(options));

/**
 * Compiles an operation's parameters and request body, as the OpenAPI document declares them,
 * into middleware: a 400 naming every offending key, or `response.locals.input` for the handler.
 */
export function validateRequest(operation: Operation): RequestHandler {
  const parameters = operation.parameters ?? [];
  const checkParams = parameterAjv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const checkBody = bodySchema ? bodyAjv.compile(bodySchema) : undefined;
  const headerParameters = parameters.filter((parameter) => parameter.in === 'header');

  const numericParameters = parameters.flatMap((parameter) => {
    const grammar = numberGrammarOf(parameter.schema);
    return grammar ? [{ name: parameter.name, grammar }] : [];
  });

  const queryParameters = new Map(
    parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter]),
  );

  return (request, response, next) => {
    // A copy: Express 5 parses request.query afresh on each read, and ajv coerces in place.
    const { query, unknown } = queryOf(request.query as Record<string, unknown>, queryParameters);
    const params: Record<string, unknown> = { ...query, ...request.params };
    for (const parameter of headerParameters) {
      const value = request.get(parameter.name);
      if (value !== undefined) params[parameter.name] = value;
    }
    const malformed = malformedNumbers(params, numericParameters);
    const violations = [
      ...unknown,
      ...malformed,
      ...check(checkParams, params, topLevelKeyOf).filter(({ key }) => !malformed.some((bad) => bad.key === key)),
    ];
    const body: unknown = request.body ?? {};
    if (checkBody) {
      const exact = check(checkBody, body, bodyKeyOf);
      // Large integers are kept as their digits (json-body.ts); as numbers they must pass too.
      const plain = asPlainNumbers(body, () => check(checkBody, body, bodyKeyOf)) ?? [];
      violations.push(...exact, ...plain.filter(({ key }) => !exact.some((seen) => seen.key === key)));
    }
    if (violations.length > 0) throw invalidArgument('Bad request', merge(violations));
    response.locals.input = { params, body } satisfies ValidatedInput;
    next();
  };
}

/**
 * What validation left for the handler, untyped. Routes get it typed from their operation's schema
 * as the handler's `input` (ApiRouter.handle); this is for the router and for tests.
 */
export function validatedInput(response: Response): ValidatedInput {
  return response.locals.input as ValidatedInput;
}

/**
 * The query as the operation's parameters read it. A list parameter (`genre`) is also taken as
 * `genre[]=a` (how axios and PHP-style clients write lists); `genre=a,b` is refused by the items'
 * pattern, naming the way to write two (it used to find nothing); a parameter the operation does
 * not have is a 400 naming it, rather than ignored (a misspelt `moods=` used to return everything).
 * A filter the caller obviously meant is never dropped.
 */
function queryOf(
  raw: Record<string, unknown>,
  known: Map<string, Parameter>,
): { query: Record<string, unknown>; unknown: FieldViolation[] } {
  const query: Record<string, unknown> = {};
  const unknown: FieldViolation[] = [];
  for (const [written, value] of Object.entries(raw)) {
    const name =
      written.endsWith('[]') && known.get(written.slice(0, -2))?.schema.type === 'array'
        ? written.slice(0, -2)
        : written;
    const parameter = known.get(name);
    if (!parameter) {
      unknown.push({ key: written, messages: ['is not a parameter of this operation'] });
      continue;
    }
    if (parameter.schema.type !== 'array') query[name] = value;
    // `genre` and `genre[]` together: one list.
    else query[name] = [...((query[name] as unknown[] | undefined) ?? []), ...(Array.isArray(value) ? value : [value])];
  }
  return { query, unknown };
}

/**
 * How a number must be written in a query, path or header: decimal digits with an optional minus
 * sign (and a fraction for a `number`), nothing else. ajv's coercion takes whatever `Number()` takes
 * (`Infinity`, `0x10`, `1e1`, `+5`, ` 5`), which let such values through as something the caller
 * did not write.
 */
const NUMBER_GRAMMAR = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;

type NumberGrammar = (typeof NUMBER_GRAMMAR)[keyof typeof NUMBER_GRAMMAR];

/** The grammar of a parameter that is a number or a list of numbers; undefined for any other. */
function numberGrammarOf(schema: Record<string, unknown>): { pattern: NumberGrammar; name: string } | undefined {
  const items = schema.items as Record<string, unknown> | undefined;
  const type = schema.type === 'array' && items ? items.type : schema.type;
  if (type === 'integer') return { pattern: NUMBER_GRAMMAR.integer, name: 'an integer' };
  if (type === 'number') return { pattern: NUMBER_GRAMMAR.number, name: 'a decimal number' };
  return undefined;
}

/** Violations of numeric parameters written in anything but decimal digits; those are removed from `params`. */
function malformedNumbers(
  params: Record<string, unknown>,
  numeric: { name: string; grammar: { pattern: NumberGrammar; name: string } }[],
): FieldViolation[] {
  const violations: FieldViolation[] = [];
  for (const { name, grammar } of numeric) {
    const value = params[name];
    if (value === undefined) continue;
    const texts = Array.isArray(value) ? value : [value];
    if (texts.every((text) => typeof text === 'string' && grammar.pattern.test(text))) continue;
    violations.push({ key: name, messages: [`must be ${grammar.name} in decimal digits`] });
    delete params[name];
  }
  return violations;
}

function check(validate: ValidateFunction, data: unknown, keyOf: (error: ErrorObject) => string): FieldViolation[] {
  if (validate(data)) return [];
  // A failed if/then adds a generic 'must match "then" schema' besides the specific error; drop it.
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => ({ key: keyOf(error), messages: [messageOf(error)] }));
}

/** Parameters are named as they are (`genre`, not `genre[2]`). */
function topLevelKeyOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] || 'body';
}

/** Body fields are named by their path, so an item of a list is found: `events[3].timestamp`. */
function bodyKeyOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  const key = segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path ? `${path}.${segment}` : segment;
  }, '');
  return key || 'body';
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${describeType(params.type)}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `a ${String(params.format)}`}`;
    case 'minItems':
      return `must be given at least ${String(params.limit)} time(s)`;
    case 'maxItems':
      return `must be given at most ${String(params.limit)} times`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern': {
      const explained = (error.parentSchema as Record<string, unknown> | undefined)?.['x-pattern-message'];
      return typeof explained === 'string' ? explained : `must match ${String(params.pattern)}`;
    }
    default:
      return error.message ?? 'is invalid';
  }
}

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'a UUID',
  date: 'a calendar date, YYYY-MM-DD',
  'date-time': 'a date and time, RFC 3339',
};

function describeType(type: unknown): string {
  const names: Record<string, string> = {
    integer: 'an integer',
    number: 'a number',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a JSON object',
  };
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((name) => names[String(name)] ?? String(name)).join(' or ');
}

/** One entry per key, its messages deduplicated, in the order the keys first failed. */
function merge(violations: FieldViolation[]): FieldViolation[] {
  const byKey = new Map<string, Set<string>>();
  for (const { key, messages } of violations) {
    const set = byKey.get(key) ?? new Set<string>();
    for (const message of messages) set.add(message);
    byKey.set(key, set);
  }
  return [...byKey].map(([key, messages]) => ({ key, messages: [...messages] }));
}
