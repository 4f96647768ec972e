import { createServer } from 'node:net';
import { dockerEngineAnswers, hostPortOf, isReachable } from './infrastructure';
import { waitFor } from './wait-for';

describe('infrastructure discovery', () => {
  it('reads host and port from each system’s location format', () => {
    expect(hostPortOf('kafka', '10.0.0.5:9094, 10.0.0.6:9094')).toEqual({ host: '10.0.0.5', port: 9094 });
    expect(hostPortOf('mongodb', 'mongodb://db.internal:27018/downbeat')).toEqual({ host: 'db.internal', port: 27018 });
    expect(hostPortOf('opensearch', 'http://127.0.0.1')).toEqual({ host: '127.0.0.1', port: 9200 });
  });

  it('tells a listening port from a closed one', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    await expect(isReachable('127.0.0.1', port)).resolves.toBe(true);
    await new Promise((resolve) => server.close(resolve));
    await expect(isReachable('127.0.0.1', port)).resolves.toBe(false);
  });
});

describe('dockerEngineAnswers', () => {
  it('is false when nothing listens on the Docker socket', async () => {
    const previous = process.env.DOCKER_HOST;
    process.env.DOCKER_HOST = 'unix:///nonexistent/docker.sock';
    try {
      await expect(dockerEngineAnswers()).resolves.toBe(false);
    } finally {
      if (previous === undefined) delete process.env.DOCKER_HOST;
      else process.env.DOCKER_HOST = previous;
    }
  });
});

describe('waitFor', () => {
  it('returns the first truthy answer', async () => {
    let calls = 0;
    await expect(waitFor('third call', () => (++calls === 3 ? 'ready' : undefined))).resolves.toBe('ready');
  });

  it('names what it waited for when the deadline passes', async () => {
    await expect(waitFor('the catalog', () => false, { timeoutMs: 100 })).rejects.toThrow(/the catalog/);
  });
});
