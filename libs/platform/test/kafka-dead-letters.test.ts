import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { waitUntil } from '../src/events/event-bus.contract';
import { KafkaDeadLetters, type DeadLetterRecord } from '../src/events/kafka-dead-letters';
import { KafkaEventBus } from '../src/events/kafka-event-bus';
import { NamespacedEventBus } from '../src/events/namespaced-event-bus';
import type { EventEnvelope } from '../src/events/port';
import { dropRunTopics, uniqueRunName } from './run-name';

const brokers = locatedInfrastructure().kafka?.brokers ?? [];
const clientId = uniqueRunName('dlq-it');
/** KAFKA_TOPIC_NAMESPACE of this run: the services' bus and the replay must agree on it. */
const namespace = uniqueRunName('dlq');
const topic = 'catalog.tracks.v1';

describeWith(['kafka'], 'dead letters replayed to their topic on a real broker', () => {
  const raw = new Kafka({ clientId, brokers, logLevel: logLevel.NOTHING });
  const deadLetters = new KafkaDeadLetters({ brokers, clientId, namespace });
  let bus: NamespacedEventBus;
  let failing = true;
  const received: EventEnvelope[] = [];
  const published: EventEnvelope[] = [];

  beforeAll(async () => {
    bus = new NamespacedEventBus(
      new KafkaEventBus({ brokers, clientId, retry: { initialBackoffMs: 10, maxBackoffMs: 20 } }),
      namespace,
    );
    await bus.start();
    // The indexer of the story: it fails (an outage) until the cause is fixed, then succeeds.
    await bus.subscribe({ group: 'search', topics: [topic], maxAttempts: 2 }, async (event) => {
      if (failing) throw new Error('OpenSearch unavailable');
      received.push(event);
    });
    for (const trackId of ['track-1', 'track-2', 'track-3', 'track-4'])
      published.push(
        await bus.publish({
          topic,
          key: trackId,
          subject: trackId,
          type: 'downbeat.catalog.track.v1',
          data: { trackId },
        }),
      );
    await waitUntil('4 dead letters', async () => (await deadLetters.list(topic)).length >= 4, 60_000);
  }, 120_000);

  afterAll(async () => {
    await bus.stop();
    await dropRunTopics(brokers, namespace);
  });

  /** The original topic as it is on the wire, from the start, until `count` records arrived. */
  async function readTopic(count: number): Promise<KafkaMessage[]> {
    const consumer = raw.consumer({ groupId: `raw-${randomUUID()}` });
    const messages: KafkaMessage[] = [];
    try {
      await consumer.connect();
      await consumer.subscribe({ topics: [`${namespace}.${topic}`], fromBeginning: true });
      await consumer.run({ eachMessage: async ({ message }) => void messages.push(message) });
      await waitUntil(`${count} records on ${topic}`, () => messages.length >= count, 60_000);
      await sleep(1_000); // anything beyond `count` would show up here
    } finally {
      await consumer.disconnect();
    }
    return messages;
  }

  const headerText = (message: KafkaMessage) =>
    Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]));

  it('lists each dead letter with why it failed, where it came from and its CloudEvent id', async () => {
    const letters = await deadLetters.list(`${topic}.dlq`);
    expect(letters.map((letter) => letter.eventId).sort()).toEqual(published.map((event) => event.id).sort());
    const first = letters.find((letter) => letter.key === 'track-1') as DeadLetterRecord;
    expect(first).toMatchObject({
      topic: `${topic}.dlq`,
      originalTopic: topic,
      error: 'OpenSearch unavailable',
      attempts: 2,
      eventType: 'downbeat.catalog.track.v1',
      passed: false,
    });
    expect(first.headers.ce_subject).toBe('track-1');
    expect(await deadLetters.list(topic, { eventId: published[1]!.id })).toHaveLength(1);
    expect(await deadLetters.list(topic, { since: new Date(Date.now() + 60_000) })).toHaveLength(0);
  });

  it('replays each dead letter once, with its key and every header, even when a replay is interrupted', async () => {
    // Another replay of the topic is running (a member in the replay group): this one waits its turn.
    const other = raw.consumer({ groupId: `${namespace}.downbeat-dlq-replay.${topic}.dlq` });
    const joined = new Promise((resolve) => other.on(other.events.GROUP_JOIN, resolve));
    await other.connect();
    await other.subscribe({ topics: [`${namespace}.${topic}.dlq`] });
    await other.run({ autoCommit: false, eachMessage: async () => undefined });
    await joined;
    await expect(deadLetters.replay(topic)).rejects.toThrow(/a replay is running in consumer group .*dlq-it/);
    await other.disconnect();

    const dryRun = await deadLetters.replay(topic, { dryRun: true });
    expect(dryRun.replayed).toBe(4);
    failing = false; // the cause is fixed

    // Interrupted after the first record: it is replayed and committed, nothing else.
    const interrupt = new AbortController();
    const first = await deadLetters.replay(topic, {
      signal: interrupt.signal,
      onRecord: () => interrupt.abort(),
    });
    expect(first.replayed).toBe(1);
    const rest = await deadLetters.replay(topic);
    expect(rest.replayed).toBe(3);
    expect((await deadLetters.replay(topic)).replayed).toBe(0);

    await waitUntil('the handler received the 4 replayed events', () => received.length >= 4, 60_000);
    await sleep(2_000);
    expect(received.map((event) => event.id).sort()).toEqual(published.map((event) => event.id).sort());
    expect(received.map((event) => event.key).sort()).toEqual(['track-1', 'track-2', 'track-3', 'track-4']);
    expect(received.every((event) => event.subject === event.key && event.topic === topic)).toBe(true);

    // On the wire: each event twice (the original and its one copy), the copy identical but for nothing.
    const records = await readTopic(8);
    expect(records).toHaveLength(8);
    for (const event of published) {
      const copies = records.filter((record) => headerText(record).ce_id === event.id);
      expect(copies).toHaveLength(2);
      const [original, replayed] = copies as [KafkaMessage, KafkaMessage];
      expect(replayed.key?.toString()).toBe(original.key?.toString());
      expect(replayed.value?.toString()).toBe(original.value?.toString());
      expect(headerText(replayed)).toEqual(headerText(original));
      expect(Object.keys(headerText(replayed)).some((name) => name.startsWith('dlq_'))).toBe(false);
    }
    expect((await deadLetters.list(topic)).every((letter) => letter.passed)).toBe(true);
  }, 180_000);
});
