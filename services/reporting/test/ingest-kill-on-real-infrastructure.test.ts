/**
 * Acknowledged means durable, through the group commits: reporting (its built `dist/main.js`, as
 * a pod runs it) takes a burst of concurrent analytics batches — their ledger records and Kafka
 * sends shared between requests — and is killed with SIGKILL in the middle of it. After a restart:
 * every acknowledged batch is on the topic, each event once; a resend with its Idempotency-Key
 * gets the first answer and publishes nothing; a batch that got no answer is there whole or not
 * at all, never twice.
 */
import { toTimestamp, type reporting } from '@downbeat/contracts';
import { KafkaEventBus, type EventEnvelope, type Subscription } from '@downbeat/platform';
import { describeWith, freePort, locatedInfrastructure, type ServiceProcess, waitFor } from '@downbeat/testing';
import { reportingClient, reportingProcess } from './reporting-process';

const infra = locatedInfrastructure();
const run = `reporting_kill_${Date.now().toString(36)}_${process.pid}`;
const PARTNER = `partner-${run}`;
const WORKERS = 16;
const EVENTS_PER_BATCH = 20;
const ACKNOWLEDGED_BEFORE_CRASH = 60;
/** Every batch's time: a resend must carry the very same events. */
const OCCURRED_AT = toTimestamp(new Date());

interface Sent {
  key: string;
  answer?: { batchId: string; eventsCount: number };
}

/** A batch whose events all name its key as their track, so the topic tells batches apart. */
const batchOf = (key: string): reporting.ReportAnalyticsEventsRequest => ({
  partnerId: PARTNER,
  idempotencyKey: key,
  events: Array.from({ length: EVENTS_PER_BATCH }, (_, n) => ({
    userId: `fan-${n % 4}`,
    occurredAt: OCCURRED_AT,
    userConnected: true,
    trackPreviewed: { trackId: key },
  })),
});

describeWith(['mongodb', 'kafka'], 'analytics ingest killed with SIGKILL in the middle of a burst', () => {
  let service: ServiceProcess;
  let client: ReturnType<typeof reportingClient>;
  let bus: KafkaEventBus;
  let reading: Subscription | undefined;
  const onTopic: EventEnvelope[] = [];
  const sent: Sent[] = [];

  const report = (key: string) => client.reportAnalyticsEvents(batchOf(key));

  beforeAll(async () => {
    const address = `127.0.0.1:${await freePort()}`;
    service = reportingProcess('reporting-kill-test', run, address);
    service.start();
    client = reportingClient(address);
    await waitFor('reporting to accept a batch', () => report(`${run}-first`).then(() => true), {
      timeoutMs: 60_000,
      intervalMs: 250,
    });

    // The burst. The kill comes the moment enough batches were answered — while later ones are
    // between ledger, Kafka and answer — and the workers keep sending for a moment after it.
    let kill: Promise<void> | undefined;
    let killedAt = 0;
    const acknowledged = () => sent.filter((batch) => batch.answer).length;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!killedAt || Date.now() - killedAt < 500) {
          const batch: Sent = { key: `${run}-${sent.length}` };
          sent.push(batch);
          batch.answer = await report(batch.key).catch(() => undefined);
          if (!kill && acknowledged() >= ACKNOWLEDGED_BEFORE_CRASH)
            kill = service.kill().then(() => void (killedAt = Date.now()));
        }
      }),
    );
    service.start();
    await waitFor('reporting to accept batches again', () => report(`${run}-after`).then(() => true), {
      timeoutMs: 60_000,
      intervalMs: 250,
    });

    bus = new KafkaEventBus({ brokers: infra.kafka!.brokers, clientId: `${run}-reader` });
    await bus.start();
    reading = await bus.subscribe(
      { group: `${run}-reader`, topics: [`${run}.analytics.events.v1`], fromBeginning: true },
      async (event) => void onTopic.push(event),
    );
  }, 180_000);

  afterAll(async () => {
    await reading?.stop();
    await bus?.stop();
    client?.close();
    await service?.stop();
  });

  const recordsOf = (key: string) =>
    onTopic.filter((event) => (event.data as { trackId: string }).trackId === key) as EventEnvelope<{
      batchId: string;
      eventId: string;
    }>[];

  it('was killed with batches acknowledged before and unanswered around the kill', () => {
    expect(sent.filter((batch) => batch.answer).length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_CRASH);
    expect(sent.some((batch) => !batch.answer)).toBe(true);
  });

  it('answers a resend of every acknowledged batch with its first answer, and publishes nothing for it', async () => {
    for (const batch of sent.filter((one) => one.answer)) expect(await report(batch.key)).toEqual(batch.answer);
    const sentinel = `${run}-sentinel`;
    await report(sentinel);
    await waitFor('the sentinel on the topic', () => recordsOf(sentinel).length === EVENTS_PER_BATCH, {
      timeoutMs: 30_000,
      intervalMs: 250,
    });
    // Everything published before the sentinel has been read (one partner: one partition, in order).
    for (const batch of sent.filter((one) => one.answer)) {
      const records = recordsOf(batch.key);
      expect(records.map((record) => record.data.batchId)).toEqual(Array(EVENTS_PER_BATCH).fill(batch.answer!.batchId));
      expect(new Set(records.map((record) => record.data.eventId)).size).toBe(EVENTS_PER_BATCH);
    }
    for (const batch of sent.filter((one) => !one.answer)) {
      const records = recordsOf(batch.key);
      expect([0, EVENTS_PER_BATCH]).toContain(records.length);
      expect(new Set(records.map((record) => record.data.eventId)).size).toBe(records.length);
    }
  }, 60_000);
});
