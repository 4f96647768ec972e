import { context, trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { serializeError } from './error-fields';

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
 * `json`: one JSON object per line (production, files, pipes); `pretty`: one readable line per
 * entry for a person at a terminal; `auto`: pretty when the logger writes to stdout and stdout is a
 * terminal, JSON otherwise. Every service reads it from `LOG_FORMAT` (config/load-config.ts).
 */
export type LogFormat = 'json' | 'pretty' | 'auto';

/**
 * One log schema everywhere: pino JSON with `level` (label), `time` (ISO), `service`, `msg`, and
 * `trace_id` / `span_id` of the active span when there is one. The pretty format renders the same
 * entries (it formats the JSON line), so both carry the same fields.
 */
export function createLogger(options: {
  service: string;
  level?: string;
  destination?: pino.DestinationStream;
  format?: LogFormat;
}): Logger {
  const format = options.format ?? 'auto';
  const pretty = format === 'pretty' || (format === 'auto' && !options.destination && process.stdout.isTTY === true);
  return pino(
    {
      level: options.level ?? 'info',
      messageKey: 'msg',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: SECRET_PATHS, censor: '[redacted]' },
      mixin() {
        const span = trace.getSpanContext(context.active());
        return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
      },
    },
    pretty ? prettyDestination(options.destination) : options.destination,
  );
}

/**
 * A logger for another service of this process (the embedded mode runs them all in one): its own
 * `service`, the same level and the same destination, so the same format.
 */
export function serviceLogger(logger: Logger, service: string): Logger {
  const destination = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return createLogger({ service, level: logger.level, destination, format: 'json' });
}

/** Wide enough for every service name, so messages line up. */
const SERVICE_COLUMN = 11;

/**
 * `[12:04:05.123] WARN: gateway     catalog service did not answer in time {"status":503,…}`: time,
 * level, service, message, then the other fields as JSON on the same line; only an unexpected
 * error's stack follows, indented, on the lines below. Trace ids are left out (LOG_FORMAT=json shows
 * them). Formatted synchronously: pino-pretty's stream form formats on a later tick, which loses the
 * last lines of a process that exits. Colours only on a colour terminal (NO_COLOR turns them off).
 */
function prettyDestination(destination?: pino.DestinationStream): pino.DestinationStream {
  const out = destination ?? process.stdout;
  const format = prettyFactory({
    ...(out === process.stdout ? {} : { colorize: false }),
    singleLine: true,
    // No key gets pino-pretty's multi-line error layout: a stack is appended below instead.
    errorLikeObjectKeys: [],
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'service,trace_id,span_id',
    messageFormat: (log, messageKey) => `${String(log.service).padEnd(SERVICE_COLUMN)} ${String(log[messageKey])}`,
  });
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (typeof entry.err !== 'object' || entry.err === null) return void out.write(format(entry));
      const { stack, message, ...err } = entry.err as { stack?: unknown; message?: unknown };
      // The message usually is the entry's own; said once is enough.
      const shown = { ...entry, err: message === entry.msg ? err : { ...err, message } };
      out.write(format(shown) + (typeof stack === 'string' ? `${stack.replace(/^/gm, '    ')}\n` : ''));
    },
  };
}
