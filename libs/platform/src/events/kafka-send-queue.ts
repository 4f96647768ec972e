import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Message, ProducerBatch, TopicMessages } from 'kafkajs';
import { GroupCommit } from '../passes/group-commit';
import type { ReplaceableProducer } from './kafka-producer';
import { uninstrumented } from './uninstrumented';

/**
 * Bytes of records in one shared send; a single larger publish still goes (alone). Half the
 * broker's default limit on a partition's batch (`message.max.bytes`, 1 MB): a partner's analytics
 * all go to one partition, so a shared send must never be refused for its size.
 */
export const DEFAULT_MAX_SEND_BYTES = 512 * 1024;

/** A record's lengths, attributes, timestamp and offset deltas, and its headers' lengths: less than this. */
const RECORD_FRAMING = 64;

const tracer = trace.getTracer('@downbeat/platform/events');

/**
 * Group commit for Kafka: publishes that arrive while a send is in flight go together in the next
 * one. The bus's producer sends one request at a time (kafka-producer.ts explains why), so sixteen
 * concurrent publishes were sixteen acks=all round trips one after another; now they are one or
 * two, each publish answered when the send carrying its records is acknowledged. At low load a
 * publish is sent at once (no linger).
 *
 * A failed send fails every publish in it: each caller hears "failed" for records that may have
 * been written, exactly as when it sent alone (the producer is replaced, nothing is acknowledged).
 * Records keep their order within a publish, and publishes their order of arrival.
 *
 * Traces: the kafkajs instrumentation would open a span per record in the context of whoever
 * started the send, and rewrite every record's `traceparent` with it, so records of the others
 * would join a stranger's trace. A merged send therefore goes past it (the unwrapped `sendBatch`):
 * each publish gets one producer span of its own here, in its publisher's trace, and its records
 * carry that span as their trace context — so a consumer links to the send, as with the wrapper.
 */
export class KafkaSendQueue {
  private readonly sends: GroupCommit<TopicMessages[], void>;

  constructor(producer: ReplaceableProducer, maxBytes = DEFAULT_MAX_SEND_BYTES) {
    this.sends = new GroupCommit<TopicMessages[], void>(
      async (publishes) => {
        const batch: ProducerBatch = { acks: -1, topicMessages: merged(publishes) };
        await producer.send((kafka) => uninstrumented(kafka.sendBatch).call(kafka, batch));
        return publishes.map(() => undefined);
      },
      { maxWeight: maxBytes, weigh: sizeOf },
    );
  }

  /** Sends the records (their headers get the send's trace context: the queue owns them from here). */
  async send(topicMessages: TopicMessages[]): Promise<void> {
    const span = tracer.startSpan(`send ${topicMessages.map((entry) => entry.topic).join(',')}`, {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.operation.type': 'send',
        'messaging.batch.message_count': topicMessages.reduce((sum, entry) => sum + entry.messages.length, 0),
      },
    });
    try {
      await this.sends.submit(withTraceOf(span, topicMessages));
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) });
      throw error;
    } finally {
      span.end();
    }
  }
}

function merged(publishes: TopicMessages[][]): TopicMessages[] {
  const byTopic = new Map<string, Message[]>();
  for (const publish of publishes) {
    for (const { topic, messages } of publish) {
      const all = byTopic.get(topic);
      if (all) all.push(...messages);
      else byTopic.set(topic, [...messages]);
    }
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
}

/**
 * The records with the producer span as their W3C trace context (unchanged when nothing is
 * traced). Written into the records' own headers, which the bus builds for this send alone: copying
 * every record and its headers cost two objects per record. The header order stays as built.
 */
function withTraceOf(span: Span, topicMessages: TopicMessages[]): TopicMessages[] {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), carrier);
  const fields = Object.entries(carrier);
  if (fields.length === 0) return topicMessages;
  for (const { messages } of topicMessages) {
    for (const message of messages) {
      const headers = (message.headers ??= {});
      for (const [name, value] of fields) headers[name] = value;
    }
  }
  return topicMessages;
}

/** Key, value and headers: what the records add to the request, give or take their framing. */
function sizeOf(topicMessages: TopicMessages[]): number {
  let bytes = 0;
  for (const { messages } of topicMessages) {
    for (const message of messages) {
      bytes += RECORD_FRAMING + lengthOf(message.key) + lengthOf(message.value);
      for (const [name, value] of Object.entries(message.headers ?? {})) {
        bytes +=
          Buffer.byteLength(name) +
          (Array.isArray(value) ? value.reduce((sum, item) => sum + lengthOf(item), 0) : lengthOf(value));
      }
    }
  }
  return bytes;
}

function lengthOf(value: string | Buffer | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'string' ? Buffer.byteLength(value) : value.byteLength;
}
