import type { Logger } from 'pino';

/**
 * Node's process warnings as log entries instead of loose lines on stderr, so a service's output
 * stays one structured entry per line. One warning is known and harmless: kafkajs (2.2, issue
 * #1751) schedules its request queue's throttle check from an unset deadline, a negative delay
 * that Node 24 clamps to 1 ms and reports as a TimeoutNegativeWarning at every start; it is logged
 * at debug. Every other warning is logged at warn.
 */
export function logProcessWarnings(logger: Logger, target: NodeJS.Process = process): void {
  // Node's own listener prints each warning to stderr; ours replaces it.
  target.removeAllListeners('warning');
  target.on('warning', (warning) => {
    const fields = { warning: { name: warning.name, message: warning.message } };
    if (isKafkajsThrottleTimer(warning)) logger.debug(fields, 'kafkajs scheduled a timer with a negative delay');
    else logger.warn({ ...fields, stack: warning.stack }, `process warning: ${warning.name}`);
  });
}

function isKafkajsThrottleTimer(warning: Error): boolean {
  return warning.name === 'TimeoutNegativeWarning' && /[\\/]kafkajs[\\/]/.test(warning.stack ?? '');
}
