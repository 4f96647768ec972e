import { MemoryEventBus, unavailable, type EventEnvelope } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { EngineOutageHold } from '../adapters/engine-outage-hold';
import { InProcessSearchEngine } from '../adapters/in-process/in-process-engine';
import { soundEffectEvent, trackEvent } from './catalog-events.fixtures';
import { soundEffectDocument, trackDocument } from './documents';
import { ANALYTICS_TOPIC, PopularityCounter, popularityCounts } from './popularity';
import { soundEffectSearch } from './queries';

const TYPES = {
  trackPreviewed: 'downbeat.analytics.track-previewed.v1',
  trackDownloaded: 'downbeat.analytics.track-downloaded.v1',
  tracksExported: 'downbeat.analytics.tracks-exported.v1',
} as const;

type Reported = { eventType: keyof typeof TYPES; trackId?: string; trackIds?: string[] };

function envelope(data: Reported): EventEnvelope {
  return {
    id: `${data.eventType}-${data.trackId}`,
    type: TYPES[data.eventType],
    source: '/downbeat/reporting',
    time: '2026-01-01T00:00:00Z',
    key: 'partner-1',
    topic: ANALYTICS_TOPIC,
    data,
  };
}

/** An engine whose popularity writes fail as 'unavailable' while `down` is set. */
class FlakyEngine extends InProcessSearchEngine {
  down = false;
  override async addPopularity(counts: ReadonlyMap<string, number>): Promise<void> {
    if (this.down) throw unavailable('Search is temporarily unavailable');
    await super.addPopularity(counts);
  }
}

const silent = { info: () => {}, warn: () => {} };

describe('popularity counts', () => {
  it('counts previews and downloads per reported id, and nothing else', () => {
    const counts = popularityCounts([
      envelope({ eventType: 'trackPreviewed', trackId: 'sfx-1' }),
      envelope({ eventType: 'trackDownloaded', trackId: 'sfx-1' }),
      envelope({ eventType: 'trackPreviewed', trackId: 'sfx-2' }),
      envelope({ eventType: 'tracksExported', trackIds: ['sfx-1', 'sfx-2'] }),
      { ...envelope({ eventType: 'trackPreviewed', trackId: 'sfx-3' }), type: 'downbeat.analytics.track-liked.v9' },
    ]);
    expect(counts).toEqual(
      new Map([
        ['sfx-1', 2],
        ['sfx-2', 1],
      ]),
    );
  });
});

describe('popularity counter', () => {
  let bus: MemoryEventBus;
  beforeEach(async () => {
    bus = new MemoryEventBus({ retry: { initialBackoffMs: 1, maxBackoffMs: 1 } });
    await bus.start();
  });
  afterEach(() => bus.stop());

  const report = (eventType: 'trackPreviewed' | 'trackDownloaded', trackId: string) =>
    bus.publish({ topic: ANALYTICS_TOPIC, key: 'partner-1', type: TYPES[eventType], data: { eventType, trackId } });
  const popular = async (engine: InProcessSearchEngine) =>
    (await engine.searchSoundEffects(soundEffectSearch({ sort: 'popular' }))).ids;

  it('orders sound effects by the previews and downloads reported before and after it started, ignoring tracks', async () => {
    const engine = new FlakyEngine();
    await engine.putSoundEffect(
      soundEffectDocument(soundEffectEvent({ id: 'sfx-new', title: 'Whoosh', added: '2025-02-01T00:00:00Z' })),
    );
    await engine.putSoundEffect(
      soundEffectDocument(soundEffectEvent({ id: 'sfx-old', title: 'Thud', added: '2025-01-01T00:00:00Z' })),
    );
    await engine.putTrack(trackDocument(trackEvent({ id: 't-1', title: 'Golden Hour' })));
    await report('trackPreviewed', 'sfx-old');
    await report('trackPreviewed', 't-1');
    const counter = new PopularityCounter({
      bus,
      engine,
      hold: new EngineOutageHold(silent, { initialMs: 1, maxMs: 5 }),
    });
    await counter.start();
    await waitFor('the earlier preview counted', async () => (await popular(engine))[0] === 'sfx-old');

    engine.down = true;
    await report('trackDownloaded', 'sfx-new');
    await report('trackPreviewed', 'sfx-new');
    await waitFor('the counter waiting', () => !counter.isHealthy());
    engine.down = false;
    await waitFor('counted after the outage', async () => (await popular(engine))[0] === 'sfx-new');
    expect(counter.isHealthy()).toBe(true);
    await counter.stop();
  });
});
