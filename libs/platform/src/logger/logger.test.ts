import { context, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger', () => {
  beforeAll(() => context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable()));
  afterAll(() => context.disable());

  it('writes the shared schema: level label, ISO time, service, msg', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'catalog', destination }).info({ trackId: 't1' }, 'track published');
    expect(lines[0]).toMatchObject({ level: 'info', service: 'catalog', msg: 'track published', trackId: 't1' });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it('adds trace_id and span_id of the active span', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ service: 'gateway', destination });
    const spanContext = { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: TraceFlags.SAMPLED };
    context.with(trace.setSpanContext(context.active(), spanContext), () => logger.info('inside'));
    expect(lines[0]).toMatchObject({ trace_id: spanContext.traceId, span_id: spanContext.spanId });
  });

  it('never writes secrets', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'accounts', destination }).info(
      { accessKeySecret: 'shh', request: { password: 'pw', token: 'jwt' } },
      'partner created',
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/shh|pw"|jwt/);
  });
});
