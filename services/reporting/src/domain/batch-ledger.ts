import { alreadyExists, idempotencyConflict } from '@downbeat/platform';
import type { BatchRecord, BatchRecords } from './ports';

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

/** Who publishes a batch, and what its first answer was (records kept by a `BatchRecords`). */
export class BatchLedger {
  constructor(
    private readonly records: BatchRecords,
    private readonly timings: LedgerTimings = DEFAULT_LEDGER_TIMINGS,
    private readonly clock: () => Date = () => new Date(),
  ) {}

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
      if (await this.records.insert(fresh)) return { kind: 'publish', record: fresh };
      const existing = await this.records.get(proposal._id);
      if (!existing) continue;
      if (Date.parse(existing.createdAt) < now.getTime() - this.timings.retentionMs) {
        if (await this.records.replaceCreated(existing.createdAt, fresh)) return { kind: 'publish', record: fresh };
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
      if (await this.records.moveLease(existing._id, existing.leaseUntil, leaseUntil))
        return { kind: 'republish', record: { ...existing, leaseUntil } };
    }
    throw alreadyExists('Concurrent requests with this Idempotency-Key; retry shortly');
  }

  /** Every event of the batch is acknowledged by Kafka. */
  async complete(record: BatchRecord): Promise<void> {
    await this.records.markPublished(record);
  }

  /** Publishing failed: a retry may take over at once instead of waiting for the lease. */
  async release(record: BatchRecord): Promise<void> {
    await this.records.moveLease(record._id, record.leaseUntil, this.clock().toISOString());
  }

  /** Forgets records past the retention window. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - this.timings.retentionMs).toISOString();
    return this.records.deleteCreatedBefore(cutoff);
  }

  private leaseFrom(now: Date): string {
    return new Date(now.getTime() + this.timings.leaseMs).toISOString();
  }
}
