import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  type Subscription,
} from '@downbeat/platform';
import { AnalyticsReports, ANALYTICS_TOPIC } from './domain/analytics-reports';
import { BatchLedger, DEFAULT_LEDGER_TIMINGS, type LedgerTimings } from './domain/batch-ledger';
import { DailyUsageCounts } from './domain/daily-usage';
import { UsageReports } from './domain/usage-reports';
import { reportingHandlers } from './grpc/reporting-handlers';
import { BatchRecordStore } from './store/batch-records';
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
 * (up to ~0.5 MB) each time: the broker gathers up to 4 MiB (~6,000 events) or a second's worth
 * before handing a batch over, so a busy partner's day is written a few times a second, not
 * once per produce request. Counts appear at most a second later.
 */
const COUNTING_GATHER = { minBytes: 4 * 1024 * 1024, maxWaitMs: 1_000 };
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface ReportingOptions {
  address: string;
  logger: Logger;
  bus: EventBus;
  /** Idempotency records of analytics batches and the daily aggregates. */
  store: DocumentStore;
  ledger?: Partial<LedgerTimings>;
}

/**
 * Starts the reporting service: analytics batches and usage reports published for data teams
 * (acks=all before the answer, retries recognised through the batch ledger), and the daily
 * aggregates counted from analytics.events.v1. Stopping it stops counting (uncommitted events are
 * redelivered to the next start) and the gRPC server; the caller owns the bus and the store.
 */
export async function startReportingService(options: ReportingOptions): Promise<HostedService> {
  const { logger, bus, store } = options;
  const batches = new BatchRecordStore(store);
  const ledger = new BatchLedger(batches, { ...DEFAULT_LEDGER_TIMINGS, ...options.ledger });
  const dailyUsage = new DailyUsageCounts(new UsageDayRecords(store));
  await batches.ensureIndexes().catch((error: unknown) => logger.warn({ err: error }, 'indexes not ensured yet'));
  // Batches with offsets: the offsets make counting exactly once (domain/daily-usage.ts).
  const counting: Subscription = await bus.subscribeBatches(
    {
      group: AGGREGATES_GROUP,
      topics: [ANALYTICS_TOPIC],
      fromBeginning: true,
      maxAttempts: COUNTING_ATTEMPTS,
      gather: COUNTING_GATHER,
      // Counting is a sum per batch: a span per counted record (thousands a second) says nothing.
      traceRecords: false,
    },
    (batch) => dailyUsage.countBatch(batch),
  );
  const pruning = setInterval(() => {
    ledger.prune().catch((error: unknown) => logger.warn({ err: error }, 'could not prune the batch ledger'));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  const hosted = await hostGrpcService({
    address: options.address,
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.reporting.v1.ReportingService',
        definition: loadProtos().downbeat.reporting.v1.ReportingService.service,
        implementation: reportingHandlers({
          analytics: new AnalyticsReports({ bus, ledger, logger }),
          usage: new UsageReports(bus),
          dailyUsage,
          logger,
        }),
      },
    ],
    dependencies: [
      { name: 'events', isHealthy: () => bus.isHealthy() },
      { name: 'documents', isHealthy: () => store.isHealthy() },
    ],
  });
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    stop: async () => {
      clearInterval(pruning);
      // NOT_SERVING and draining calls, while consumption stops; in-flight events are redelivered.
      await Promise.all([hosted.stop(), counting.stop()]);
    },
  };
}
