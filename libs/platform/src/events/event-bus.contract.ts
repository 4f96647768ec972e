/**
 * The contract every EventBus adapter honours; the memory bus (unit tests) and the Kafka bus
 * (integration tests) both run it, so the embedded mode cannot drift from the real one.
 * `makeBus` returns a started bus with a short retry backoff (a few ms) so retries are quick.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TraceFlags, context, propagation, trace, type SpanContext } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { deadLetterTopic, type EventBatch, type EventBus, type EventEnvelope, type EventHandler } from './port';

export interface EventBusContractOptions {
  /** Deadline for an expected delivery; Kafka needs longer (group joins). */
  timeoutMs?: number;
  /** First segment of every topic the suite creates, so a run can clean up after itself. */
  topicPrefix?: string;
}

export function describeEventBusContract(
  name: string,
  makeBus: () => Promise<EventBus>,
  options: EventBusContractOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const eventually = (what: string, condition: () => boolean) => waitUntil(what, condition, timeoutMs);

  describe(`EventBus contract: ${name}`, () => {
    let bus: EventBus;
    let topic: string;
    const group = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;
    const publish = (key: string, data: unknown, extra: { type?: string } = {}) =>
      bus.publish({ topic, key, type: extra.type ?? 'downbeat.test.thing.v1', data });

    beforeAll(() => installTracing());
    afterAll(() => uninstallTracing());
    beforeEach(async () => {
      topic = `${options.topicPrefix ?? 'contract'}.${randomUUID().slice(0, 8)}.v1`;
      bus = await makeBus();
    });
    afterEach(async () => {
      await bus.stop();
    });

    it('delivers a published event with its CloudEvents envelope intact', async () => {
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      const data = { title: 'Rainy Streets', bpm: 92, tags: ['calm', 'lofi'], nested: { key: 'A minor' } };
      const published = await bus.publish({
        topic,
        key: 'track-1',
        type: 'downbeat.catalog.track.v1',
        subject: 'track-1',
        data,
      });

      await eventually('the event arrives', () => received.length === 1);
      expect(received[0]).toMatchObject({
        id: published.id,
        type: 'downbeat.catalog.track.v1',
        source: published.source,
        subject: 'track-1',
        time: published.time,
        key: 'track-1',
        topic,
        data,
      });
      expect(published.source).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(published.time))).toBe(false);
    });

    it('keeps an id, time and source supplied by the producer, so a re-publish is deduplicable', async () => {
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      const request = {
        topic,
        key: 'k',
        type: 't.v1',
        data: 1,
        id: 'outbox-42',
        time: '2024-05-01T10:00:00.000Z',
        source: '/downbeat/catalog',
      };
      await bus.publish(request);

      await eventually('the event arrives', () => received.length === 1);
      expect(received[0]).toMatchObject({
        id: 'outbox-42',
        time: '2024-05-01T10:00:00.000Z',
        source: '/downbeat/catalog',
      });
    });

    it('publishes a batch whole: every event arrives, in order per key, with its own envelope', async () => {
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      const published = await bus.publishAll(
        [...Array(12).keys()].map((seq) => ({
          topic,
          key: seq % 2 === 0 ? 'partner-a' : 'partner-b',
          type: 'downbeat.test.thing.v1',
          subject: seq % 2 === 0 ? 'partner-a' : 'partner-b',
          id: `batch-1-${seq}`,
          data: { seq },
        })),
      );

      expect(published.map((event) => event.id)).toEqual([...Array(12).keys()].map((seq) => `batch-1-${seq}`));
      await eventually('all 12 events arrive', () => received.length === 12);
      for (const key of ['partner-a', 'partner-b']) {
        const sequence = received.filter((e) => e.key === key).map((e) => (e.data as { seq: number }).seq);
        expect(sequence).toEqual([...Array(12).keys()].filter((seq) => (seq % 2 === 0) === (key === 'partner-a')));
      }
      expect(received.find((e) => e.id === 'batch-1-3')).toMatchObject({
        subject: 'partner-b',
        topic,
        data: { seq: 3 },
      });
    });

    it('publishes nothing of a batch with one invalid request', async () => {
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      await expect(
        bus.publishAll([
          { topic, key: 'k', type: 't.v1', data: { n: 1 } },
          { topic, key: '', type: 't.v1', data: { n: 2 } },
        ]),
      ).rejects.toMatchObject({ kind: 'invalid-argument' });
      await publish('k', { n: 3 });

      await eventually('the later event arrives', () => received.length >= 1);
      expect(received.map((e) => e.data)).toEqual([{ n: 3 }]);
    });

    it('rejects a publish without a key as invalid-argument', async () => {
      await expect(bus.publish({ topic, key: '', type: 't.v1', data: {} })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
    });

    it('keeps the order of events that share a key', async () => {
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      const keys = ['track-a', 'track-b', 'track-c'];
      for (let seq = 0; seq < 15; seq++) for (const key of keys) await publish(key, { seq });

      await eventually('all 45 events arrive', () => received.length === 45);
      for (const key of keys) {
        const sequence = received.filter((e) => e.key === key).map((e) => (e.data as { seq: number }).seq);
        expect(sequence).toEqual([...Array(15).keys()]);
      }
    });

    it('delivers every event to each of two groups', async () => {
      const search: EventEnvelope[] = [];
      const similarity: EventEnvelope[] = [];
      await bus.subscribe({ group: group('search'), topics: [topic] }, collect(search));
      await bus.subscribe({ group: group('similarity'), topics: [topic] }, collect(similarity));
      for (let i = 0; i < 10; i++) await publish(`key-${i}`, { i });

      await eventually('both groups get all 10', () => search.length === 10 && similarity.length === 10);
      expect(ids(search).sort()).toEqual(ids(similarity).sort());
    });

    it('shares the events of one group between its members, each event once', async () => {
      const shared = group('workers');
      const first: EventEnvelope[] = [];
      const second: EventEnvelope[] = [];
      await bus.subscribe({ group: shared, topics: [topic] }, collect(first));
      await bus.subscribe({ group: shared, topics: [topic] }, collect(second));
      for (let i = 0; i < 24; i++) await publish(randomUUID(), { i });

      await eventually('all 24 are handled', () => new Set(ids([...first, ...second])).size === 24);
      expect(first.length + second.length).toBe(24);
      expect(first.length).toBeGreaterThan(0);
      expect(second.length).toBeGreaterThan(0);
    });

    it('redelivers an event whose handler failed, and only then moves on', async () => {
      const attempts: string[] = [];
      let failedOnce = false;
      await bus.subscribe({ group: group('g'), topics: [topic], maxAttempts: 3 }, async (event) => {
        const { name: label } = event.data as { name: string };
        attempts.push(label);
        if (label === 'first' && !failedOnce) {
          failedOnce = true;
          throw new Error('transient failure');
        }
      });
      await publish('k', { name: 'first' });
      await publish('k', { name: 'second' });

      await eventually('both are handled', () => attempts.includes('second'));
      expect(attempts).toEqual(['first', 'first', 'second']);
    });

    it('dead-letters an event that keeps failing, with the error, and keeps consuming', async () => {
      const attempts: string[] = [];
      const deadLetters: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic], maxAttempts: 3 }, async (event) => {
        const { name: label } = event.data as { name: string };
        attempts.push(label);
        if (label === 'poison') throw new Error('cannot index track: bpm is negative');
      });
      await bus.subscribe(
        { group: group('dlq-reader'), topics: [deadLetterTopic(topic)], fromBeginning: true },
        collect(deadLetters),
      );
      const poison = await publish('k', { name: 'poison' });
      await publish('k', { name: 'healthy' });

      await eventually('the healthy event is handled', () => attempts.includes('healthy'));
      await eventually('the poison event reaches the DLQ', () => deadLetters.length === 1);
      expect(attempts).toEqual(['poison', 'poison', 'poison', 'healthy']);
      expect(deadLetters[0]).toMatchObject({
        id: poison.id,
        key: 'k',
        type: poison.type,
        topic: deadLetterTopic(topic),
        data: { name: 'poison' },
        deadLetter: { error: 'cannot index track: bpm is negative', attempts: 3, originalTopic: topic },
      });
    });

    it('starts a new group at the first retained event when it asks for fromBeginning', async () => {
      await publish('k', { n: 1 });
      await publish('k', { n: 2 });
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic], fromBeginning: true }, collect(received));

      await eventually('both earlier events arrive', () => received.length === 2);
      expect(received.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    });

    it('starts a new group after the existing events otherwise', async () => {
      await publish('k', { n: 'before' });
      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: group('g'), topics: [topic] }, collect(received));
      await publish('k', { n: 'after' });

      await eventually('the later event arrives', () => received.length >= 1);
      expect(received.map((e) => e.data)).toEqual([{ n: 'after' }]);
    });

    it('resumes a group where it left off, whatever fromBeginning says', async () => {
      const shared = group('g');
      const before: EventEnvelope[] = [];
      const first = await bus.subscribe({ group: shared, topics: [topic], fromBeginning: true }, collect(before));
      await publish('k', { n: 1 });
      await eventually('the first event is handled', () => before.length === 1);
      await first.stop();

      await publish('k', { n: 2 });
      const after: EventEnvelope[] = [];
      await bus.subscribe({ group: shared, topics: [topic], fromBeginning: true }, collect(after));
      await eventually('the second event arrives', () => after.length >= 1);
      expect(after.map((e) => e.data)).toEqual([{ n: 2 }]);
    });

    it('gives an event not yet handled when its member stops to the next member of the group', async () => {
      const shared = group('g');
      let failures = 0;
      const failing = await bus.subscribe({ group: shared, topics: [topic], maxAttempts: 1_000 }, async () => {
        failures++;
        throw new Error('downstream is down');
      });
      const event = await publish('k', { n: 1 });
      await eventually('the first member tried', () => failures > 0);
      await failing.stop();

      const received: EventEnvelope[] = [];
      await bus.subscribe({ group: shared, topics: [topic] }, collect(received));
      await eventually('the event is redelivered', () => received.length === 1);
      expect(received[0]?.id).toBe(event.id);
    });

    it('runs the handler in the trace context of the publisher', async () => {
      const seen = new Map<string, string | undefined>();
      const subscriberSpan = newSpanContext();
      await context.with(trace.setSpanContext(context.active(), subscriberSpan), () =>
        bus.subscribe({ group: group('g'), topics: [topic] }, async (event) => {
          seen.set(event.id, trace.getSpanContext(context.active())?.traceId);
        }),
      );
      const producerSpan = newSpanContext();
      const traced = await context.with(trace.setSpanContext(context.active(), producerSpan), () =>
        publish('k', { n: 1 }),
      );
      const untraced = await publish('k', { n: 2 });

      await eventually('both events are handled', () => seen.size === 2);
      expect(traced.traceContext?.traceparent).toContain(producerSpan.traceId);
      expect(seen.get(traced.id)).toBe(producerSpan.traceId);
      expect(seen.get(untraced.id)).toBeUndefined();
    });

    it('lets an in-flight handler finish before stop resolves, and commits its event', async () => {
      const shared = group('g');
      const steps: string[] = [];
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const subscription = await bus.subscribe({ group: shared, topics: [topic] }, async () => {
        steps.push('handler started');
        await gate;
        steps.push('handler finished');
      });
      await publish('k', { n: 1 });
      await eventually('the handler is running', () => steps.length === 1);

      const stopped = subscription.stop().then(() => steps.push('stop resolved'));
      // An observation window, not synchronisation: a stop that does not wait would resolve here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(steps).toEqual(['handler started']);
      release();
      await stopped;
      expect(steps).toEqual(['handler started', 'handler finished', 'stop resolved']);

      await publish('k', { n: 2 });
      const after: EventEnvelope[] = [];
      await bus.subscribe({ group: shared, topics: [topic] }, collect(after));
      await eventually('the next event arrives', () => after.length >= 1);
      expect(after.map((e) => e.data)).toEqual([{ n: 2 }]);
    });

    describe('in batches', () => {
      const flat = (batches: EventBatch[]) =>
        batches.flatMap((batch) => batch.events.map((event) => ({ ...event, partition: batch.partition })));
      const collectBatches = (into: EventBatch[]) => async (batch: EventBatch) => void into.push(batch);

      it('hands over events of one partition per batch, in order, with increasing offsets, each once', async () => {
        const batches: EventBatch[] = [];
        await bus.subscribeBatches({ group: group('g'), topics: [topic] }, collectBatches(batches));
        await bus.publishAll(
          [...Array(30).keys()].map((seq) => ({ topic, key: `partner-${seq % 3}`, type: 't.v1', data: { seq } })),
        );

        await eventually('all 30 events arrive', () => flat(batches).length === 30);
        for (const batch of batches) expect(batch.topic).toBe(topic);
        for (const key of ['partner-0', 'partner-1', 'partner-2']) {
          const events = flat(batches).filter((event) => event.envelope.key === key);
          expect(events.map((event) => (event.envelope.data as { seq: number }).seq)).toEqual(
            [...Array(30).keys()].filter((seq) => `partner-${seq % 3}` === key),
          );
          expect(new Set(events.map((event) => event.partition)).size).toBe(1);
          const offsets = events.map((event) => event.offset);
          expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
          expect(new Set(offsets).size).toBe(offsets.length);
        }
      });

      it('retries a failed batch whole, with the same events and offsets', async () => {
        const attempts: EventBatch[] = [];
        await bus.subscribeBatches({ group: group('g'), topics: [topic], maxAttempts: 3 }, async (batch) => {
          attempts.push(batch);
          if (attempts.length === 1) throw new Error('store is down');
        });
        await bus.publishAll([1, 2, 3].map((n) => ({ topic, key: 'k', type: 't.v1', data: { n } })));

        await eventually('a retry follows the failure', () => attempts.length >= 2);
        const [failed, retried] = attempts;
        expect(retried?.events.map((e) => [e.offset, e.envelope.id])).toEqual(
          failed?.events.map((e) => [e.offset, e.envelope.id]),
        );
        await eventually('all 3 events are handled', () => flat(attempts.slice(1)).length >= 3);
      });

      it('resumes a group after its last handled batch; an event keeps its offset', async () => {
        const shared = group('g');
        const before: EventBatch[] = [];
        const first = await bus.subscribeBatches(
          { group: shared, topics: [topic], fromBeginning: true },
          collectBatches(before),
        );
        await bus.publishAll([1, 2].map((n) => ({ topic, key: 'k', type: 't.v1', data: { n } })));
        await eventually('the first events are handled', () => flat(before).length === 2);
        await first.stop();

        await publish('k', { n: 3 });
        const after: EventBatch[] = [];
        await bus.subscribeBatches({ group: shared, topics: [topic], fromBeginning: true }, collectBatches(after));
        await eventually('the third event arrives', () => flat(after).length >= 1);
        const again: EventBatch[] = [];
        await bus.subscribeBatches(
          { group: group('replay'), topics: [topic], fromBeginning: true },
          collectBatches(again),
        );
        await eventually('a new group replays all three', () => flat(again).length === 3);

        expect(flat(after).map((e) => e.envelope.data)).toEqual([{ n: 3 }]);
        expect(flat(again).map((e) => e.offset)).toEqual([...flat(before), ...flat(after)].map((e) => e.offset));
      });

      it('starts a new group after the existing events unless it asks for fromBeginning', async () => {
        await publish('k', { n: 'before' });
        const batches: EventBatch[] = [];
        await bus.subscribeBatches({ group: group('g'), topics: [topic] }, collectBatches(batches));
        await publish('k', { n: 'after' });

        await eventually('the later event arrives', () => flat(batches).length >= 1);
        expect(flat(batches).map((e) => e.envelope.data)).toEqual([{ n: 'after' }]);
      });

      it('dead-letters every event of a batch that keeps failing, and moves on', async () => {
        const handled: unknown[] = [];
        const deadLetters: EventEnvelope[] = [];
        await bus.subscribeBatches({ group: group('g'), topics: [topic], maxAttempts: 2 }, async (batch) => {
          if (batch.events.some((e) => (e.envelope.data as { name: string }).name === 'poison'))
            throw new Error('cannot count');
          handled.push(...batch.events.map((e) => e.envelope.data));
        });
        await bus.subscribe(
          { group: group('dlq-reader'), topics: [deadLetterTopic(topic)], fromBeginning: true },
          collect(deadLetters),
        );
        await bus.publishAll(
          ['poison', 'neighbour'].map((name) => ({ topic, key: 'k', type: 't.v1', data: { name } })),
        );
        await eventually('the batch is dead-lettered', () => deadLetters.length >= 1);
        await publish('k', { name: 'healthy' });

        await eventually('the next event is handled', () => handled.length >= 1);
        expect(handled).toEqual([{ name: 'healthy' }]);
        expect(deadLetters[0]).toMatchObject({
          data: { name: 'poison' },
          deadLetter: { error: 'cannot count', attempts: 2, originalTopic: topic },
        });
      });
    });

    it('reports healthy while running, and refuses to publish once stopped', async () => {
      expect(await bus.isHealthy()).toBe(true);
      await bus.stop();
      expect(await bus.isHealthy()).toBe(false);
      await expect(publish('k', {})).rejects.toMatchObject({ kind: 'unavailable' });
    });
  });
}

function collect(into: EventEnvelope[]): EventHandler {
  return async (event) => {
    into.push(event);
  };
}

const ids = (events: EventEnvelope[]) => events.map((e) => e.id);

function newSpanContext(): SpanContext {
  return {
    traceId: randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    traceFlags: TraceFlags.SAMPLED,
  };
}

/** Polls a condition until it holds or the deadline passes; never a fixed sleep. */
export async function waitUntil(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Trace context needs a context manager and a W3C propagator. A service gets both from the
// OpenTelemetry SDK (telemetry/); here we register them unless something already did.
let installedContextManager = false;
let installedPropagator = false;

function installTracing(): void {
  installedContextManager = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  installedPropagator = propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

function uninstallTracing(): void {
  if (installedContextManager) context.disable();
  if (installedPropagator) propagation.disable();
}
