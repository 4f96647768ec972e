import { matching, parseExposition, sampleSum } from '@downbeat/platform';
import { describeWith, TcpSwitch, waitFor } from '@downbeat/testing';
import { describeAccessControl } from './support/access-checks';
import { AccountsAdmin } from './support/admin';
import {
  checkResponsesAgainstOpenApi,
  partnerIdOf,
  partnerToken,
  request,
  SUITE_RATE_LIMIT,
  waitForDemoCatalog,
} from './support/api';
import { describeMusicCatalog } from './support/catalog-checks';
import { describeEveryLink } from './support/link-checks';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import type { OpenApiContract } from './support/openapi-contract';
import { OtlpReceiver } from './support/otlp-receiver';
import { describeSearch } from './support/search-checks';
import { describeSkeletonRequest } from './support/skeleton-checks';
import { describeSoundEffects } from './support/sound-effect-checks';
import type { SystemUnderTest } from './support/system-under-test';
import { callerTraceContext, SpanKind, TraceEdges } from './support/trace-edges';

describeWith(['kafka', 'mongodb', 'opensearch'], 'distributed mode: every service its own process', (infra) => {
  let system: DistributedSystem;
  let contract: OpenApiContract;
  const collector = new OtlpReceiver();
  /** The search service reaches OpenSearch through it; cutting it is an OpenSearch outage for this run only. */
  let opensearch: TcpSwitch;
  const context = (): SystemUnderTest => system.context;

  beforeAll(async () => {
    opensearch = await TcpSwitch.inFront(infra.opensearch!.url);
    system = await DistributedSystem.start(infra, {
      telemetryUrl: await collector.start(),
      searchOpenSearchUrl: opensearch.url,
    });
    const suitePartner = partnerIdOf(
      await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret),
    );
    await new AccountsAdmin(system.context.accountsAddress).setRateLimit(suitePartner, SUITE_RATE_LIMIT);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(system.gatewayUrl);
  }, 120_000);

  afterAll(async () => {
    await system?.stopAll();
    await system?.dropRunData();
    await opensearch?.stop();
    await collector.stop();
  });

  it('reports ready once every service is serving', async () => {
    const ready = await request<{ upstreams: Record<string, string> }>(system.gatewayUrl, '/readyz');
    // The whole answer on a failure: which upstream was not serving.
    expect({ status: ready.status, body: ready.body }).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(Object.values(ready.body.upstreams).every((verdict) => verdict === 'SERVING')).toBe(true);
    expect((await request(system.gatewayUrl, '/livez')).status).toBe(200);
  });

  describeSkeletonRequest(context);
  describeMusicCatalog(context);
  describeSoundEffects(context);
  describeAccessControl(context);
  describeSearch(context);
  describeEveryLink(context);

  it('checked every response above against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(120);
  });

  it('answers search with 503 within a second while OpenSearch is down, and recovers when it is back', async () => {
    const token = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    // URLs no other test asks for: the gateway keeps search answers for a second (searchCache).
    const searches = [
      '/v0/tracks/search?term=campfire&limit=7',
      '/v0/tracks/search/suggestions?term=campf',
      '/v0/sound-effects/search?limit=7',
    ];
    const answeredJustBefore = '/v0/tracks/search?term=campfire&limit=9';
    const before = await request(system.gatewayUrl, answeredJustBefore, { token });
    expect(before.status).toBe(200);
    await opensearch.cut();
    try {
      // A search answered less than a second ago is answered again from the gateway's memory, once.
      expect(await request(system.gatewayUrl, answeredJustBefore, { token })).toMatchObject({
        status: 200,
        body: before.body,
      });
      for (const path of searches) {
        const answer = await request<{ message: string }>(system.gatewayUrl, path, { token });
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 503,
          body: { message: 'search service is unavailable' },
        });
        expect(answer.ms).toBeLessThan(1_000);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await request(system.gatewayUrl, answeredJustBefore, { token })).status).toBe(503);
      // Everything that does not need search keeps working.
      expect((await request(system.gatewayUrl, '/v0/tracks?limit=1', { token })).status).toBe(200);
      expect((await request(system.gatewayUrl, '/readyz')).status).toBe(200);
    } finally {
      await opensearch.restore();
    }
    const searchable = async () => {
      const answers = await Promise.all(searches.map((path) => request(system.gatewayUrl, path, { token })));
      return answers.every((answer) => answer.status === 200);
    };
    await waitFor('search to answer again', searchable, { timeoutMs: 30_000, intervalMs: 100 });
  });

  it('carries one trace from the gateway’s HTTP request into the catalog’s gRPC handler', async () => {
    const token = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    // A page no other test reads: the gateway's catalog cache must not answer it without the catalog.
    await request(system.gatewayUrl, '/v0/tracks?limit=3&offset=7', { token });

    const SERVER = 2;
    const CLIENT = 3;
    const catalogSpan = await waitFor('the catalog’s ListTracks span', () =>
      collector.spans.find(
        (span) => span.service === 'catalog' && span.kind === SERVER && /ListTracks/.test(span.name),
      ),
    );
    const callerSpan = collector.spans.find((span) => span.spanId === catalogSpan.parentSpanId);
    expect(callerSpan).toMatchObject({ service: 'gateway', kind: CLIENT, traceId: catalogSpan.traceId });
    const httpSpan = collector.spans.find(
      (span) => span.service === 'gateway' && span.kind === SERVER && span.traceId === catalogSpan.traceId,
    );
    expect(httpSpan).toBeDefined();
  });

  it('carries an analytics report’s trace from the gateway through reporting onto Kafka, where search’s popularity consumer links to it', async () => {
    const token = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    const caller = callerTraceContext();
    const reported = await request<{ eventsCount: number }>(system.gatewayUrl, '/v0/analytics/report', {
      token,
      headers: { traceparent: caller.traceparent },
      json: {
        events: [
          {
            userId: 'trace-listener',
            timestamp: new Date(Date.now() - 60_000).toISOString(),
            analyticsEvent: { type: 'trackPreviewed', trackId: `trace-${caller.traceId.slice(0, 12)}` },
          },
        ],
      },
    });
    expect(reported).toMatchObject({ status: 200, body: { eventsCount: 1 } });

    const trace = new TraceEdges(collector, caller.traceId);
    const topic = new RegExp(`^send ${system.topicNamespace}\\.analytics\\.events\\.v1$`);
    // reporting: the gRPC handler sends the event to Kafka (acks=all) before it answers.
    const produced = await trace.span({ service: 'reporting', kind: SpanKind.PRODUCER, name: topic });
    const handler = await trace.ancestorOf(produced, {
      service: 'reporting',
      kind: SpanKind.SERVER,
      name: /ReportingService\/ReportAnalyticsEvents$/,
    });
    // gateway → reporting over gRPC: the handler's parent is the gateway's client span.
    const call = await trace.parentOf(handler, {
      service: 'gateway',
      kind: SpanKind.CLIENT,
      name: /ReportingService\/ReportAnalyticsEvents$/,
    });
    const gatewayRequest = await trace.ancestorOf(call, { service: 'gateway', kind: SpanKind.SERVER, name: /^POST\b/ });
    expect(gatewayRequest.parentSpanId).toBe(caller.spanId);

    // search (another process) counts popularity from analytics.events.v1 in batches: a batch holds
    // events of many traces, so its per-message span is linked to each producer span, not a child.
    const consumed = new RegExp(`^process ${system.topicNamespace}\\.analytics\\.events\\.v1$`);
    const popularity = await waitFor('search’s span of the reported event, linked to reporting’s send', () =>
      collector.spans.find(
        (span) =>
          span.service === 'search' &&
          span.kind === SpanKind.CONSUMER &&
          consumed.test(span.name) &&
          span.links.some((link) => link.traceId === caller.traceId && link.spanId === produced.spanId),
      ),
    );
    expect(popularity.traceId).not.toBe(caller.traceId);
  });

  it('exports each process’s metrics on its ops port: RED per route and per gRPC method, Kafka consumer lag, worker pools, the outbox', async () => {
    const token = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    // A page no other test reads, so the gateway's cache sends it on to the catalog.
    expect((await request(system.gatewayUrl, '/v0/tracks?limit=2&offset=5', { token })).status).toBe(200);
    const scrape = async (service: string) =>
      parseExposition(await (await fetch(system.metricsUrls.get(service)!)).text());

    const gateway = await scrape('gateway');
    const tracks = { server: 'gateway', method: 'GET', route: '/v0/tracks', status_code: '200' };
    expect(sampleSum(gateway, 'http_server_request_duration_seconds_count', tracks)).toBeGreaterThanOrEqual(1);
    const catalog = await scrape('catalog');
    const listTracks = { rpc_service: 'downbeat.catalog.v1.CatalogService', rpc_method: 'ListTracks', grpc_code: 'OK' };
    expect(sampleSum(catalog, 'rpc_server_call_duration_seconds_count', listTracks)).toBeGreaterThanOrEqual(1);
    expect(matching(catalog, 'downbeat_outbox_pending_entries', { outbox: 'catalog' })).toHaveLength(1);

    // Search follows catalog events on Kafka; its lag is read from the broker's offsets, and is 0
    // once it is at the end of what the catalog published through its outbox (the demo catalog).
    const namespace = system.topicNamespace;
    const topic = `${namespace}.catalog.tracks.v1`;
    const searchLag = { topic, group: `${namespace}.search` };
    await waitFor(
      'the catalog to publish the demo catalog, and the search group to report its lag on it as 0',
      async () => {
        const lag = matching(await scrape('search'), 'downbeat_event_consumer_lag_messages', searchLag);
        const published = sampleSum(await scrape('catalog'), 'downbeat_events_published_total', { topic });
        return lag.length === 1 && lag[0]?.value === 0 && published > 0;
      },
      { timeoutMs: 90_000, intervalMs: 500 },
    );

    const media = await scrape('media');
    expect(sampleSum(media, 'downbeat_worker_pool_threads', { pool: 'media' })).toBeGreaterThanOrEqual(1);
    expect(matching(media, 'downbeat_worker_pool_queue_depth', { pool: 'media' })).toHaveLength(1);
    const worker = await scrape('versions-worker');
    expect(sampleSum(worker, 'downbeat_worker_pool_threads', { pool: 'versions' })).toBe(1);
  });

  it('answers 503 within a second when the catalog dies, and recovers when it is back', async () => {
    const token = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
    const catalog = system.service('catalog');
    await catalog.kill();

    const killedAt = Date.now();
    const notReady = await request<{ message: string }>(system.gatewayUrl, '/readyz');
    const tracks = await request<{ message: string }>(system.gatewayUrl, '/v0/tracks', { token });
    expect(notReady.status).toBe(503);
    expect(notReady.body.message).toMatch(/catalog/);
    expect(tracks.status).toBe(503);
    expect(tracks.body).toEqual({ message: 'catalog service is unavailable' });
    expect(Date.now() - killedAt).toBeLessThan(1_000);

    catalog.start();
    const recovery = { timeoutMs: 30_000, intervalMs: 100 };
    const tracksAgain = async () => (await request(system.gatewayUrl, '/v0/tracks', { token })).status === 200;
    const readyAgain = async () => (await request(system.gatewayUrl, '/readyz')).status === 200;
    await waitFor('tracks to be listed again', tracksAgain, recovery);
    await waitFor('the gateway to report ready again', readyAgain, recovery);
  });

  it('drains every service on SIGTERM and each exits 0', async () => {
    const codes = await system.stopAll();
    expect(codes).toEqual(Object.fromEntries([...system.services.keys()].map((name) => [name, 0])));
  });
});
