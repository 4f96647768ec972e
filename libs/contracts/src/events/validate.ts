import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { eventTypes, isEventType, type EventType } from './registry';
import defs from './schemas/defs.v1.schema.json';
import type { EventData } from './types';

/** One thing wrong with an event payload; `field` is a path like `moods[0].name`, or `(event)` for the whole. */
export interface EventProblem {
  field: string;
  message: string;
}

export type EventValidation = { valid: true } | { valid: false; problems: EventProblem[] };

export class InvalidEventError extends Error {
  constructor(
    readonly type: string,
    readonly problems: EventProblem[],
  ) {
    super(`invalid ${type} event: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`);
    this.name = 'InvalidEventError';
  }
}

let validator: Ajv2020 | undefined;

// Schemas are registered up front but compiled by Ajv on first use of each type.
function ajv(): Ajv2020 {
  if (!validator) {
    // Strict catches unknown keywords and type mistakes in the schemas; strictRequired is off because
    // conditional requirements (if/then) name properties that the parent schema defines.
    validator = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(validator);
    validator.addSchema([defs, ...Object.values(eventTypes).map((contract) => contract.schema)]);
  }
  return validator;
}

/** Checks an event payload (the CloudEvents `data`) against the schema of its type. */
export function validateEvent(type: string, data: unknown): EventValidation {
  if (!isEventType(type)) {
    return { valid: false, problems: [{ field: '(type)', message: `unknown event type "${type}"` }] };
  }
  const validate = ajv().getSchema(eventTypes[type].schema.$id);
  if (!validate) throw new Error(`schema of ${type} is not registered`);
  if (validate(data)) return { valid: true };
  // A failed if/then adds a generic 'must match "then" schema' besides the specific error; drop it.
  return { valid: false, problems: (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(toProblem) };
}

/** Throws InvalidEventError listing every problem unless the payload is valid; producers call it before publishing. */
export function assertValidEvent<T extends EventType>(type: T, data: unknown): asserts data is EventData<T> {
  const result = validateEvent(type, data);
  if (!result.valid) throw new InvalidEventError(type, result.problems);
}

// Ajv's own wording, except where naming the allowed values or the missing field reads better.
const MESSAGES: Record<string, (params: Record<string, unknown>) => string> = {
  required: () => 'is required',
  enum: (params) => `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
  const: (params) => `must be ${JSON.stringify(params.allowedValue)}`,
};

function toProblem(error: ErrorObject): EventProblem {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  const message = MESSAGES[error.keyword]?.(params) ?? error.message ?? 'is invalid';
  return { field: fieldPath(segments), message };
}

function fieldPath(segments: string[]): string {
  if (segments.length === 0) return '(event)';
  return segments.reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
