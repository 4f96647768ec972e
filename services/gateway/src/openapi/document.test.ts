import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { operationsOf, openApiDocument } from './document';

/** The document as a schema registry, so `$ref`s into components resolve. */
function documentAjv() {
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema(openApiDocument, 'openapi.json');
  return ajv;
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

describe('the OpenAPI document', () => {
  const operations = operationsOf(openApiDocument);

  it('is OpenAPI 3.1 with a unique operationId per operation', () => {
    expect(openApiDocument.openapi).toBe('3.1.0');
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which token kinds each authenticated operation takes, and documents 401, 403, 429 and 503 for it', () => {
    for (const { operation } of operations) {
      const kinds = operation['x-token-kinds'];
      if (!kinds) continue;
      const partnerExtras = kinds.includes('partner') ? [{ apiKey: [] }, { portalSession: [] }] : [];
      expect(operation.security).toEqual(
        operation['x-portal-session-only']
          ? [{ portalSession: [] }]
          : [...kinds.map((kind) => ({ [`${kind}Token`]: [] })), ...partnerExtras],
      );
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      // A put that may create answers 201 then, 200 otherwise; everything else has one success status.
      expect(success).toEqual(operation.operationId === 'putPartnerUser' ? ['200', '201'] : [expect.any(String)]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403', '429', '503']));
    }
  });

  it('documents 400 wherever there is something to validate, and 404 for category details', () => {
    for (const { operation } of operations) {
      if (operation.parameters?.length || operation.requestBody) expect(operation.responses).toHaveProperty('400');
    }
    const category = openApiDocument.paths['/v0/sound-effects/categories/{categoryId}']?.get;
    expect(Object.keys(category?.responses ?? {}).sort()).toEqual([
      '200',
      '304',
      '400',
      '401',
      '403',
      '404',
      '414',
      '429',
      '431',
      '503',
    ]);
  });

  it('has examples that match their own schemas', () => {
    const ajv = documentAjv();
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const ok = operation.responses['200'] as { content?: Record<string, { example?: unknown }> } | undefined;
      const example = ok?.content?.['application/json']?.example;
      if (example === undefined) continue;
      const validate = ajv.getSchema(
        `openapi.json#/${pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema')}`,
      );
      expect({ operation: operation.operationId, valid: validate?.(example), errors: validate?.errors }).toMatchObject({
        valid: true,
      });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
