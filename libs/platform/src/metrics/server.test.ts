import { counter } from './registry';
import { startMetricsServer, type MetricsServer } from './server';

let metrics: MetricsServer;
beforeAll(async () => (metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 })));
afterAll(() => metrics.stop());

describe('the ops port', () => {
  it('serves every metric of the process in the Prometheus text format, Node runtime metrics included', async () => {
    counter({ name: 'test_served_total', help: 'test' }).inc();
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(text).toContain('test_served_total 1');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('serves nothing else', async () => {
    const response = await fetch(metrics.url.replace('/metrics', '/'));
    expect(response.status).toBe(404);
  });
});
