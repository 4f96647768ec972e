import { randomBytes } from 'node:crypto';
import { waitFor } from '@downbeat/testing';
import type { OtlpReceiver, ReceivedSpan } from './otlp-receiver';

/** OTLP span kinds. */
export const SpanKind = { INTERNAL: 1, SERVER: 2, CLIENT: 3, PRODUCER: 4, CONSUMER: 5 } as const;

/** What a span is expected to be: its process (`service.name`), kind and a pattern of its name. */
export interface SpanShape {
  service: string;
  kind: number;
  name: RegExp;
}

/**
 * A caller's trace context of its own, as a partner's instrumented client would send it: the
 * gateway's server span must continue it, which picks this request's trace out of everything the
 * collector received.
 */
export function callerTraceContext(): { traceId: string; spanId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** Reads the spans of one trace as they arrive, and asserts how they hang together. */
export class TraceEdges {
  constructor(
    private readonly collector: OtlpReceiver,
    readonly traceId: string,
  ) {}

  /** The first span of this trace of that shape, waited for (services export every 200 ms). */
  async span(shape: SpanShape, where: (span: ReceivedSpan) => boolean = () => true): Promise<ReceivedSpan> {
    return waitFor(
      `a ${describe(shape)} span in trace ${this.traceId}`,
      () => this.collector.spans.find((span) => span.traceId === this.traceId && matches(span, shape) && where(span)),
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  }

  /** The span of this trace whose id is `spanId`, waited for. */
  byId(spanId: string): Promise<ReceivedSpan> {
    return waitFor(
      `span ${spanId} in trace ${this.traceId}`,
      () => this.collector.spans.find((span) => span.traceId === this.traceId && span.spanId === spanId),
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  }

  /** The direct parent of `child` (across a process or Kafka boundary), which must be of that shape. */
  async parentOf(child: ReceivedSpan, shape: SpanShape): Promise<ReceivedSpan> {
    const parent = await this.byId(child.parentSpanId);
    expect({ child: child.name, parent: summary(parent) }).toEqual({
      child: child.name,
      parent: expect.objectContaining({
        service: shape.service,
        kind: shape.kind,
        name: expect.stringMatching(shape.name),
      }),
    });
    return parent;
  }

  /**
   * The nearest ancestor of `descendant` of that shape, within one process (spans in between, such
   * as a database call's or a retry's, are allowed); fails naming the path walked when there is none.
   */
  async ancestorOf(descendant: ReceivedSpan, shape: SpanShape): Promise<ReceivedSpan> {
    const walked: string[] = [];
    let current = descendant;
    while (current.parentSpanId) {
      current = await this.byId(current.parentSpanId);
      walked.push(`${current.service} ${current.name}`);
      if (matches(current, shape)) return current;
    }
    throw new Error(
      `no ${describe(shape)} above ${descendant.service} ${descendant.name}; walked: ${walked.join(' ← ')}`,
    );
  }
}

function matches(span: ReceivedSpan, shape: SpanShape): boolean {
  return span.service === shape.service && span.kind === shape.kind && shape.name.test(span.name);
}

function describe(shape: SpanShape): string {
  const kind = Object.entries(SpanKind).find(([, value]) => value === shape.kind)?.[0] ?? String(shape.kind);
  return `${shape.service} ${kind} ${String(shape.name)}`;
}

function summary(span: ReceivedSpan) {
  return { service: span.service, kind: span.kind, name: span.name };
}
