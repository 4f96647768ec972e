export {
  metricsRegistry,
  metricsText,
  metricsSnapshot,
  addMetricsSource,
  type MetricsSnapshot,
  collectRuntimeMetrics,
  counter,
  histogram,
  sampledGauge,
  LATENCY_BUCKETS,
  type GaugeSource,
  type SampledGauge,
  type MetricShape,
} from './registry';
export { httpMetrics, UNMATCHED_ROUTE, type HttpMetricsOptions } from './http';
export { grpcMetricsInterceptor } from './grpc';
export { startMetricsServer, type MetricsServer } from './server';
export { METRICS_PORTS, metricsPortOf } from './ports';
export { outboxBacklog } from './outbox';
export { parseExposition, sampleSum, matching, type MetricSample } from './exposition';
