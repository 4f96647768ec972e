import { status, type ServerUnaryCall } from '@grpc/grpc-js';
import { logLines } from '@downbeat/testing';
import { DomainError, notFound, unavailable } from '../errors/domain-error';
import { createLogger } from '../logger/logger';
import { unary } from './handlers';

const METHOD = '/downbeat.catalog.v1.CatalogService/GetTrack';

/** Calls a handler that fails with `error` the way grpc-js would, and reports the status sent and the log. */
async function failWith(error: unknown) {
  const { lines, destination } = logLines();
  const handler = unary(createLogger({ service: 'catalog', level: 'debug', destination }), () => Promise.reject(error));
  const call = { request: {}, getPath: () => METHOD } as unknown as ServerUnaryCall<object, object>;
  const sent = await new Promise<{ code?: number; details?: string }>((resolve) =>
    handler(call, (failure) => resolve(failure as { code?: number; details?: string })),
  );
  return { sent, lines };
}

describe('unary handlers', () => {
  it('answers a dependency that is down with UNAVAILABLE and one warning line naming the method', async () => {
    const { sent, lines } = await failWith(unavailable('accounts service is unavailable'));
    expect(sent).toMatchObject({ code: status.UNAVAILABLE, details: 'accounts service is unavailable' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'accounts service is unavailable',
        method: METHOD,
        err: { type: 'DomainError', kind: 'unavailable', message: 'accounts service is unavailable' },
      }),
    ]);
  });

  it('leaves a refused request to the caller to log: one debug line', async () => {
    const { sent, lines } = await failWith(notFound('Track was not found'));
    expect(sent).toMatchObject({ code: status.NOT_FOUND });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['debug', 'Track was not found']]);
  });

  it('logs an unexpected error with its stack and answers INTERNAL without internals', async () => {
    for (const error of [new TypeError('x is undefined'), new DomainError('internal', 'Internal error')]) {
      const { sent, lines } = await failWith(error);
      expect(sent).toMatchObject({ code: status.INTERNAL, details: 'Internal error' });
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          msg: 'handler failed',
          err: expect.objectContaining({ stack: expect.any(String) }),
        }),
      ]);
    }
  });
});
