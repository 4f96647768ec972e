import { context, trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Field names that never reach a log line, wherever they appear in a logged object. */
const SECRET_PATHS = [
  'accessKeySecret',
  'access_key_secret',
  'password',
  'secret',
  'authorization',
  'token',
  'accessToken',
  '*.accessKeySecret',
  '*.access_key_secret',
  '*.password',
  '*.secret',
  '*.authorization',
  '*.token',
  '*.accessToken',
  'req.headers.authorization',
  'req.headers.cookie',
];

/**
 * One log schema everywhere: pino JSON with `level` (label), `time` (ISO), `service`, `msg`, and
 * `trace_id` / `span_id` of the active span when there is one.
 */
export function createLogger(options: {
  service: string;
  level?: string;
  destination?: pino.DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      messageKey: 'msg',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_PATHS, censor: '[redacted]' },
      mixin() {
        const span = trace.getSpanContext(context.active());
        return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
      },
    },
    options.destination,
  );
}
