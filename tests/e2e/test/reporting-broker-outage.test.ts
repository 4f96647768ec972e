import { describeWith } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, request } from './support/api';
import { DistributedSystem } from './support/distributed-system';
import {
  marker,
  newPartner,
  preview,
  reportAnalytics,
  summaryObserver,
  type ReportingPartner,
} from './support/reporting-checks';
import type { SystemUnderTest } from './support/system-under-test';
import { throwawayKafkaAvailable, ThrowawayKafka } from './support/throwaway-kafka';
import { TopicReader } from './support/topic-reader';

interface Outcome {
  batch: string;
  status: number;
  body: { batchId?: string; message?: string };
  phase: 'before' | 'outage' | 'after';
}

describeWith(['kafka', 'mongodb', 'opensearch'], 'reporting while its Kafka broker goes down', (infra) => {
  if (!throwawayKafkaAvailable()) {
    // The outage needs a broker of its own, from the jars `bash deploy/local/infra.sh up` installs.
    it.skip('needs the Kafka jars of deploy/local (bash deploy/local/infra.sh up --only kafka)', () => undefined);
    return;
  }
  let kafka: ThrowawayKafka;
  let system: DistributedSystem;
  let partner: ReportingPartner;
  const context = (): SystemUnderTest => system.context;

  beforeAll(async () => {
    kafka = await ThrowawayKafka.create();
    await kafka.start();
    // Only reporting uses the throwaway broker; everything else keeps the shared one.
    system = await DistributedSystem.start(infra, {
      serviceEnv: { reporting: { KAFKA_BROKERS: kafka.brokers.join(',') } },
    });
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
    partner = await newPartner(context, 'Outage partner');
  }, 180_000);

  afterAll(async () => {
    await system?.stopAll();
    await system?.dropRunData();
    await kafka?.destroy();
  });

  it('answers 200 only for batches on the topic, and a clear 503 for the others', async () => {
    const outcomes: Outcome[] = [];
    let phase: Outcome['phase'] = 'before';
    let stopped = false;
    const poster = async () => {
      while (!stopped) {
        const batch = marker('batch');
        const events = Array.from({ length: 20 }, (_, index) => preview(`${batch}-${index}`));
        const answer = await reportAnalytics(context, partner, events).catch((error: unknown) => ({
          status: 0,
          body: { message: String(error) },
        }));
        outcomes.push({ batch, status: answer.status, body: answer.body, phase });
      }
    };
    const posters = [poster(), poster(), poster()];
    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const accepted = () => outcomes.filter((outcome) => outcome.status === 200).length;

    while (accepted() < 10) await settle(50);
    phase = 'outage';
    await kafka.kill();
    await settle(12_000);
    phase = 'after';
    await kafka.start();
    const acceptedBeforeRecovery = accepted();
    const deadline = Date.now() + 60_000;
    while (accepted() < acceptedBeforeRecovery + 10 && Date.now() < deadline) await settle(100);
    stopped = true;
    await Promise.all(posters);
    const count = (phase: Outcome['phase'], status: number) =>
      outcomes.filter((outcome) => outcome.phase === phase && outcome.status === status).length;
    process.stderr.write(
      `broker outage: before ${count('before', 200)}×200; during ${count('outage', 200)}×200 ${count('outage', 503)}×503; ` +
        `after ${count('after', 200)}×200 ${count('after', 503)}×503; others ${outcomes.filter((o) => o.status !== 200 && o.status !== 503).length}\n`,
    );

    // The outage was felt, and the service recovered without a restart.
    expect(outcomes.filter((outcome) => outcome.phase === 'outage' && outcome.status === 503).length).toBeGreaterThan(
      0,
    );
    expect(accepted()).toBeGreaterThanOrEqual(acceptedBeforeRecovery + 10);

    for (const outcome of outcomes.filter((o) => o.status !== 200)) {
      expect({ batch: outcome.batch, status: outcome.status }).toEqual({ batch: outcome.batch, status: 503 });
      expect(outcome.body.message).toMatch(/reporting service|Kafka|unavailable|in time/i);
    }

    const reader = await new TopicReader(kafka.brokers, `${system.topicNamespace}.analytics.events.v1`).start();
    try {
      const acceptedBatches = outcomes.filter((outcome) => outcome.status === 200);
      const ids = new Set(acceptedBatches.map((outcome) => outcome.body.batchId));
      await reader
        .waitForRecords(
          'every event of every accepted batch',
          (record) => ids.has(record.value.batchId as string),
          acceptedBatches.length * 20,
          60_000,
        )
        .catch((error: unknown) => {
          // Say which accepted batches are short, and when they were accepted, for whoever reads the failure.
          const short = acceptedBatches
            .map((outcome) => ({
              batch: outcome.batch,
              phase: outcome.phase,
              events: reader.records.filter((record) => record.value.batchId === outcome.body.batchId).length,
            }))
            .filter((found) => found.events < 20);
          throw new Error(`${String(error)}; read ${reader.records.length} records; short: ${JSON.stringify(short)}`, {
            cause: error,
          });
        });
      for (const outcome of acceptedBatches) {
        const events = reader.records.filter((record) => record.value.batchId === outcome.body.batchId);
        expect({ batch: outcome.batch, events: new Set(events.map((e) => e.value.eventId)).size }).toEqual({
          batch: outcome.batch,
          events: 20,
        });
      }
    } finally {
      await reader.stop();
    }
    // The daily aggregates consume again too: a batch after the outage is counted.
    const counted = await newPartner(context, 'After the outage');
    const sentinel = marker('after-outage');
    expect((await reportAnalytics(context, counted, [preview(sentinel)])).status).toBe(200);
    await summaryObserver(context, 90_000).waitForTrack(counted, sentinel);
    expect((await request(system.gatewayUrl, '/livez')).status).toBe(200);
  }, 180_000);
});
