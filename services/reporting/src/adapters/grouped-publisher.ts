/**
 * Publishes concurrent analytics batches in shared produce requests. The bus's idempotent producer
 * sends one request at a time (libs/platform kafka-producer.ts: a second send while one retries
 * could lose an acknowledged batch), so 16 concurrent batches used to wait for 16 round trips of
 * acks=all one after another; grouped, the batches that arrive while one request is in flight go
 * out together in the next. All or nothing per request: when it fails, every batch in it fails
 * (its caller answers 503 and releases its ledger record), exactly as a batch sent alone would.
 * Records keep their order: a partner's batches enter the group in the order they were accepted.
 */
import type { EventBus, EventEnvelope, PublishRequest } from '@downbeat/platform';
import { GroupCommit } from '../group-commit';

/**
 * At most this much JSON per produce request. The broker refuses a record batch (all records of
 * one partition, i.e. of a partner) over `message.max.bytes`, 1 MiB by default; headers and the
 * record framing come on top of the value, so this stays well under it.
 */
const MAX_GROUP_BYTES = 384 * 1024;
/** What the CloudEvents headers and framing of one record add to its value, about. */
const RECORD_OVERHEAD_BYTES = 400;

export type Publisher = Pick<EventBus, 'publishAll'>;

export class GroupedPublisher implements Publisher {
  private readonly sends: GroupCommit<PublishRequest<unknown>[], EventEnvelope<unknown>[]>;

  constructor(bus: Publisher) {
    this.sends = new GroupCommit(
      async (batches) => {
        const envelopes = await bus.publishAll(batches.flat());
        let from = 0;
        return batches.map((batch) => envelopes.slice(from, (from += batch.length)));
      },
      { weigh: weightOf, maxWeight: MAX_GROUP_BYTES },
    );
  }

  /** Resolves once Kafka acknowledged every record of `requests` (and of the rest of its group). */
  async publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]> {
    return (await this.sends.submit(requests as PublishRequest<unknown>[])) as EventEnvelope<T>[];
  }
}

function weightOf(requests: PublishRequest<unknown>[]): number {
  return requests.reduce((sum, request) => sum + JSON.stringify(request.data).length + RECORD_OVERHEAD_BYTES, 0);
}
