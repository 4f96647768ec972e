import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { request, type RequestInit } from './api';

/** The reference partner API's OpenAPI document, vendored unmodified (services/gateway/reference). */
export const REFERENCE_DOCUMENT = path.resolve(
  __dirname,
  '../../../../services/gateway/reference/epidemic-sound-partner-content-api-openapi.yml',
);

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface ReferenceDocument {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, ResponseObject> }>>;
}

/**
 * Where our specification and the reference disagree, the specification wins (DECISIONS §3): these
 * reference schema paths are not held against us, each for the reason given. Everything else in
 * an answer must match the reference's schema.
 */
export const SPECIFICATION_WINS: { excuses: (error: ErrorObject) => boolean; why: string }[] = [
  {
    excuses: (error) => /\/soundEffects\/\d+\/length$/.test(error.instancePath) && error.keyword === 'type',
    why: 'Sound-effect length is fractional seconds (spec 2.9, DECISIONS §3); the reference has an integer.',
  },
  {
    excuses: (error) => /^\/suggestions\/\d+\/type$/.test(error.instancePath) && error.keyword === 'enum',
    why: 'Suggestion types include MOOD, GENRE, ARTIST (DECISIONS §2); the reference has TEXT and EXTERNAL_SPOTIFY.',
  },
  {
    excuses: (error) =>
      /^\/collections\/\d+$/.test(error.instancePath) &&
      error.keyword === 'required' &&
      error.params.missingProperty === 'tracks',
    why: 'With excludeField=tracks a collection omits `tracks` (spec 2.3); the reference requires the field.',
  },
];

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Our answers held against the reference's schemas and statuses (OpenAPI 3.0: ajv's draft-07
 * validator, which takes `nullable`). `check` throws naming the operation and every mismatch that
 * SPECIFICATION_WINS does not excuse.
 */
export class ReferenceContract {
  checked = 0;
  readonly operationsChecked = new Set<string>();
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly document: ReferenceDocument;

  constructor(file = REFERENCE_DOCUMENT) {
    this.document = parse(readFileSync(file, 'utf8')) as ReferenceDocument;
    for (const format of ['int32', 'int64', 'float', 'double', 'binary']) this.ajv.addFormat(format, true);
    this.ajv.addSchema(this.document as object, 'reference.json');
  }

  static available(): boolean {
    return existsSync(REFERENCE_DOCUMENT);
  }

  /** One request to `baseUrl`, its answer checked against the reference at `template`; the answer. */
  async send<T = Record<string, unknown>>(baseUrl: string, template: string, path: string, init: RequestInit = {}) {
    const answer = await request<T>(baseUrl, path, init);
    const method = init.method ?? (init.json === undefined && init.form === undefined ? 'GET' : 'POST');
    this.check(method, template, answer.status, answer.body);
    return answer;
  }

  /** `template`: the reference's path, e.g. `/v0/tracks/{trackId}/beats`. */
  check(method: string, template: string, status: number, body: unknown): void {
    const operation = this.document.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${template} is not an operation of the reference`);
    const where = `${method} ${template} (${operation.operationId}) → ${status}`;
    const documented = operation.responses[String(status)];
    if (!documented) throw new Error(`${where}: the reference does not document this status`);
    this.checked += 1;
    this.operationsChecked.add(operation.operationId);
    if (!documented.content?.['application/json']?.schema) return;
    const at = `reference.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    let validate = this.validators.get(at);
    if (!validate) {
      validate = this.ajv.getSchema(at);
      if (!validate) throw new Error(`${where}: no schema at ${at}`);
      this.validators.set(at, validate);
    }
    if (validate(body)) return;
    const mismatches = (validate.errors ?? []).filter(
      (error) => !SPECIFICATION_WINS.some((exception) => exception.excuses(error)),
    );
    if (mismatches.length > 0)
      throw new Error(
        `${where}: does not match the reference: ${this.ajv.errorsText(mismatches, { dataVar: 'body' })}`,
      );
  }
}
