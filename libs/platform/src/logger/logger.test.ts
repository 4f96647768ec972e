import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { logLines } from '@downbeat/testing';
import { DomainError, invalidArgument } from '../errors/domain-error';
import { fromGrpcError } from '../grpc/status';
import { createLogger, serviceLogger } from './logger';

const run = promisify(execFile);

/** What a gRPC client gets when its peer does not answer before the deadline. */
function deadlineExceeded(): ServiceError {
  return Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded after 2.002s,remote_addr=127.0.0.1:50052'), {
    code: status.DEADLINE_EXCEEDED,
    details: 'Deadline exceeded after 2.002s',
    metadata: new Metadata(),
  });
}

function text() {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  return { written, destination };
}

describe('createLogger', () => {
  beforeAll(() => context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable()));
  afterAll(() => context.disable());

  it('writes the shared schema: level label, ISO time, service, msg', () => {
    const { lines, destination } = logLines();
    createLogger({ service: 'catalog', destination }).info({ trackId: 't1' }, 'track published');
    expect(lines[0]).toMatchObject({ level: 'info', service: 'catalog', msg: 'track published', trackId: 't1' });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it('adds trace_id and span_id of the active span', () => {
    const { lines, destination } = logLines();
    const logger = createLogger({ service: 'gateway', destination });
    const spanContext = { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.SAMPLED };
    context.with(trace.setSpanContext(context.active(), spanContext), () => logger.info('inside'));
    expect(lines[0]).toMatchObject({ trace_id: spanContext.traceId, span_id: spanContext.spanId });
  });

  it('never writes secrets', () => {
    const { lines, destination } = logLines();
    createLogger({ service: 'accounts', destination }).info(
      { accessKeySecret: 'shh', request: { password: 'pw', token: 'jwt' } },
      'partner created',
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/shh|pw"|jwt/);
  });

  it('logs a peer that did not answer in time in one short line: kind, message, the gRPC status, no stack', () => {
    const { lines, destination } = logLines();
    const error = fromGrpcError(deadlineExceeded(), 'catalog service');
    createLogger({ service: 'gateway', destination }).warn({ err: error }, error.message);
    expect(lines[0]?.err).toEqual({
      type: 'DomainError',
      kind: 'deadline-exceeded',
      message: 'catalog service did not answer in time',
      cause: '4 DEADLINE_EXCEEDED: Deadline exceeded after 2.002s,remote_addr=127.0.0.1:50052',
    });
    expect(JSON.stringify(lines[0]).length).toBeLessThan(400);
  });

  it('logs a refused request (naming the offending fields) and a refused connection without a stack', async () => {
    const { lines, destination } = logLines();
    const logger = createLogger({ service: 'media', destination });
    logger.info({ err: invalidArgument('Bad request', [{ key: 'limit', messages: ['too big'] }]) }, 'refused');
    const refused = await new Promise<Error>((resolve) => connect(1, '127.0.0.1').on('error', resolve));
    logger.warn({ err: refused }, 'not reachable yet; retrying');
    expect(lines.map((line) => line.err)).toEqual([
      { type: 'DomainError', kind: 'invalid-argument', message: 'Bad request', fields: ['limit'] },
      { type: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:1' },
    ]);
  });

  it('keeps the stack and the causes of an unexpected error', () => {
    const { lines, destination } = logLines();
    const logger = createLogger({ service: 'catalog', destination });
    logger.error({ err: new TypeError('x is undefined', { cause: new Error('the row was empty') }) }, 'handler failed');
    logger.error({ err: new DomainError('internal', 'Internal error') }, 'peer failed');
    expect(lines[0]?.err).toMatchObject({
      type: 'TypeError',
      message: 'x is undefined: the row was empty',
      stack: expect.stringMatching(
        /TypeError: x is undefined\n\s+at .*logger\.test\.ts[\s\S]*caused by: Error: the row was empty/,
      ),
    });
    expect(lines[1]?.err).toMatchObject({ type: 'DomainError', stack: expect.stringContaining('logger.test.ts') });
  });

  it('writes one readable line per entry when asked for pretty: time, level, service, message, fields', () => {
    const { written, destination } = text();
    const error = fromGrpcError(deadlineExceeded(), 'catalog service');
    createLogger({ service: 'gateway', destination, format: 'pretty' }).warn(
      { status: 503, route: '/v0/tracks', err: error },
      error.message,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: gateway {5}catalog service did not answer in time \{"status":503,"route":"\/v0\/tracks","err":\{.*"kind":"deadline-exceeded".*\}\}\n$/,
    );
    expect(written[0]?.match(/did not answer in time/g)).toHaveLength(1);
  });

  it('puts only an unexpected error’s stack below its line when pretty', () => {
    const { written, destination } = text();
    createLogger({ service: 'catalog', destination, format: 'pretty' }).error(
      { err: new TypeError('x is undefined') },
      'handler failed',
    );
    const [line, ...stack] = (written[0] ?? '').trimEnd().split('\n');
    expect(line).toMatch(
      /ERROR: catalog {5}handler failed \{"err":\{"type":"TypeError","message":"x is undefined"\}\}$/,
    );
    expect(stack[0]).toBe('    TypeError: x is undefined');
    expect(stack[1]).toMatch(/^ {8}at .*logger\.test\.ts/);
  });

  it('writes JSON to a destination of its own unless told otherwise', () => {
    const { written, destination } = text();
    createLogger({ service: 'gateway', destination }).info('json');
    expect(JSON.parse(written[0] ?? '')).toMatchObject({ msg: 'json' });
  });

  it('gives another service of the process its own name on the same destination, level and format', () => {
    const { written, destination } = text();
    const logger = createLogger({ service: 'all-in-one', level: 'warn', destination, format: 'pretty' });
    const catalog = serviceLogger(logger, 'catalog');
    catalog.info('below the level');
    catalog.warn('outbox pass failed');
    expect(written).toEqual([expect.stringMatching(/WARN: catalog {5}outbox pass failed\n$/)]);
  });
});

describe('a service process logging to stdout, LOG_FORMAT read as runService reads it', () => {
  // A child process runs the TypeScript sources (compiled by swc, as jest does) and logs one line.
  const source = (file: string) => JSON.stringify(path.join(__dirname, '..', file));
  const program = [
    "const swc = require('@swc/core');",
    "const options = { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } };",
    "require.extensions['.ts'] = (m, file) => m._compile(swc.transformFileSync(file, options).code, file);",
    `const { loadConfig, commonSchema } = require(${source('config/load-config.ts')});`,
    `const { createLogger } = require(${source('logger/logger.ts')});`,
    'const { LOG_FORMAT } = loadConfig(commonSchema);',
    "createLogger({ service: 'catalog', format: LOG_FORMAT }).info({ tracks: 3 }, 'read model loaded');",
  ].join('\n');
  const env = (format?: string) => {
    const { LOG_FORMAT: _inherited, ...rest } = process.env;
    return { ...rest, NO_COLOR: '1', ...(format ? { LOG_FORMAT: format } : {}) };
  };
  // `script` runs the program on a pseudo-terminal, as a person's shell does.
  const onTerminal = (format?: string) =>
    run('script', ['-qec', `node -e '${program.replace(/'/g, "'\\''")}'`, '/dev/null'], { env: env(format) }).then(
      ({ stdout }) => stdout.trim(),
    );
  const inPipe = (format?: string) =>
    run('node', ['-e', program], { env: env(format) }).then(({ stdout }) => stdout.trim());
  const PRETTY = /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: catalog {5}read model loaded \{"tracks":3\}$/;

  it('writes readable lines on a terminal and JSON into a pipe', async () => {
    expect(await onTerminal()).toMatch(PRETTY);
    expect(JSON.parse(await inPipe())).toMatchObject({ level: 'info', service: 'catalog', msg: 'read model loaded' });
  });

  it('writes what LOG_FORMAT asks for either way', async () => {
    expect(JSON.parse(await onTerminal('json'))).toMatchObject({ service: 'catalog', tracks: 3 });
    expect(await inPipe('pretty')).toMatch(PRETTY);
  });
});
