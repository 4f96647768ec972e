import type { Logger } from 'pino';
import { loadConfig, commonSchema } from '../config/load-config';
import { createLogger } from '../logger/logger';
import { metricsPortOf } from '../metrics/ports';
import { startMetricsServer } from '../metrics/server';
import { ShutdownManager } from '../shutdown/shutdown-manager';
import { logProcessWarnings } from './process-warnings';

export interface ServiceProcess {
  logger: Logger;
  shutdown: ShutdownManager;
  /** The settings every service shares (log level, shutdown timeout, Kafka namespace…). */
  common: CommonConfig;
}

export type CommonConfig = ReturnType<typeof loadConfig<typeof commonSchema>>;

export interface RunOptions {
  /** Where the ops port listens unless METRICS_HOST says otherwise (default every interface). */
  metricsHost?: string;
}

/**
 * The frame of every service's `main.ts` in distributed mode: reads the shared settings, creates
 * the logger and the shutdown manager (SIGTERM/SIGINT drain and exit 0), opens the ops port with
 * `GET /metrics` (before start-up, so a service stuck waiting for a dependency is still seen), runs
 * `start`, and exits 1 with a logged reason when start-up fails (bad config, unreachable key files…).
 */
export function runService(
  name: string,
  start: (process: ServiceProcess) => Promise<void>,
  options: RunOptions = {},
): void {
  let common: CommonConfig;
  try {
    common = loadConfig(commonSchema);
  } catch (error) {
    console.error(String(error));
    process.exit(1);
  }
  const logger = createLogger({ service: name, level: common.LOG_LEVEL, format: common.LOG_FORMAT });
  logProcessWarnings(logger);
  const shutdown = new ShutdownManager(logger, common.SHUTDOWN_TIMEOUT_MS);
  shutdown.exitOnSignals();
  const metricsPort = common.METRICS_PORT ?? metricsPortOf(name);
  startMetricsServer({ host: common.METRICS_HOST ?? options.metricsHost ?? '0.0.0.0', port: metricsPort })
    .then(
      (metrics) => {
        // Registered first, so it closes last: the final scrape during a drain still answers.
        shutdown.register('metrics server', () => metrics.stop());
        logger.info({ url: metrics.url }, 'metrics served');
      },
      // Partners are not refused for want of metrics: the service runs on, and Prometheus's `up`
      // for this target (the DownbeatTargetDown alert) tells on-call.
      (error: unknown) => logger.error({ err: error, port: metricsPort }, 'metrics not served: the ops port is taken'),
    )
    .then(() => start({ logger, shutdown, common }))
    .catch(async (error: unknown) => {
      logger.fatal({ err: error }, 'start-up failed');
      await shutdown.shutdown('start-up failed');
      process.exit(1);
    });
}
