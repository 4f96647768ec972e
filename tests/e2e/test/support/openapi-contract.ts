import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, ResponseObject> }>>;
  components: { responses: Record<string, ResponseObject> };
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * The gateway's own OpenAPI document, fetched once, as an oracle: every response must be a
 * documented status of the operation it answers, carry the RateLimit headers, and have a JSON body
 * that matches the documented schema.
 */
export class OpenApiContract {
  /** How many responses were checked, so a suite can prove it checked something. */
  checked = 0;
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  private readonly routes: { pattern: RegExp; path: string; literal: number }[];
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(private readonly document: OpenApiDocument) {
    this.ajv.addSchema(document as object, 'openapi.json');
    this.routes = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
        literal: path.replace(/\{\w+\}/g, '').length,
      }))
      .sort((a, b) => b.literal - a.literal);
  }

  static async load(baseUrl: string): Promise<OpenApiContract> {
    const response = await fetch(`${baseUrl}/v0/openapi.json`);
    if (response.status !== 200) throw new Error(`GET /v0/openapi.json answered ${response.status}`);
    return new OpenApiContract((await response.json()) as OpenApiDocument);
  }

  /** Throws, naming the operation, when a response breaks the document. */
  check(method: string, url: string, status: number, headers: Headers, body: unknown): void {
    const path = new URL(url, 'http://x').pathname;
    // Two templates may share a shape with different methods (GET …/audio/{checksum}, DELETE …/audio/{audioIdOrChecksum}).
    const matching = this.routes.filter((candidate) => candidate.pattern.test(path));
    const route =
      matching.find((candidate) => this.document.paths[candidate.path]?.[method.toLowerCase()]) ?? matching[0];
    const operation = route && this.document.paths[route.path]?.[method.toLowerCase()];
    if (!route || !operation) {
      if (status === 404 || status === 405 || method === 'OPTIONS') return; // undocumented routes: the generic 404
      throw new Error(`${method} ${path} is not in the OpenAPI document`);
    }
    const where = `${method} ${path} (${operation.operationId}) → ${status}`;
    const documented = operation.responses[String(status)];
    if (!documented) throw new Error(`${where}: status not documented`);
    if (!headers.get('ratelimit') || !headers.get('ratelimit-policy')) {
      throw new Error(`${where}: RateLimit and RateLimit-Policy headers missing`);
    }
    this.checked += 1;
    if (status === 304) return;
    const schemaPointer = documented.$ref
      ? `${documented.$ref.replace(/^#/, '')}/${pointer('content', 'application/json', 'schema')}`
      : `/${pointer('paths', route.path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    const resolved = documented.$ref
      ? this.document.components.responses[documented.$ref.split('/').pop()!]
      : documented;
    if (!resolved?.content?.['application/json']) return; // not JSON (the docs page)
    const validate = this.validatorFor(schemaPointer);
    if (!validate(body)) {
      throw new Error(`${where}: body does not match the document: ${this.ajv.errorsText(validate.errors)}`);
    }
  }

  private validatorFor(schemaPointer: string): ValidateFunction {
    let validate = this.validators.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi.json#${schemaPointer}`);
      if (!validate) throw new Error(`no schema at ${schemaPointer}`);
      this.validators.set(schemaPointer, validate);
    }
    return validate;
  }
}
