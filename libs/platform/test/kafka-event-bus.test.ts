import { randomBytes, randomUUID } from 'node:crypto';
import { TraceFlags, context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator, isTracingSuppressed } from '@opentelemetry/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConfigResourceTypes, Kafka, logLevel, type Admin, type KafkaMessage, type Producer } from 'kafkajs';
import { describeEventBusContract, waitUntil } from '../src/events/event-bus.contract';
import { RetryingSubscription } from '../src/events/retrying-subscription';
import { KafkaEventBus, type KafkaEventBusOptions } from '../src/events/kafka-event-bus';
import { deadLetterTopic, type EventEnvelope } from '../src/events/port';
import { parseExposition, sampleSum } from '../src/metrics/exposition';
import { metricsText } from '../src/metrics/registry';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { KafkaFaultProxy } from './kafka-fault-proxy';
import { dropRunTopics, uniqueRunName } from './run-name';

const kafka = { brokers: locatedInfrastructure().kafka?.brokers ?? [] };
const clientId = uniqueRunName('platform-it');
/** Every topic of this run starts with it; they are deleted at the end. */
const run = uniqueRunName('it');
const fast = { initialBackoffMs: 10, maxBackoffMs: 50 };

async function startedBus(overrides: Partial<KafkaEventBusOptions> = {}): Promise<KafkaEventBus> {
  const bus = new KafkaEventBus({ brokers: kafka.brokers, clientId, retry: fast, ...overrides });
  await bus.start();
  return bus;
}

describeWith(['kafka'], 'KafkaEventBus against a real broker', () => {
  afterAll(async () => {
    await dropRunTopics(kafka.brokers, run);
  });

  describeEventBusContract('kafka', () => startedBus(), { timeoutMs: 60_000, topicPrefix: run });

  describe('on the wire', () => {
    const raw = new Kafka({ clientId: `${clientId}-raw`, brokers: kafka.brokers, logLevel: logLevel.NOTHING });
    let admin: Admin;
    let producer: Producer;
    let bus: KafkaEventBus;
    beforeAll(async () => {
      admin = raw.admin();
      producer = raw.producer();
      await Promise.all([admin.connect(), producer.connect()]);
      bus = await startedBus({
        topicSettings: (topic) =>
          topic.includes('.entity-') ? { configEntries: { 'cleanup.policy': 'compact' } } : undefined,
      });
    });
    afterAll(async () => {
      await bus.stop();
      await Promise.all([admin.disconnect(), producer.disconnect()]);
    });

    /** Reads a topic from the start with a plain kafkajs consumer until `count` messages arrived. */
    async function readRaw(topic: string, count: number): Promise<KafkaMessage[]> {
      const consumer = raw.consumer({ groupId: `raw-${randomUUID()}` });
      const messages: KafkaMessage[] = [];
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: [topic], fromBeginning: true });
        await consumer.run({ eachMessage: async ({ message }) => void messages.push(message) });
        await waitUntil(`${count} raw messages on ${topic}`, () => messages.length >= count, 60_000);
      } finally {
        await consumer.disconnect();
      }
      return messages;
    }

    const header = (message: KafkaMessage, name: string) => message.headers?.[name]?.toString();

    it('writes CloudEvents binary mode: ce_* headers, JSON value, key, content type', async () => {
      const topic = `${run}.wire-${randomUUID().slice(0, 8)}.v1`;
      const published = await bus.publish({
        topic,
        key: 'track-7',
        type: 'downbeat.catalog.track.v1',
        subject: 'track-7',
        data: { bpm: 120 },
      });

      const [message] = await readRaw(topic, 1);
      expect(message?.key?.toString()).toBe('track-7');
      expect(JSON.parse(message?.value?.toString() ?? 'null')).toEqual({ bpm: 120 });
      expect({
        specversion: header(message!, 'ce_specversion'),
        id: header(message!, 'ce_id'),
        source: header(message!, 'ce_source'),
        type: header(message!, 'ce_type'),
        time: header(message!, 'ce_time'),
        subject: header(message!, 'ce_subject'),
        contentType: header(message!, 'content-type'),
      }).toEqual({
        specversion: '1.0',
        id: published.id,
        source: published.source,
        type: 'downbeat.catalog.track.v1',
        time: published.time,
        subject: 'track-7',
        contentType: 'application/json',
      });
    });

    it("sends concurrent publishes together, each record keeping its own publisher's trace and order", async () => {
      const topic = `${run}.together-${randomUUID().slice(0, 8)}.v1`;
      const ownManager = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
      const ownPropagator = propagation.setGlobalPropagator(new W3CTraceContextPropagator());
      try {
        await bus.publish({ topic, key: 'warm-up', type: 'downbeat.test.v1', data: { n: -1 } });
        const traces = Array.from({ length: 8 }, () => randomBytes(16).toString('hex'));
        // Eight publishers at once, in their own traces: they share the producer's next sends.
        const published = await Promise.all(
          traces.map((traceId, publisher) =>
            context.with(
              trace.setSpanContext(context.active(), {
                traceId,
                spanId: randomBytes(8).toString('hex'),
                traceFlags: TraceFlags.SAMPLED,
              }),
              () =>
                bus.publishAll(
                  [0, 1, 2].map((n) => ({
                    topic,
                    key: `p${publisher}`,
                    type: 'downbeat.test.v1',
                    data: { publisher, n },
                  })),
                ),
            ),
          ),
        );
        const messages = (await readRaw(topic, 25)).filter((message) => header(message, 'ce_id') !== undefined);
        const byId = new Map(messages.map((message) => [header(message, 'ce_id'), message]));
        published.forEach((envelopes, publisher) => {
          for (const envelope of envelopes) {
            expect(header(byId.get(envelope.id)!, 'traceparent')).toContain(traces[publisher]);
          }
          const own = messages.filter((message) => message.key?.toString() === `p${publisher}`);
          expect(own.map((message) => JSON.parse(message.value!.toString()).n)).toEqual([0, 1, 2]);
        });
      } finally {
        if (ownManager) context.disable();
        if (ownPropagator) propagation.disable();
      }
    });

    it('dead-letters with dlq_* headers next to the original ones', async () => {
      const topic = `${run}.wire-${randomUUID().slice(0, 8)}.v1`;
      await bus.subscribe({ group: `g-${randomUUID()}`, topics: [topic], maxAttempts: 2 }, async () => {
        throw new Error('schema mismatch');
      });
      const published = await bus.publish({ topic, key: 'k', type: 't.v1', data: { x: 1 } });

      const [letter] = await readRaw(deadLetterTopic(topic), 1);
      expect(letter?.key?.toString()).toBe('k');
      expect(header(letter!, 'ce_id')).toBe(published.id);
      expect(header(letter!, 'dlq_error')).toBe('schema mismatch');
      expect(header(letter!, 'dlq_attempts')).toBe('2');
      expect(header(letter!, 'dlq_original_topic')).toBe(topic);
      expect(header(letter!, 'dlq_original_partition')).toMatch(/^\d+$/);
      expect(header(letter!, 'dlq_original_offset')).toBe('0');
    });

    it("exports a group's lag per topic (read from the broker) and its dead letters as metrics", async () => {
      const topic = `${run}.lag-${randomUUID().slice(0, 8)}.v1`;
      const group = `g-${randomUUID()}`;
      let release: () => void = () => undefined;
      const stuck = new Promise<void>((resolve) => (release = resolve));
      await bus.subscribe({ group, topics: [topic], maxAttempts: 1 }, async (event) => {
        await stuck;
        if ((event.data as { poison?: boolean }).poison) throw new Error('cannot handle this one');
      });
      await bus.publishAll(
        ['a', 'b', 'c', 'd', 'e'].map((key) => ({ topic, key, type: 't.v1', data: { poison: key === 'a' } })),
      );
      const labels = { topic, group };
      const lag = async () =>
        sampleSum(parseExposition(await metricsText()), 'downbeat_event_consumer_lag_messages', labels);
      // The scrape reads the broker's offsets; a refresh may finish after its scrape, so poll.
      await waitUntil('a lag of 5 (one fetched, not committed; four waiting)', async () => (await lag()) === 5, 30_000);
      release();
      await waitUntil('the lag back to 0', async () => (await lag()) === 0, 30_000);
      const samples = parseExposition(await metricsText());
      expect(sampleSum(samples, 'downbeat_event_dead_letters_total', labels)).toBe(1);
      expect(sampleSum(samples, 'downbeat_events_handled_total', labels)).toBe(5);
    });

    it('dead-letters a message that is not a CloudEvent at once, and goes on with the next', async () => {
      const topic = `${run}.wire-${randomUUID().slice(0, 8)}.v1`;
      const handled: EventEnvelope[] = [];
      await bus.subscribe({ group: `g-${randomUUID()}`, topics: [topic] }, async (event) => void handled.push(event));
      await producer.send({ topic, messages: [{ key: 'k', value: 'not json at all' }] });
      const good = await bus.publish({ topic, key: 'k', type: 't.v1', data: { ok: true } });

      await waitUntil('the good event is handled', () => handled.length === 1, 60_000);
      expect(handled[0]?.id).toBe(good.id);
      const [letter] = await readRaw(deadLetterTopic(topic), 1);
      expect(letter?.value?.toString()).toBe('not json at all');
      expect(header(letter!, 'dlq_attempts')).toBe('0');
      expect(header(letter!, 'dlq_error')).toMatch(/CloudEvent/);
    });

    it('gathers events sent apart into few batches when the subscription asks the broker to', async () => {
      const topic = `${run}.gather-${randomUUID().slice(0, 8)}.v1`;
      await bus.publish({ topic, key: 'k', type: 't.v1', data: { n: -1 } });
      const batches: number[][] = [];
      await bus.subscribeBatches(
        {
          group: `g-${randomUUID()}`,
          topics: [topic],
          fromBeginning: true,
          gather: { minBytes: 10 * 1024 * 1024, maxWaitMs: 5_000 },
        },
        async (batch) => void batches.push(batch.events.map((event) => (event.envelope.data as { n: number }).n)),
      );
      await waitUntil('the first event', () => batches.length > 0, 30_000);
      // Ten sends 100 ms apart: without gathering each would come in a fetch of its own.
      for (let n = 0; n < 10; n++) {
        await bus.publish({ topic, key: 'k', type: 't.v1', data: { n } });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      await waitUntil('all ten events', () => batches.flat().length === 11, 30_000);
      expect(batches.flat()).toEqual([-1, ...Array(10).keys()]);
      // The fetch in flight when the first send arrived may take part of them; the next holds the rest.
      expect(batches.slice(1).length).toBeLessThanOrEqual(2);
    });

    it('handles batches without trace work per record when the subscription asks so', async () => {
      const topic = `${run}.untraced-${randomUUID().slice(0, 8)}.v1`;
      const ownManager = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
      try {
        const suppressed = new Map<string, boolean>();
        for (const [name, traceRecords] of [
          ['untraced', false],
          ['traced', undefined],
        ] as const)
          await bus.subscribeBatches(
            { group: `g-${randomUUID()}`, topics: [topic], fromBeginning: true, traceRecords },
            async () => void suppressed.set(name, isTracingSuppressed(context.active())),
          );
        await bus.publish({ topic, key: 'k', type: 't.v1', data: {} });

        await waitUntil('both handled the event', () => suppressed.size === 2, 30_000);
        expect(Object.fromEntries(suppressed)).toEqual({ untraced: true, traced: false });
      } finally {
        if (ownManager) context.disable();
      }
    });

    it('creates topics with the settings the hook gives them', async () => {
      const topic = `${run}.entity-${randomUUID().slice(0, 8)}.v1`;
      await bus.publish({ topic, key: 'k', type: 't.v1', data: {} });
      const described = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['cleanup.policy'] }],
      });
      expect(described.resources[0]?.configEntries.find((e) => e.configName === 'cleanup.policy')?.configValue).toBe(
        'compact',
      );
    });
  });

  describe('when the broker dies after writing a batch but before answering', () => {
    let proxy: KafkaFaultProxy;
    let bus: KafkaEventBus;
    beforeAll(async () => {
      proxy = await KafkaFaultProxy.start(kafka.brokers[0] ?? '');
      bus = await startedBus({ socketFactory: proxy.socketFactory });
    });
    afterAll(async () => {
      await bus.stop();
      await proxy.stop();
    });

    it('fails that publish, and the next batch of the same size still lands (no false duplicate)', async () => {
      const topic = `${run}.lost-answer-${randomUUID().slice(0, 8)}.v1`;
      const batch = (name: string, size: number) =>
        [...Array(size).keys()].map((seq) => ({
          topic,
          key: 'partner-1',
          type: 't.v1',
          id: `${name}-${seq}`,
          data: { seq },
        }));
      await bus.publishAll(batch('warm-up', 1));

      proxy.loseNextProduceAnswer();
      await expect(bus.publishAll(batch('unanswered', 20))).rejects.toMatchObject({ kind: 'unavailable' });
      proxy.restore();
      // The same partition, the same number of records: the broker must not take it for a retry.
      await bus.publishAll(batch('after', 20));

      const ids = (await readAll(topic, 41)).map((message) => message.headers?.ce_id?.toString() ?? '');
      expect(ids.filter((id) => id.startsWith('after-'))).toHaveLength(20);
      // The unanswered batch was written once: the caller was told it failed, and may retry it.
      expect(ids.filter((id) => id.startsWith('unanswered-'))).toHaveLength(20);
    }, 90_000);

    async function readAll(topic: string, count: number): Promise<KafkaMessage[]> {
      const consumer = new Kafka({
        clientId: `${clientId}-reader`,
        brokers: kafka.brokers,
        logLevel: logLevel.NOTHING,
      }).consumer({ groupId: `raw-${randomUUID()}`, maxWaitTimeInMs: 100 });
      const messages: KafkaMessage[] = [];
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: [topic], fromBeginning: true });
        await consumer.run({ eachMessage: async ({ message }) => void messages.push(message) });
        await waitUntil(`${count} messages on ${topic}`, () => messages.length >= count, 30_000).catch(() => undefined);
        // Anything beyond the expected count would be a duplicate; give it a moment to show.
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        await consumer.disconnect();
      }
      return messages;
    }
  });

  it('joins a group through a broker outage that began before the join: tried again, then reads on from the committed offset', async () => {
    const topic = `${run}.outage-join-${randomUUID().slice(0, 8)}.v1`;
    const group = `${run}-outage-join`;
    const event = (id: string) => ({ topic, key: 'partner-1', type: 't.v1', id, data: {} });
    const direct = await startedBus();
    const proxy = await KafkaFaultProxy.start(kafka.brokers[0] ?? '');
    const bus = await startedBus({ socketFactory: proxy.socketFactory, joinTimeoutMs: 3_000 });
    let subscription: RetryingSubscription | undefined;
    try {
      // The group has read and committed 'counted' before: a member that joins later starts after it.
      const seen: string[] = [];
      await direct.publish(event('counted'));
      const first = await direct.subscribe({ group, topics: [topic], fromBeginning: true }, async (received) => {
        seen.push(received.id);
      });
      await waitUntil('the first member to read the first event', () => seen.includes('counted'), 30_000);
      await first.stop();

      // The bus is connected; its broker goes away before the subscription joins.
      proxy.cutOff();
      const failures: number[] = [];
      const read: string[] = [];
      subscription = new RetryingSubscription(
        () =>
          bus.subscribe({ group, topics: [topic], fromBeginning: true }, async (received) => {
            read.push(received.id);
          }),
        (_error, attempt) => failures.push(attempt),
      );
      await subscription.start();
      // A failed attempt takes kafkajs's own connection retries (~30 s); one is enough to show it.
      await waitUntil('a failed join', () => failures.length >= 1, 90_000);
      await direct.publish(event('during-outage'));
      proxy.restore();
      await waitUntil('the event published during the outage to be read', () => read.includes('during-outage'), 60_000);
      expect(read).toEqual(['during-outage']);
    } finally {
      await subscription?.stop();
      await bus.stop();
      await direct.stop();
      await proxy.stop();
    }
  }, 120_000);

  it('stops at once and leaves no connection behind while a health probe waits for a hung broker', async () => {
    const proxy = await KafkaFaultProxy.start(kafka.brokers[0] ?? '');
    try {
      const bus = await startedBus({ socketFactory: proxy.socketFactory });
      expect(await bus.isHealthy()).toBe(true);
      proxy.hang();
      // The probe gives up answering after its timeout; its question is still in flight.
      expect(await bus.isHealthy()).toBe(false);
      const stopping = Date.now();
      await bus.stop();
      expect(Date.now() - stopping).toBeLessThan(5_000);
      proxy.restore();
      // Long enough for any retry of the abandoned question to connect again.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(proxy.openConnections).toBe(0);
    } finally {
      await proxy.stop();
    }
  }, 60_000);

  it('fails to start as unavailable when no broker answers', async () => {
    const bus = new KafkaEventBus({ brokers: ['127.0.0.1:1'], clientId });
    await expect(bus.start()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await bus.isHealthy()).toBe(false);
    await bus.stop();
  });
});
