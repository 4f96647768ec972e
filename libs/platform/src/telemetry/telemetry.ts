import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import { statementShape } from './db-statement';

export interface TelemetryOptions {
  /** `service.name`, e.g. `catalog`. */
  serviceName: string;
  serviceVersion?: string;
  /** OTLP/HTTP endpoint; without it spans still carry trace ids (for logs and propagation) but go nowhere. */
  otlpEndpoint?: string;
}

export interface Telemetry {
  shutdown(): Promise<void>;
}

/**
 * Starts OpenTelemetry for this process. Must run before the instrumented libraries are loaded,
 * which is why each service requires it from `src/instrument.ts` ahead of everything else.
 * W3C trace context travels through HTTP headers, gRPC metadata (grpc instrumentation) and Kafka
 * headers (our event bus injects and extracts it).
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const endpoint = options.otlpEndpoint ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  // Logs go to stdout through pino and metrics are not exported yet; the SDK would otherwise try
  // an OTLP endpoint on localhost for both.
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.namespace': 'downbeat',
      'service.version': options.serviceVersion ?? process.env.DOWNBEAT_VERSION ?? '0.1.0',
    }),
    autoDetectResources: false,
    ...(endpoint
      ? { traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }) }
      : { spanProcessors: [keepSpansLocal] }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(livez|readyz)/.test(request.url ?? '') }),
      // No Express instrumentation: its span per middleware layer (authentication, body parsing,
      // validation, handler) cost a sixth of a cached read's CPU, and wrapping every layer even
      // without spans still cost 3%. Routes name the HTTP server span themselves (http-route.ts).
      // Health checks, and streams that stay open for the life of a connection.
      new GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch', 'WatchCatalogVersion'] }),
      new MongoDBInstrumentation({ enhancedDatabaseReporting: false, dbStatementSerializer: statementShape }),
      new KafkaJsInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

/**
 * Without an exporter the SDK would install no tracer at all, and logs would lose their trace ids
 * and outgoing calls their `traceparent`. This processor keeps spans alive and sends them nowhere.
 */
const keepSpansLocal: SpanProcessor = {
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
