import { randomUUID } from 'node:crypto';
import { KafkaEventBus, isDomainError, type EventBus } from '@downbeat/platform';
import { describeWith, freePort, locatedInfrastructure, silentServer, TcpSwitch, waitFor } from '@downbeat/testing';
import { EngineOutageHold } from '../src/adapters/engine-outage-hold';
import { OpenSearchEngine } from '../src/adapters/opensearch/opensearch-engine';
import { CatalogIndexer, type CatalogTopics } from '../src/domain/catalog-indexer';
import { trackEvent } from '../src/domain/catalog-events.fixtures';
import { trackSearch } from '../src/domain/queries';

const infra = locatedInfrastructure();
const silent = { info: () => {}, warn: () => {} };

async function failure(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

describeWith(['opensearch'], 'search while OpenSearch is down', () => {
  it('fails queries quickly as unavailable when nothing listens', async () => {
    const engine = new OpenSearchEngine({ url: `http://127.0.0.1:${await freePort()}`, requestTimeoutMs: 500 });
    const { error, ms } = await failure(engine.searchTracks(trackSearch({ term: 'piano' })));
    expect(isDomainError(error, 'unavailable')).toBe(true);
    expect((error as Error).message).toMatch(/search is temporarily unavailable/i);
    expect(ms).toBeLessThan(1_000);
    expect(await engine.isHealthy()).toBe(false);
    await engine.close();
  });

  it('fails queries within the request timeout when the cluster hangs', async () => {
    const hung = await silentServer();
    const engine = new OpenSearchEngine({ url: hung.url, requestTimeoutMs: 500 });
    const { error, ms } = await failure(engine.searchTracks(trackSearch({ term: 'piano' })));
    expect(isDomainError(error, 'unavailable')).toBe(true);
    expect(ms).toBeLessThan(1_500);
    await engine.close();
    await hung.close();
  });
});

describeWith(['opensearch', 'kafka'], 'the indexer across an OpenSearch outage', () => {
  const run = randomUUID().slice(0, 8);
  const topics: CatalogTopics = {
    tracks: `it-${run}.catalog.tracks.v1`,
    soundEffects: `it-${run}.catalog.sound-effects.v1`,
  };
  const prefix = `it-${run}-`;
  const group = `search-it-${run}`;
  let bus: EventBus;
  let proxy: TcpSwitch;
  let behindProxy: OpenSearchEngine;
  let direct: OpenSearchEngine;
  const running: CatalogIndexer[] = [];

  beforeAll(async () => {
    bus = new KafkaEventBus({ brokers: infra.kafka!.brokers, clientId: `search-it-${run}` });
    await bus.start();
    proxy = await TcpSwitch.inFront(infra.opensearch!.url);
    behindProxy = new OpenSearchEngine({ url: proxy.url, indexPrefix: prefix, requestTimeoutMs: 500 });
    direct = new OpenSearchEngine({ url: infra.opensearch!.url, indexPrefix: prefix });
    await direct.start();
  });
  afterAll(async () => {
    // A failed test leaves its indexers holding writes; they let go before the bus stops.
    await Promise.all(running.map((each) => each.stop()));
    await proxy.cut();
    await bus.stop();
    await direct.dropAll();
    await Promise.all([direct.close(), behindProxy.close()]);
  });

  const publish = (id: string, title: string) =>
    bus.publish({ topic: topics.tracks, key: id, type: 'downbeat.catalog.track.v1', data: trackEvent({ id, title }) });
  const indexed = async (term: string) => {
    await direct.refresh();
    return (await direct.searchTracks(trackSearch({ term }))).ids;
  };
  const indexer = () => {
    const made = new CatalogIndexer({
      bus,
      engine: behindProxy,
      hold: new EngineOutageHold(silent, { initialMs: 50, maxMs: 500 }),
      group,
      topics,
    });
    running.push(made);
    return made;
  };

  it('holds events while OpenSearch is down and indexes them, none lost, when it is back', async () => {
    const first = indexer();
    await first.start();
    await publish('t-before', 'Before Outage');
    await waitFor('the first track indexed', async () => (await indexed('before')).length === 1, { timeoutMs: 30_000 });

    await proxy.cut();
    await publish('t-during', 'During Outage');
    await waitFor('the indexer to notice the outage', () => !first.isHealthy(), { timeoutMs: 30_000 });
    expect(await indexed('during')).toEqual([]);

    await proxy.restore();
    await waitFor('the held track indexed', async () => (await indexed('during')).length === 1, { timeoutMs: 30_000 });
    // OpenSearch shows the write before its answer has come back through the proxy to the indexer.
    await waitFor('the indexer healthy again', () => first.isHealthy(), { timeoutMs: 10_000 });

    // Down again, and the indexer stops before it comes back: the event was not committed, so the
    // next indexer of the group gets it.
    await proxy.cut();
    await publish('t-restart', 'Restart Outage');
    await waitFor('the indexer to notice the outage', () => !first.isHealthy(), { timeoutMs: 30_000 });
    await first.stop();
    await proxy.restore();
    const second = indexer();
    await second.start();
    await waitFor('the track held across a restart indexed', async () => (await indexed('restart')).length === 1, {
      timeoutMs: 60_000,
    });
    expect(await indexed('outage')).toHaveLength(3);
    await second.stop();
  });
});
