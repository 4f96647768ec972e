import {
  alreadyExists,
  idempotencyConflict,
  isDomainError,
  type DocumentCollection,
  type DocumentStore,
} from '@downbeat/platform';

/**
 * One accepted analytics batch, recorded BEFORE it is published:
 * - `publishing`: being published (by whoever holds the lease) or the publisher died; a retry
 *   after the lease publishes it again with the same batch id, receive time and event ids, so
 *   even then consumers see each event id once after deduplication;
 * - `published`: Kafka acknowledged every event; a retry gets the stored answer, nothing is sent.
 * Kept for the retention window; an older record is replaced by a new batch.
 */
export interface BatchRecord {
  /** `<partner id>/<idempotency key>`; without a key, `<partner id>/content:<fingerprint>`. */
  _id: string;
  partnerId: string;
  fingerprint: string;
  batchId: string;
  eventsCount: number;
  receivedAt: string;
  state: 'publishing' | 'published';
  leaseUntil: string;
  createdAt: string;
}

export type Claim =
  /** First sight (or the old record expired): publish, then complete. */
  | { kind: 'publish'; record: BatchRecord }
  /** A publish that did not finish: publish again with the record's ids, then complete. */
  | { kind: 'republish'; record: BatchRecord }
  /** Already published: answer with the record. */
  | { kind: 'answered'; record: BatchRecord };

export interface LedgerTimings {
  /** How long retries are recognised (default 24 h). */
  retentionMs: number;
  /** How long a publisher owns a `publishing` record before a retry may take it over. */
  leaseMs: number;
}

export const DEFAULT_LEDGER_TIMINGS: LedgerTimings = { retentionMs: 24 * 60 * 60 * 1000, leaseMs: 30_000 };

/** Owns the `analytics_batches` collection: who publishes a batch, and what its first answer was. */
export class BatchLedger {
  private readonly records: DocumentCollection<BatchRecord>;

  constructor(
    store: DocumentStore,
    private readonly timings: LedgerTimings = DEFAULT_LEDGER_TIMINGS,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.records = store.collection<BatchRecord>('analytics_batches');
  }

  async ensureIndexes(): Promise<void> {
    await this.records.ensureIndexes([{ keys: { createdAt: 1 }, name: 'by_age' }]);
  }

  /** Claims the right to publish `proposal`, or says what happened to an earlier request with this key. */
  async claim(proposal: Omit<BatchRecord, 'state' | 'leaseUntil' | 'createdAt'>): Promise<Claim> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = this.clock();
      const fresh: BatchRecord = {
        ...proposal,
        state: 'publishing',
        leaseUntil: this.leaseFrom(now),
        createdAt: now.toISOString(),
      };
      if (await this.insert(fresh)) return { kind: 'publish', record: fresh };
      const existing = await this.records.findOne({ _id: proposal._id });
      if (!existing) continue;
      if (Date.parse(existing.createdAt) < now.getTime() - this.timings.retentionMs) {
        const replaced = await this.records.replaceOne({ _id: existing._id, createdAt: existing.createdAt }, fresh);
        if (replaced.matched === 1) return { kind: 'publish', record: fresh };
        continue;
      }
      if (existing.fingerprint !== proposal.fingerprint) {
        throw idempotencyConflict(
          'This Idempotency-Key was already used for a different batch; use a new key for new events',
        );
      }
      if (existing.state === 'published') return { kind: 'answered', record: existing };
      if (Date.parse(existing.leaseUntil) > now.getTime()) {
        throw alreadyExists('The first request with this Idempotency-Key is still being processed; retry shortly');
      }
      const leaseUntil = this.leaseFrom(now);
      const taken = await this.records.updateOne(
        { _id: existing._id, state: 'publishing', leaseUntil: existing.leaseUntil },
        { $set: { leaseUntil } },
      );
      if (taken.matched === 1) return { kind: 'republish', record: { ...existing, leaseUntil } };
    }
    throw alreadyExists('Concurrent requests with this Idempotency-Key; retry shortly');
  }

  /** Every event of the batch is acknowledged by Kafka. */
  async complete(record: BatchRecord): Promise<void> {
    await this.records.updateOne({ _id: record._id }, { $set: { state: 'published' } });
  }

  /** Publishing failed: a retry may take over at once instead of waiting for the lease. */
  async release(record: BatchRecord): Promise<void> {
    await this.records.updateOne(
      { _id: record._id, state: 'publishing', leaseUntil: record.leaseUntil },
      { $set: { leaseUntil: this.clock().toISOString() } },
    );
  }

  /** Forgets records past the retention window. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - this.timings.retentionMs).toISOString();
    return this.records.deleteMany({ createdAt: { $lt: cutoff } });
  }

  private leaseFrom(now: Date): string {
    return new Date(now.getTime() + this.timings.leaseMs).toISOString();
  }

  private async insert(record: BatchRecord): Promise<boolean> {
    try {
      await this.records.insertOne(record);
      return true;
    } catch (error) {
      if (isDomainError(error, 'already-exists')) return false;
      throw error;
    }
  }
}
