import { context, propagation, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { Producer, ProducerBatch } from 'kafkajs';
import { ReplaceableProducer } from './kafka-producer';
import { KafkaSendQueue } from './kafka-send-queue';

/** A kafkajs producer that keeps every batch it was asked to send, and answers when told to. */
function recordingProducer() {
  const batches: ProducerBatch[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const producer = {
    connect: async () => undefined,
    disconnect: async () => undefined,
    sendBatch: (batch: ProducerBatch) =>
      new Promise<void>((resolve, reject) => {
        batches.push(batch);
        pending.push({ resolve, reject });
      }),
  } as unknown as Producer;
  return {
    batches,
    queue: (maxBytes?: number) => new KafkaSendQueue(new ReplaceableProducer(() => producer), maxBytes),
    /** Answers the oldest unanswered send. */
    acknowledge: () => pending.shift()!.resolve(),
    fail: (message: string) => pending.shift()!.reject(new Error(message)),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const records = (topic: string, ...values: string[]) => [
  { topic, messages: values.map((value) => ({ key: 'partner', value })) },
];
const valuesOf = (batch: ProducerBatch) =>
  (batch.topicMessages ?? []).map(({ topic, messages }) => [topic, messages.map((message) => message.value)]);

describe('KafkaSendQueue', () => {
  it('sends publishes made while a send is in flight together, acks=all, each answered with its send', async () => {
    const kafka = recordingProducer();
    const queue = kafka.queue();
    const answered: string[] = [];
    const first = queue.send(records('a', '1')).then(() => answered.push('first'));
    await turn();
    const second = queue.send(records('a', '2', '3')).then(() => answered.push('second'));
    const third = queue.send(records('b', '4')).then(() => answered.push('third'));
    await turn();
    expect(kafka.batches.map(valuesOf)).toEqual([[['a', ['1']]]]);

    kafka.acknowledge();
    await first;
    await turn();
    expect(answered).toEqual(['first']);
    expect(kafka.batches).toHaveLength(2);
    expect(kafka.batches[1]!.acks).toBe(-1);
    expect(valuesOf(kafka.batches[1]!)).toEqual([
      ['a', ['2', '3']],
      ['b', ['4']],
    ]);

    kafka.acknowledge();
    await Promise.all([second, third]);
    expect(answered).toEqual(['first', 'second', 'third']);
  });

  it('fails every publish of a failed send, and sends the next ones afresh', async () => {
    const kafka = recordingProducer();
    const queue = kafka.queue();
    const blocker = queue.send(records('a', '0'));
    await turn();
    const one = queue.send(records('a', '1'));
    const two = queue.send(records('a', '2'));
    kafka.acknowledge();
    await blocker;
    await turn();
    kafka.fail('broker went away');
    await expect(one).rejects.toThrow('broker went away');
    await expect(two).rejects.toThrow('broker went away');

    const after = queue.send(records('a', '3'));
    await turn();
    expect(valuesOf(kafka.batches.at(-1)!)).toEqual([['a', ['3']]]);
    kafka.acknowledge();
    await after;
  });

  it('keeps a send under its byte budget, but never holds back a publish larger than it', async () => {
    const kafka = recordingProducer();
    const queue = kafka.queue(200);
    const blocker = queue.send(records('a', '0'));
    await turn();
    const big = 'x'.repeat(300);
    const sends = [queue.send(records('a', big)), queue.send(records('a', '1')), queue.send(records('a', '2'))];
    for (let i = 0; i < 3; i++) {
      kafka.acknowledge();
      await turn();
      await turn();
    }
    await Promise.all([blocker, ...sends]);
    expect(kafka.batches.map(valuesOf)).toEqual([[['a', ['0']]], [['a', [big]]], [['a', ['1', '2']]]]);
  });

  it('gives each record of a shared send the trace of its own publish, its headers in the order built', async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      const kafka = recordingProducer();
      const queue = kafka.queue();
      const inTrace = (traceId: string, work: () => Promise<void>) =>
        context.with(
          trace.setSpanContext(context.active(), {
            traceId,
            spanId: '00f067aa0ba902b7',
            traceFlags: TraceFlags.SAMPLED,
          }),
          work,
        );
      const built = (value: string) => ({
        topic: 'a',
        messages: [
          { key: 'p', value, headers: { traceparent: 'stale', ce_id: value, 'content-type': 'application/json' } },
        ],
      });
      const blocker = queue.send(records('a', '0'));
      await turn();
      const first = inTrace('4bf92f3577b34da6a3ce929d0e0e4736', () => queue.send([built('1')]));
      const second = inTrace('0af7651916cd43dd8448eb211c80319c', () => queue.send([built('2')]));
      kafka.acknowledge();
      await blocker;
      await turn();
      const shared = kafka.batches[1]!.topicMessages![0]!.messages;
      expect(shared.map((message) => Object.keys(message.headers!))).toEqual([
        ['traceparent', 'ce_id', 'content-type'],
        ['traceparent', 'ce_id', 'content-type'],
      ]);
      expect(shared.map((message) => String(message.headers!.traceparent).split('-')[1])).toEqual([
        '4bf92f3577b34da6a3ce929d0e0e4736',
        '0af7651916cd43dd8448eb211c80319c',
      ]);
      kafka.acknowledge();
      await Promise.all([first, second]);
    } finally {
      propagation.disable();
      context.disable();
    }
  });
});
