import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { isDomainError } from '../src/errors/domain-error';
import { waitUntil } from '../src/events/event-bus.contract';
import { KafkaConsumerGroups } from '../src/events/kafka-consumer-groups';
import { KafkaEventBus } from '../src/events/kafka-event-bus';
import { NamespacedEventBus } from '../src/events/namespaced-event-bus';
import type { EventEnvelope, Subscription } from '../src/events/port';
import { dropRunTopics, uniqueRunName } from './run-name';

const brokers = locatedInfrastructure().kafka?.brokers ?? [];
const clientId = uniqueRunName('rewind-it');
const namespace = uniqueRunName('rewind');
const topics = ['catalog.tracks.v1', 'catalog.sound-effects.v1'];

describeWith(['kafka'], 'a consumer group rewound for a rebuild on a real broker', () => {
  const groups = new KafkaConsumerGroups({ brokers, clientId, namespace });
  let bus: NamespacedEventBus;
  const received: EventEnvelope[] = [];
  const indexer = (event: EventEnvelope) => Promise.resolve(void received.push(event));

  beforeAll(async () => {
    bus = new NamespacedEventBus(new KafkaEventBus({ brokers, clientId }), namespace);
    await bus.start();
  });

  afterAll(async () => {
    await bus.stop();
    await dropRunTopics(brokers, namespace);
  });

  it('refuses while the group has members, naming them; once they are gone, they read everything again', async () => {
    const running: Subscription = await bus.subscribe({ group: 'search', topics }, indexer);
    for (const [index, topic] of [...topics, ...topics, topics[0]!].entries())
      await bus.publish({ topic, key: `id-${index}`, type: 'downbeat.catalog.changed.v1', data: { index } });
    await waitUntil('the indexer read 5 events', () => received.length >= 5, 60_000);

    const refusal = await groups.rewindToEarliest('search', topics).catch((error: unknown) => error);
    expect(isDomainError(refusal, 'failed-precondition')).toBe(true);
    expect((refusal as Error).message).toContain(`${namespace}.search has 1 active member(s): ${clientId} at`);

    await running.stop();
    const moves = await groups.rewindToEarliest('search', topics);
    expect(moves.filter((move) => move.from !== undefined && move.from !== move.to)).not.toHaveLength(0);
    expect(moves.every((move) => move.to === '0')).toBe(true);

    const again = await bus.subscribe({ group: 'search', topics }, indexer);
    await waitUntil('the indexer read the 5 events again', () => received.length >= 10, 60_000);
    await again.stop();
    expect(
      received
        .slice(5)
        .map((event) => event.key)
        .sort(),
    ).toEqual(
      received
        .slice(0, 5)
        .map((event) => event.key)
        .sort(),
    );
  }, 120_000);

  it('says which topic does not exist', async () => {
    await expect(groups.rewindToEarliest('search', ['catalog.nothing.v1'])).rejects.toThrow(
      `no topic ${namespace}.catalog.nothing.v1`,
    );
  });
});
