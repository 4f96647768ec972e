import { MemoryEventBus, unavailable } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { EngineOutageHold } from '../adapters/engine-outage-hold';
import { InProcessSearchEngine } from '../adapters/in-process/in-process-engine';
import { trackEvent } from './catalog-events.fixtures';
import { CATALOG_TOPICS, CatalogIndexer } from './catalog-indexer';
import { trackSearch } from './queries';
import type { TrackDocument } from './documents';

/** An in-process engine whose writes fail as 'unavailable' while `down` is set. */
class FlakyEngine extends InProcessSearchEngine {
  down = false;
  override async putTrack(document: TrackDocument): Promise<void> {
    if (this.down) throw unavailable('Search is temporarily unavailable');
    await super.putTrack(document);
  }
}

const silent = { info: () => {}, warn: () => {} };

describe('catalog indexer', () => {
  let bus: MemoryEventBus;
  beforeEach(async () => {
    bus = new MemoryEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 } });
    await bus.start();
  });
  afterEach(() => bus.stop());

  const publish = (id: string, title: string, extra: Partial<Parameters<typeof trackEvent>[0]> = {}) =>
    bus.publish({
      topic: CATALOG_TOPICS.tracks,
      key: id,
      type: 'downbeat.catalog.track.v1',
      data: trackEvent({ id, title, ...extra }),
    });
  const found = async (engine: InProcessSearchEngine, term: string) =>
    (await engine.searchTracks(trackSearch({ term }))).ids;

  it('indexes what was published before it started, and removes tracks that are unpublished', async () => {
    await publish('t-1', 'Golden Hour');
    const engine = new InProcessSearchEngine();
    const indexer = new CatalogIndexer({ bus, engine, hold: new EngineOutageHold(silent) });
    await indexer.start();
    await waitFor('indexed', async () => (await found(engine, 'golden')).length === 1);
    await publish('t-1', 'Golden Hour', { revision: 2, status: 'failed' });
    await waitFor('removed', async () => (await found(engine, 'golden')).length === 0);
    await indexer.stop();
  });

  it('holds an event while the engine is unavailable instead of dead-lettering it, then indexes it', async () => {
    const engine = new FlakyEngine();
    engine.down = true;
    const indexer = new CatalogIndexer({
      bus,
      engine,
      hold: new EngineOutageHold(silent, { initialMs: 1, maxMs: 5 }),
    });
    await indexer.start();
    await publish('t-2', 'Silver Lining');
    await waitFor('the indexer waiting', () => !indexer.isHealthy());
    const deadLetters: string[] = [];
    await bus.subscribe(
      { group: 'dlq-watch', topics: [`${CATALOG_TOPICS.tracks}.dlq`], fromBeginning: true },
      async (e) => {
        deadLetters.push(e.key);
      },
    );
    engine.down = false;
    await waitFor('indexed after the outage', async () => (await found(engine, 'silver')).length === 1);
    expect(indexer.isHealthy()).toBe(true);
    expect(deadLetters).toEqual([]);
    await indexer.stop();
  });
});
