import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  type Subscription,
} from '@downbeat/platform';
import { countDailyUsage } from './counting';
import { AnalyticsReports } from './domain/analytics-reports';
import { BatchLedger, DEFAULT_LEDGER_TIMINGS, type LedgerTimings } from './domain/batch-ledger';
import { DailyUsageCounts } from './domain/daily-usage';
import { UsageReports } from './domain/usage-reports';
import { reportingHandlers } from './grpc/reporting-handlers';
import { BatchRecordStore } from './store/batch-records';
import { UsageDayRecords } from './store/usage-days';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface ReportingOptions {
  address: string;
  logger: Logger;
  bus: EventBus;
  /** Idempotency records of analytics batches and the daily aggregates. */
  store: DocumentStore;
  ledger?: Partial<LedgerTimings>;
  /**
   * False: the daily usage is counted elsewhere (`main.ts`: on a thread of its own, see
   * counting-thread.ts); this service still answers GetDailyUsage from the store. Default true.
   */
  countsDailyUsage?: boolean;
}

/**
 * Starts the reporting service: analytics batches and usage reports published for data teams
 * (acks=all before the answer, retries recognised through the batch ledger), and the daily
 * aggregates counted from analytics.events.v1 (counting.ts, unless counted elsewhere). Stopping it
 * stops counting (uncommitted events are redelivered to the next start) and the gRPC server; the
 * caller owns the bus and the store.
 */
export async function startReportingService(options: ReportingOptions): Promise<HostedService> {
  const { logger, bus, store } = options;
  const batches = new BatchRecordStore(store);
  const ledger = new BatchLedger(batches, { ...DEFAULT_LEDGER_TIMINGS, ...options.ledger });
  const dailyUsage = new DailyUsageCounts(new UsageDayRecords(store));
  await batches.ensureIndexes().catch((error: unknown) => logger.warn({ err: error }, 'indexes not ensured yet'));
  const counting: Subscription | undefined =
    options.countsDailyUsage === false ? undefined : await countDailyUsage(bus, store);
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
      await Promise.all([hosted.stop(), counting?.stop()]);
    },
  };
}
