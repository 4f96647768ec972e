import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger, DomainError, notFound, unavailable } from '@downbeat/platform';
import { logLines } from '@downbeat/testing';
import { errorResponder, RETRY_UNAVAILABLE_AFTER_SECONDS, routeNotFound } from './problem';

/** An Express app whose routes fail the given ways, answered and logged by errorResponder. */
async function failingApp() {
  const { lines, destination } = logLines();
  const app = express();
  const fail = (error: unknown) => (_request: express.Request, response: express.Response) => {
    response.locals.route = '/v0/tracks/{trackId}';
    throw error;
  };
  app.get('/unavailable', fail(unavailable('catalog service is unavailable')));
  app.get('/slow', fail(new DomainError('deadline-exceeded', 'search service did not answer in time')));
  app.get('/missing', fail(notFound('Track was not found')));
  app.get('/broken', fail(new TypeError('x is undefined')));
  app.use(routeNotFound);
  app.use(errorResponder(createLogger({ service: 'gateway', destination })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines, close: () => server.close() };
}

describe('errorResponder', () => {
  let app: Awaited<ReturnType<typeof failingApp>>;
  beforeEach(async () => {
    app = await failingApp();
  });
  afterEach(() => app.close());

  it('answers a backing system that is down or too slow with 503, Retry-After and one warning line without a stack', async () => {
    const response = await fetch(`${app.url}/unavailable`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ message: 'catalog service is unavailable' });
    const slow = await fetch(`${app.url}/slow`);
    expect([slow.status, slow.headers.get('retry-after')]).toEqual([503, String(RETRY_UNAVAILABLE_AFTER_SECONDS)]);
    expect(app.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'catalog service is unavailable',
        status: 503,
        method: 'GET',
        route: '/v0/tracks/{trackId}',
        err: { type: 'DomainError', kind: 'unavailable', message: 'catalog service is unavailable' },
      }),
      expect.objectContaining({
        level: 'warn',
        status: 503,
        err: expect.objectContaining({ kind: 'deadline-exceeded' }),
      }),
    ]);
  });

  it('logs a refused request as one info line with its route template, and an unknown route too', async () => {
    expect((await fetch(`${app.url}/missing`)).status).toBe(404);
    expect((await fetch(`${app.url}/v0/elsewhere`)).status).toBe(404);
    expect(app.lines.map(({ level, status, route, msg }) => ({ level, status, route, msg }))).toEqual([
      { level: 'info', status: 404, route: '/v0/tracks/{trackId}', msg: 'Track was not found' },
      { level: 'info', status: 404, route: 'no route', msg: 'No route for GET /v0/elsewhere' },
    ]);
    expect(JSON.stringify(app.lines)).not.toContain('stack');
  });

  it('answers an unexpected error with a bare 500 and logs it as an error with its stack', async () => {
    const response = await fetch(`${app.url}/broken`);
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual({ message: 'Internal error' });
    expect(app.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        status: 500,
        err: expect.objectContaining({ type: 'TypeError', stack: expect.stringContaining('problem.test.ts') }),
      }),
    ]);
  });
});
