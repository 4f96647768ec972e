import { createHash, randomUUID } from 'node:crypto';
import { validateEvent } from '@downbeat/contracts';
import { invalidArgument, type EventBus, type Logger, type PublishRequest } from '@downbeat/platform';
import {
  acceptBatch,
  analyticsPayload,
  ANALYTICS_EVENT_TYPES,
  type AcceptedEvent,
  type AnalyticsPayload,
  type ReportedEvent,
} from './analytics-events';
import type { BatchLedger } from './batch-ledger';
import type { BatchRecord } from './ports';
import { fingerprintOf, uuidV5 } from './stable-ids';

export const ANALYTICS_TOPIC = 'analytics.events.v1';
/** Idempotency keys are the partner's; long ones are stored hashed. */
const MAX_STORED_KEY_LENGTH = 64;

export interface BatchAnswer {
  batchId: string;
  eventsCount: number;
}

/**
 * The analytics operation: a batch is checked whole, recorded in the ledger, fanned out to one
 * Kafka record per event (keyed by partner id) in one acks=all send, and only then answered.
 */
export class AnalyticsReports {
  constructor(
    private readonly deps: {
      bus: EventBus;
      ledger: BatchLedger;
      logger: Logger;
      clock?: () => Date;
    },
  ) {}

  async report(partnerId: string, events: ReportedEvent[], idempotencyKey: string): Promise<BatchAnswer> {
    if (!partnerId) throw invalidArgument('Bad request', [{ key: 'partnerId', messages: ['is required'] }]);
    const now = this.deps.clock?.() ?? new Date();
    const accepted = acceptBatch(events, now);
    const fingerprint = fingerprintOf(accepted.map(canonical));
    const proposal = {
      _id: `${partnerId}/${ledgerKey(idempotencyKey, fingerprint)}`,
      partnerId,
      fingerprint,
      batchId: randomUUID(),
      eventsCount: accepted.length,
      receivedAt: now.toISOString(),
    };
    // Built (and checked against the schemas) before anything is recorded.
    const firstRequests = publishRequests(accepted, proposal);
    const claim = await this.deps.ledger.claim(proposal);
    if (claim.kind === 'answered') return answerOf(claim.record);
    const requests = claim.kind === 'publish' ? firstRequests : publishRequests(accepted, claim.record);
    try {
      await this.deps.bus.publishAll(requests);
    } catch (error) {
      await this.deps.ledger.release(claim.record).catch(() => undefined);
      throw error;
    }
    // Kafka has every event; a failure to note it only means a retry publishes the same ids again.
    await this.deps.ledger
      .complete(claim.record)
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error, batchId: claim.record.batchId }, 'published batch not marked as published'),
      );
    return answerOf(claim.record);
  }
}

function answerOf(record: BatchRecord): BatchAnswer {
  return { batchId: record.batchId, eventsCount: record.eventsCount };
}

function ledgerKey(idempotencyKey: string, fingerprint: string): string {
  if (!idempotencyKey) return `content:${fingerprint}`;
  return idempotencyKey.length <= MAX_STORED_KEY_LENGTH && /^[\x21-\x7e]+$/.test(idempotencyKey)
    ? `key:${idempotencyKey}`
    : `key-sha256:${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}

/** The content that makes two batches "the same", in a fixed field order. */
function canonical(event: AcceptedEvent): unknown[] {
  return [event.userId, event.occurredAt.toISOString(), event.userConnected ?? null, event.activity];
}

function publishRequests(
  events: AcceptedEvent[],
  record: Pick<BatchRecord, 'partnerId' | 'batchId' | 'receivedAt'>,
): PublishRequest<AnalyticsPayload>[] {
  const batch = { partnerId: record.partnerId, batchId: record.batchId, receivedAt: record.receivedAt };
  return events.map((event, index) => {
    const eventId = uuidV5(record.batchId, String(index));
    const data = analyticsPayload(event, batch, eventId);
    const type = ANALYTICS_EVENT_TYPES[event.activity.type];
    // Producers validate (DESIGN.md); what the checks above let through always passes.
    const validation = validateEvent(type, data);
    if (!validation.valid) {
      throw invalidArgument(
        'Bad request',
        validation.problems.map((problem) => ({
          key: `events[${index}]`,
          messages: [`${problem.field} ${problem.message}`],
        })),
      );
    }
    return {
      topic: ANALYTICS_TOPIC,
      key: record.partnerId,
      subject: record.partnerId,
      type,
      id: eventId,
      time: data.occurredAt,
      data,
    };
  });
}
