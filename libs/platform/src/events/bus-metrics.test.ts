import { parseExposition, sampleSum } from '../metrics/exposition';
import { metricsText } from '../metrics/registry';
import { MemoryEventBus } from './memory-event-bus';

const scrape = async () => parseExposition(await metricsText());

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('event bus metrics (in-process bus, the embedded mode)', () => {
  let bus: MemoryEventBus;
  beforeEach(async () => {
    bus = new MemoryEventBus({ partitions: 2, retry: { initialBackoffMs: 1, maxBackoffMs: 2 } });
    await bus.start();
  });
  afterEach(() => bus.stop());

  it("shows a group's lag per topic growing while its handler is stuck, and back to 0 once it catches up", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await bus.subscribe({ group: 'lag-search', topics: ['lag.tracks.v1'] }, () => gate);
    for (const key of ['t-1', 't-2', 't-3', 't-4'])
      await bus.publish({ topic: 'lag.tracks.v1', key, type: 'test.track.v1', data: { key } });
    const labels = { topic: 'lag.tracks.v1', group: 'lag-search' };
    expect(sampleSum(await scrape(), 'downbeat_event_consumer_lag_messages', labels)).toBe(4);
    release();
    await until(async () => sampleSum(await scrape(), 'downbeat_event_consumer_lag_messages', labels) === 0);
    expect(sampleSum(await scrape(), 'downbeat_events_handled_total', labels)).toBe(4);
    expect(sampleSum(await scrape(), 'downbeat_events_published_total', { topic: 'lag.tracks.v1' })).toBe(4);
  });

  it('counts the events a group dead-lettered, by source topic and group', async () => {
    await bus.subscribe({ group: 'dlq-reporting', topics: ['dlq.usage.v1'], maxAttempts: 2 }, async (event) => {
      if ((event.data as { poison: boolean }).poison) throw new Error('cannot handle this one');
    });
    await bus.publish({ topic: 'dlq.usage.v1', key: 'p-1', type: 'test.usage.v1', data: { poison: true } });
    await bus.publish({ topic: 'dlq.usage.v1', key: 'p-1', type: 'test.usage.v1', data: { poison: false } });
    const labels = { topic: 'dlq.usage.v1', group: 'dlq-reporting' };
    await until(async () => sampleSum(await scrape(), 'downbeat_events_handled_total', labels) === 2);
    expect(sampleSum(await scrape(), 'downbeat_event_dead_letters_total', labels)).toBe(1);
  });

  it('stops reporting the lag of a stopped bus', async () => {
    await bus.subscribe({ group: 'gone', topics: ['gone.v1'] }, async () => undefined);
    expect((await scrape()).some((sample) => sample.labels.group === 'gone')).toBe(true);
    await bus.stop();
    expect((await scrape()).some((sample) => sample.labels.group === 'gone')).toBe(false);
  });
});
