/**
 * Each process's ops port (`GET /metrics`) unless METRICS_PORT says otherwise: distinct per
 * service, so the distributed mode runs on one machine as it does in pods (where the k8s base
 * names the same ports), and beside the service's own port range (gRPC 50051…, metrics 9451…).
 */
export const METRICS_PORTS: Record<string, number> = {
  accounts: 9451,
  catalog: 9452,
  search: 9453,
  media: 9454,
  similarity: 9455,
  versions: 9456,
  reporting: 9457,
  'versions-worker': 9458,
  gateway: 9460,
  // The embedded mode: every service's metrics on one port (OpenTelemetry's Prometheus default).
  'all-in-one': 9464,
};

export const metricsPortOf = (service: string): number => METRICS_PORTS[service] ?? 9464;
