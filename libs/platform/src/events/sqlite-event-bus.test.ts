import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { describeEventBusContract, waitUntil } from './event-bus.contract';
import type { EventBatch, EventEnvelope } from './port';
import { SqliteEventBus } from './sqlite-event-bus';

const retry = { initialBackoffMs: 5, maxBackoffMs: 20 };

describeEventBusContract('sqlite', async () => {
  const bus = new SqliteEventBus({ file: ':memory:', retry });
  await bus.start();
  return bus;
});

describe('SqliteEventBus across restarts', () => {
  let dataDir: string;
  const open = async () => {
    const bus = new SqliteEventBus({ file: join(dataDir, 'events.sqlite'), retry });
    await bus.start();
    return bus;
  };
  const publishPlays = (bus: SqliteEventBus, from: number, to: number) =>
    bus.publishAll(
      Array.from({ length: to - from }, (_, i) => ({
        topic: 'analytics.events.v1',
        key: `partner-${(from + i) % 3}`,
        type: 'play',
        data: { n: from + i },
      })),
    );
  const numbers = (events: EventEnvelope[]) =>
    events.map((event) => (event.data as { n: number }).n).sort((a, b) => a - b);

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'downbeat-events-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes every group where it committed: nothing handled twice, nothing published meanwhile lost', async () => {
    const first = await open();
    await publishPlays(first, 0, 10);
    const handled: EventEnvelope[] = [];
    await first.subscribe({ group: 'daily-usage', topics: ['analytics.events.v1'], fromBeginning: true }, async (e) => {
      handled.push(e);
    });
    await waitUntil('the first ten are handled', () => handled.length === 10, 5_000);
    await first.stop();

    const second = await open();
    await publishPlays(second, 10, 15);
    const again: EventEnvelope[] = [];
    await second.subscribe(
      { group: 'daily-usage', topics: ['analytics.events.v1'], fromBeginning: true },
      async (e) => {
        again.push(e);
      },
    );
    await waitUntil('the five new ones are handled', () => again.length === 5, 5_000);
    expect(numbers(again)).toEqual([10, 11, 12, 13, 14]);

    // A group that never read the topic still finds all of it, kept across the restart.
    const all: number[] = [];
    await second.subscribeBatches(
      { group: 'newcomer', topics: ['analytics.events.v1'], fromBeginning: true },
      async (batch: EventBatch) => {
        all.push(...batch.events.map((event) => (event.envelope.data as { n: number }).n));
      },
    );
    await waitUntil('the newcomer reads everything', () => all.length === 15, 5_000);
    await second.stop();
  });

  it('has committed every acknowledged publish and handled position without a stop (what a kill -9 leaves)', async () => {
    const crashed = await open();
    await publishPlays(crashed, 0, 6);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: number[] = [];
    // One partition's events in order; the handler stops at n = 3 and never finishes before the "crash".
    await crashed.subscribe({ group: 'reporting', topics: ['analytics.events.v1'], fromBeginning: true }, async (e) => {
      const { n } = e.data as { n: number };
      if (n === 3) await gate;
      handled.push(n);
    });
    await waitUntil('everything but n = 3 is handled', () => handled.length === 5, 5_000);

    // Another process opening the same file sees what the first one acknowledged.
    const restarted = await open();
    const redelivered: number[] = [];
    await restarted.subscribe({ group: 'reporting', topics: ['analytics.events.v1'] }, async (e) => {
      redelivered.push((e.data as { n: number }).n);
    });
    await waitUntil('the unfinished event is delivered again', () => redelivered.length === 1, 5_000);
    expect(redelivered).toEqual([3]);
    await restarted.stop();
    release();
    await crashed.stop();
  });

  it('keeps the partition count it was created with', async () => {
    const first = new SqliteEventBus({ file: join(dataDir, 'events.sqlite'), partitions: 2, retry });
    await first.start();
    await publishPlays(first, 0, 4);
    await first.stop();
    const second = new SqliteEventBus({ file: join(dataDir, 'events.sqlite'), partitions: 8, retry });
    await second.start();
    const seen: EventEnvelope[] = [];
    await second.subscribe({ group: 'g', topics: ['analytics.events.v1'], fromBeginning: true }, async (e) => {
      seen.push(e);
    });
    await waitUntil('all four are read', () => seen.length === 4, 5_000);
    expect(numbers(seen)).toEqual([0, 1, 2, 3]);
    await second.stop();
  });
});
