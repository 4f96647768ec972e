import type { DocumentStore, EventBus, Subscription } from '@downbeat/platform';
import { ANALYTICS_TOPIC } from './domain/analytics-reports';
import { DailyUsageCounts } from './domain/daily-usage';
import { UsageDayRecords } from './store/usage-days';

/** Consumer group of the daily aggregates (DESIGN.md: group = service name). */
const AGGREGATES_GROUP = 'reporting';
/**
 * Counting retries a failed batch (backoff up to 5 s) instead of dead-lettering it: a dead-lettered
 * batch would be committed uncounted, and later batches move the stored offsets past it, so it
 * could never be counted again. What fails here is the store being unavailable, which passes.
 */
const COUNTING_ATTEMPTS = Number.MAX_SAFE_INTEGER;
/**
 * Counting writes once per partner-day per batch, and FerretDB rewrites the whole day document
 * each time: the broker gathers up to 4 MiB (~6,000 events) or a second's worth before handing a
 * batch over, so a busy partner's day is written a few times a second, not once per produce
 * request. Counts appear at most a second later.
 */
const COUNTING_GATHER = { minBytes: 4 * 1024 * 1024, maxWaitMs: 1_000 };

/**
 * Counts the daily aggregates from analytics.events.v1, batches with offsets (the offsets make
 * counting exactly once: domain/daily-usage.ts). Stopping it leaves uncommitted events to be
 * redelivered to the next start.
 */
export function countDailyUsage(bus: EventBus, store: DocumentStore): Promise<Subscription> {
  const counts = new DailyUsageCounts(new UsageDayRecords(store));
  return bus.subscribeBatches(
    {
      group: AGGREGATES_GROUP,
      topics: [ANALYTICS_TOPIC],
      fromBeginning: true,
      maxAttempts: COUNTING_ATTEMPTS,
      gather: COUNTING_GATHER,
      // Counting is a sum per batch: a span per counted record (thousands a second) says nothing.
      traceRecords: false,
    },
    (batch) => counts.countBatch(batch),
  );
}
