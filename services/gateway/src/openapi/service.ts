import { operation, type PathItem } from './operation';

const readiness = {
  type: 'object',
  required: ['status', 'upstreams'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not ready'] },
    upstreams: { type: 'object', additionalProperties: { type: 'string' } },
    message: { type: 'string' },
    demoCatalog: {
      description:
        'Embedded mode only: how far the first start has loaded the demo catalog (the API answers meanwhile).',
      type: 'object',
      required: ['state', 'generated', 'ingested', 'total', 'message'],
      properties: {
        state: { type: 'string', enum: ['loading', 'ready', 'failed'] },
        generated: { type: 'integer', minimum: 0 },
        ingested: { type: 'integer', minimum: 0 },
        total: { type: 'integer', minimum: 0 },
        message: { type: 'string', examples: ['demo catalog: 12/70 ingested, 15/70 generated'] },
      },
    },
  },
};

const readyz = operation({
  id: 'getReadiness',
  summary: 'Ready: accounts and catalog report SERVING over grpc.health.v1 right now',
  tag: 'service',
  ok: { schema: readiness, example: { status: 'ready', upstreams: { accounts: 'SERVING', catalog: 'SERVING' } } },
});
readyz.responses['503'] = {
  description: 'Not ready: an upstream every request needs is down, or the gateway is draining.',
  headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
  content: { 'application/json': { schema: readiness } },
};

/** Probes, this document and its viewer. */
export const servicePaths = {
  '/livez': {
    get: operation({
      id: 'getLiveness',
      summary: 'The process answers',
      tag: 'service',
      ok: {
        schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
        example: { status: 'ok' },
      },
    }),
  },
  '/readyz': { get: readyz },
  '/v0/openapi.json': {
    get: operation({
      id: 'getOpenApiDocument',
      summary: 'This document (OpenAPI 3.1)',
      tag: 'service',
      ok: { schema: { type: 'object', required: ['openapi', 'paths'] } },
    }),
  },
  '/docs': {
    get: operation({
      id: 'getDocs',
      summary: 'Interactive documentation of this API (Swagger UI, served by the gateway itself)',
      tag: 'service',
      ok: { schema: { type: 'string' }, contentType: 'text/html' },
    }),
  },
} satisfies Record<string, PathItem>;
