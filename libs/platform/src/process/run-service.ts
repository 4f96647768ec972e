import type { Logger } from 'pino';
import { loadConfig, commonSchema } from '../config/load-config';
import { createLogger } from '../logger/logger';
import { ShutdownManager } from '../shutdown/shutdown-manager';

export interface ServiceProcess {
  logger: Logger;
  shutdown: ShutdownManager;
  /** The settings every service shares (log level, shutdown timeout, Kafka namespace…). */
  common: CommonConfig;
}

export type CommonConfig = ReturnType<typeof loadConfig<typeof commonSchema>>;

/**
 * The frame of every service's `main.ts` in distributed mode: reads the shared settings, creates
 * the logger and the shutdown manager (SIGTERM/SIGINT drain and exit 0), runs `start`, and exits 1
 * with a logged reason when start-up fails (bad config, unreachable key files…).
 */
export function runService(name: string, start: (process: ServiceProcess) => Promise<void>): void {
  let common: CommonConfig;
  try {
    common = loadConfig(commonSchema);
  } catch (error) {
    console.error(String(error));
    process.exit(1);
  }
  const logger = createLogger({ service: name, level: common.LOG_LEVEL, format: common.LOG_FORMAT });
  const shutdown = new ShutdownManager(logger, common.SHUTDOWN_TIMEOUT_MS);
  shutdown.exitOnSignals();
  start({ logger, shutdown, common }).catch(async (error: unknown) => {
    logger.fatal({ err: error }, 'start-up failed');
    await shutdown.shutdown('start-up failed');
    process.exit(1);
  });
}
