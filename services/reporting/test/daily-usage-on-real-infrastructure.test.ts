import { randomUUID } from 'node:crypto';
import { KafkaEventBus, MongoDocumentStore, type Subscription } from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { DailyUsageCounts } from '../src/domain/daily-usage';
import { describeDailyUsageContract } from '../src/store/usage-days.contract';
import { UsageDayRecords } from '../src/store/usage-days';

const infra = locatedInfrastructure();
// Topics of the run stay on the broker like other services' integration runs: names are unique.
const run = `reporting_it_${Date.now().toString(36)}_${process.pid}`;
const fast = { initialBackoffMs: 10, maxBackoffMs: 50 };
const DAY = '2026-11-21';

const previewed = (partnerId: string, trackId: string, n: number) => ({
  eventId: randomUUID(),
  batchId: 'b',
  partnerId,
  userId: 'u',
  eventType: 'trackPreviewed',
  trackId,
  occurredAt: `${DAY}T10:00:${String(n % 60).padStart(2, '0')}.000Z`,
  receivedAt: `${DAY}T10:01:00.000Z`,
});

const USAGE_COLLECTIONS = ['daily_usage', 'daily_usage_tracks'];

describeWith(['mongodb', 'kafka'], 'daily usage on FerretDB and Kafka', () => {
  let store: MongoDocumentStore;
  let bus: KafkaEventBus;
  const topic = `${run}.analytics.events.v1`;
  beforeAll(async () => {
    store = new MongoDocumentStore({ url: infra.mongodb!.url, database: run });
    bus = new KafkaEventBus({ brokers: infra.kafka!.brokers, clientId: run, retry: fast });
    await Promise.all([store.start(), bus.start()]);
  });
  afterAll(async () => {
    await bus.stop();
    await Promise.all(USAGE_COLLECTIONS.map((name) => store.collection(name).deleteMany({})));
    await store.stop();
  });

  // Each case of the contract opens a store of its own on the run's database, emptied first.
  describeDailyUsageContract('FerretDB', async () => {
    const own = new MongoDocumentStore({ url: infra.mongodb!.url, database: run });
    await own.start();
    await Promise.all(USAGE_COLLECTIONS.map((name) => own.collection(name).deleteMany({})));
    return own;
  });

  const previewsOf = async (counts: DailyUsageCounts, partnerId: string) =>
    (await counts.read(partnerId, DAY, DAY, 10))[0]?.previews;

  it('counts each event once when Kafka redelivers after the writes but before the commit', async () => {
    const counts = new DailyUsageCounts(new UsageDayRecords(store));
    const partners = ['kafka-a', 'kafka-b', 'kafka-c'];
    await bus.publishAll(
      [...Array(90).keys()].map((n) => {
        const partnerId = partners[n % 3] as string;
        return {
          topic,
          key: partnerId,
          type: 'downbeat.analytics.track-previewed.v1',
          data: previewed(partnerId, `t${n % 7}`, n),
        };
      }),
    );
    const subscriptions: Subscription[] = [];
    // The first delivery of every batch counts, then fails as a crash before the commit would:
    // the bus hands the same batch again.
    const crashed = new Set<string>();
    let redelivered = 0;
    subscriptions.push(
      await bus.subscribeBatches(
        { group: `${run}-counting`, topics: [topic], fromBeginning: true, maxAttempts: 3 },
        async (batch) => {
          await counts.countBatch(batch);
          const first = `${batch.partition}/${batch.events[0]?.offset}`;
          if (crashed.has(first)) {
            redelivered++;
            return;
          }
          crashed.add(first);
          throw new Error('crashed before the commit');
        },
      ),
    );
    const all = async () => Promise.all(partners.map((partner) => previewsOf(counts, partner)));
    await waitFor(
      'every batch was redelivered',
      async () => redelivered > 0 && redelivered === crashed.size && (await all()).every((n) => n === 30),
      { timeoutMs: 60_000 },
    );

    // A group that lost every commit reads the whole topic again, cut into its own batches.
    let replayed = 0;
    subscriptions.push(
      await bus.subscribeBatches({ group: `${run}-replay`, topics: [topic], fromBeginning: true }, async (batch) => {
        await counts.countBatch(batch);
        replayed += batch.events.length;
      }),
    );
    await waitFor('the replay read all 90 events', () => replayed === 90, { timeoutMs: 60_000 });
    for (const subscription of subscriptions) await subscription.stop();

    expect(await all()).toEqual([30, 30, 30]);
    expect(
      (await counts.read('kafka-a', DAY, DAY, 10))[0]?.topTracks.reduce((sum, track) => sum + track.previews, 0),
    ).toBe(30);
  });
});
