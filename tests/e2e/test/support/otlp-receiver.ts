import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One received span, flattened from OTLP/HTTP JSON. */
export interface ReceivedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
  /** Spans this one is linked to (a batch consumer's span links each message's producer span). */
  links: { traceId: string; spanId: string }[];
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        name: string;
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        kind: number;
        links?: { traceId: string; spanId: string }[];
      }[];
    }[];
  }[];
}

/**
 * A minimal OTLP/HTTP (JSON) trace receiver: services export to it, tests read what arrived.
 * Stands in for an OpenTelemetry collector, not for anything under test.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') this.record(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpJson);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private record(body: OtlpJson): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service =
        resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ??
        '';
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            service,
            name: span.name,
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            kind: span.kind,
            links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
          });
        }
      }
    }
  }
}
