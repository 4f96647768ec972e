import { loadProtos } from '@downbeat/contracts';
import { connectClient, matching, parseExposition, sampleSum } from '@downbeat/platform';
import { describeWith, freePort, ServiceProcess, waitFor } from '@downbeat/testing';

/**
 * Two services as their own processes on real Kafka, FerretDB and OpenSearch — catalog publishes
 * its demo catalog through its outbox, search indexes it from Kafka — each scraped on its own ops
 * port: the gRPC series per method, the outbox, and the search group's consumer lag as the broker
 * reports it. (The whole system's processes are scraped in distributed.test.ts.)
 */
describeWith(['kafka', 'mongodb', 'opensearch'], 'distributed mode: metrics of each process', (infra) => {
  const run = `metrics${Date.now().toString(36)}`;
  const processes: ServiceProcess[] = [];
  const metricsUrls = new Map<string, string>();
  let catalogAddress = '';

  beforeAll(async () => {
    const shared = {
      KAFKA_BROKERS: infra.kafka!.brokers.join(','),
      KAFKA_TOPIC_NAMESPACE: run,
      MONGODB_URL: infra.mongodb!.url,
      OPENSEARCH_URL: infra.opensearch!.url,
      METRICS_HOST: '127.0.0.1',
    };
    const catalogPort = await freePort();
    catalogAddress = `127.0.0.1:${catalogPort}`;
    for (const name of ['catalog', 'search'] as const) {
      const metricsPort = await freePort();
      metricsUrls.set(name, `http://127.0.0.1:${metricsPort}/metrics`);
      const own: Record<string, string> =
        name === 'catalog'
          ? { GRPC_ADDRESS: catalogAddress, MONGODB_DATABASE: `${run}_catalog`, SEED_DEMO_CATALOG: 'true' }
          : {
              GRPC_ADDRESS: `127.0.0.1:${await freePort()}`,
              OPENSEARCH_INDEX_PREFIX: `${run}-`,
              CATALOG_ADDRESS: catalogAddress,
            };
      const service = new ServiceProcess(`metrics-${name}`, `services/${name}/dist/main.js`, {
        ...shared,
        ...own,
        METRICS_PORT: String(metricsPort),
      });
      service.start();
      processes.push(service);
    }
  });

  afterAll(async () => {
    await Promise.all(processes.map((service) => service.stop()));
    await fetch(`${infra.opensearch!.url}/${run}-*`, { method: 'DELETE' }).catch(() => undefined);
  });

  const scrape = async (service: string) => {
    const response = await fetch(metricsUrls.get(service)!).catch(() => undefined);
    return response?.ok ? parseExposition(await response.text()) : [];
  };

  it('shows the search group’s Kafka lag on the catalog’s topic, 0 once it is at the end of the demo catalog’s events', async () => {
    const topic = `${run}.catalog.tracks.v1`;
    const lag = { topic, group: `${run}.search` };
    await waitFor(
      'catalog to publish the demo catalog and search to report its lag on it as 0',
      async () => {
        const reported = matching(await scrape('search'), 'downbeat_event_consumer_lag_messages', lag);
        const published = sampleSum(await scrape('catalog'), 'downbeat_events_published_total', { topic });
        return reported.length === 1 && reported[0]?.value === 0 && published > 0;
      },
      { timeoutMs: 180_000, intervalMs: 500 },
    );
    expect(matching(await scrape('catalog'), 'downbeat_outbox_pending_entries', { outbox: 'catalog' })).toHaveLength(1);
  }, 200_000);

  it('times the catalog’s gRPC calls per method and status code, a failing dependency’s included', async () => {
    const client = connectClient('catalog', loadProtos().downbeat.catalog.v1.CatalogService, catalogAddress);
    try {
      await client.listMoods({ partnerId: 'metrics-partner', page: { limit: 2, offset: 0 } });
      // Listing tracks asks accounts for the partner's free tier; no accounts runs here.
      await expect(
        client.listTracks({ partnerId: 'metrics-partner', page: { limit: 2, offset: 0 } }),
      ).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      client.close();
    }
    const samples = await scrape('catalog');
    const count = 'rpc_server_call_duration_seconds_count';
    const catalog = { rpc_service: 'downbeat.catalog.v1.CatalogService', rpc_type: 'unary' };
    expect(sampleSum(samples, count, { ...catalog, rpc_method: 'ListMoods', grpc_code: 'OK' })).toBe(1);
    expect(sampleSum(samples, count, { ...catalog, rpc_method: 'ListTracks', grpc_code: 'UNAVAILABLE' })).toBe(1);
    expect(matching(samples, 'process_cpu_seconds_total')).toHaveLength(1);
  });
});
