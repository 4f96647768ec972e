/**
 * CloudEvents 1.0 envelope handling shared by both event-bus adapters: building an envelope from a
 * publish request, the binary-mode header mapping used on Kafka (`ce_*` headers, JSON value), the
 * dead-letter headers, and W3C trace context capture/restore. One place, so both adapters agree.
 */
import { randomUUID } from 'node:crypto';
import { ROOT_CONTEXT, context, propagation, trace } from '@opentelemetry/api';
import { invalidArgument } from '../errors/domain-error';
import {
  deadLetterTopic,
  type DeadLetterInfo,
  type EventEnvelope,
  type PublishRequest,
  type SubscribeRequest,
} from './port';

/** Message headers as plain strings (adapters convert their client's header type). */
export type MessageHeaders = Record<string, string>;

const SPEC_VERSION = '1.0';
const CONTENT_TYPE = 'application/json';

export const ceHeader = {
  specversion: 'ce_specversion',
  id: 'ce_id',
  source: 'ce_source',
  type: 'ce_type',
  time: 'ce_time',
  subject: 'ce_subject',
} as const;

export const dlqHeader = {
  error: 'dlq_error',
  attempts: 'dlq_attempts',
  originalTopic: 'dlq_original_topic',
  originalPartition: 'dlq_original_partition',
  originalOffset: 'dlq_original_offset',
} as const;

/**
 * Builds the envelope for a publish request; validates what every adapter needs. `traceContext` is
 * the active one (`captureTraceContext()`) unless given: a publish of many events captures it once.
 */
export function createEnvelope<T>(
  request: PublishRequest<T>,
  defaultSource: string,
  traceContext = captureTraceContext(),
): EventEnvelope<T> {
  for (const field of ['topic', 'key', 'type'] as const) {
    const value: unknown = request[field];
    if (typeof value !== 'string' || value.length === 0) {
      throw invalidArgument(`event ${field} must be a non-empty string`, [{ key: field, messages: ['required'] }]);
    }
  }
  if (request.data === undefined) {
    throw invalidArgument('event data is required', [{ key: 'data', messages: ['required'] }]);
  }
  const envelope: EventEnvelope<T> = {
    id: request.id ?? randomUUID(),
    type: request.type,
    source: request.source ?? defaultSource,
    time: request.time ?? new Date().toISOString(),
    key: request.key,
    topic: request.topic,
    data: request.data,
  };
  if (request.subject !== undefined) envelope.subject = request.subject;
  if (traceContext) envelope.traceContext = traceContext;
  return envelope;
}

/** Validates what every adapter needs of a subscribe request. */
export function assertSubscribeRequest(request: SubscribeRequest): void {
  if (!request.group)
    throw invalidArgument('subscription group is required', [{ key: 'group', messages: ['required'] }]);
  if (request.topics.length === 0)
    throw invalidArgument('subscribe to at least one topic', [{ key: 'topics', messages: ['required'] }]);
}

/** The active trace context as W3C headers (whatever the global propagator writes), if any. */
export function captureTraceContext(): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/**
 * Runs `work` as a continuation of a trace captured earlier (`captureTraceContext`), for work that
 * happens later and elsewhere than what caused it (a stored delivery sent from a timer); as is
 * without one.
 */
export function inCapturedTraceContext<R>(carrier: Record<string, string> | undefined, work: () => R): R {
  if (!carrier) return work();
  return context.with(propagation.extract(ROOT_CONTEXT, carrier), work);
}

/**
 * Runs a handler inside the producer's trace context. When a span is already active (the kafkajs
 * instrumentation opens a consumer span whose parent is the same producer context), it is kept so
 * the handler's spans hang below the consumer span. Adapters start their consuming loops in the
 * root context, so an active span here can only come from such an instrumentation.
 */
export function runInTraceContext<R>(envelope: EventEnvelope, handler: () => Promise<R>): Promise<R> {
  if (!envelope.traceContext || trace.getSpan(context.active())) return handler();
  return context.with(propagation.extract(ROOT_CONTEXT, envelope.traceContext), handler);
}

/** Binary-mode headers for an envelope (plus dead-letter headers when it is one). */
export function encodeHeaders(envelope: EventEnvelope): MessageHeaders {
  const headers: MessageHeaders = {
    ...envelope.traceContext,
    [ceHeader.specversion]: SPEC_VERSION,
    [ceHeader.id]: envelope.id,
    [ceHeader.source]: envelope.source,
    [ceHeader.type]: envelope.type,
    [ceHeader.time]: envelope.time,
    'content-type': CONTENT_TYPE,
  };
  if (envelope.subject !== undefined) headers[ceHeader.subject] = envelope.subject;
  return envelope.deadLetter ? { ...headers, ...deadLetterHeaders(envelope.deadLetter) } : headers;
}

export function encodeValue(envelope: EventEnvelope): string {
  return JSON.stringify(envelope.data);
}

/** Reads a binary-mode message back into an envelope; throws invalid-argument when it is not one. */
export function decodeMessage(
  topic: string,
  key: string | null,
  value: string | null,
  headers: MessageHeaders,
): EventEnvelope {
  const required = (name: string) => {
    const header = headers[name];
    if (!header) throw invalidArgument(`not a CloudEvent: header ${name} is missing`);
    return header;
  };
  if (required(ceHeader.specversion) !== SPEC_VERSION) {
    throw invalidArgument(`unsupported CloudEvents specversion ${headers[ceHeader.specversion]}`);
  }
  const envelope: EventEnvelope = {
    id: required(ceHeader.id),
    type: required(ceHeader.type),
    source: required(ceHeader.source),
    time: required(ceHeader.time),
    key: key ?? '',
    topic,
    data: parseJson(value),
  };
  const subject = headers[ceHeader.subject];
  if (subject !== undefined) envelope.subject = subject;
  const traceContext = pickTraceContext(headers);
  if (traceContext) envelope.traceContext = traceContext;
  const deadLetter = readDeadLetter(headers);
  if (deadLetter) envelope.deadLetter = deadLetter;
  return envelope;
}

export function deadLetterHeaders(info: DeadLetterInfo): MessageHeaders {
  const headers: MessageHeaders = {
    [dlqHeader.error]: info.error,
    [dlqHeader.attempts]: String(info.attempts),
    [dlqHeader.originalTopic]: info.originalTopic,
  };
  if (info.originalPartition !== undefined) headers[dlqHeader.originalPartition] = String(info.originalPartition);
  if (info.originalOffset !== undefined) headers[dlqHeader.originalOffset] = info.originalOffset;
  return headers;
}

/** The copy of an event that goes to `<topic>.dlq`. */
export function toDeadLetter(envelope: EventEnvelope, info: DeadLetterInfo): EventEnvelope {
  return { ...envelope, topic: deadLetterTopic(info.originalTopic), deadLetter: info };
}

/** A handler error as the text recorded with a dead letter. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

function parseJson(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    throw invalidArgument('event value is not JSON');
  }
}

function pickTraceContext(headers: MessageHeaders): Record<string, string> | undefined {
  let picked: Record<string, string> | undefined;
  for (const name of traceContextFields()) {
    const value = headers[name];
    if (value !== undefined) (picked ??= {})[name] = value;
  }
  return picked;
}

let knownFields: { from: string[]; names: string[] } | undefined;

/** The propagator's header names and the W3C ones, worked out again only when the propagator changes. */
function traceContextFields(): string[] {
  const fields = propagation.fields();
  const known = knownFields;
  if (known && known.from.length === fields.length && fields.every((field, index) => field === known.from[index]))
    return known.names;
  knownFields = { from: fields, names: [...new Set(['traceparent', 'tracestate', ...fields])] };
  return knownFields.names;
}

function readDeadLetter(headers: MessageHeaders): DeadLetterInfo | undefined {
  const error = headers[dlqHeader.error];
  const originalTopic = headers[dlqHeader.originalTopic];
  if (error === undefined || originalTopic === undefined) return undefined;
  const info: DeadLetterInfo = { error, originalTopic, attempts: Number(headers[dlqHeader.attempts] ?? 0) };
  const partition = headers[dlqHeader.originalPartition];
  if (partition !== undefined) info.originalPartition = Number(partition);
  const offset = headers[dlqHeader.originalOffset];
  if (offset !== undefined) info.originalOffset = offset;
  return info;
}
