import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, ShutdownManager } from '@downbeat/platform';
import { startEmbedded } from './embedded';

describe('embedded launcher', () => {
  it('starts every service in one process, reports each SERVING, and shuts down cleanly', async () => {
    const logger = createLogger({ service: 'all-in-one-test', level: 'silent' });
    const shutdown = new ShutdownManager(logger);
    const { url } = await startEmbedded(
      {
        HOST: '127.0.0.1',
        PORT: 0,
        GRPC_BASE_PORT: 0,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'downbeat-embedded-test-')),
        DEMO_ACCESS_KEY_ID: 'demo-partner',
        DEMO_ACCESS_KEY_SECRET: 'downbeat-demo-secret',
      },
      logger,
      shutdown,
    );

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      upstreams: {
        accounts: 'SERVING',
        catalog: 'SERVING',
        search: 'SERVING',
        media: 'SERVING',
        similarity: 'SERVING',
        versions: 'SERVING',
        reporting: 'SERVING',
      },
    });

    await expect(shutdown.shutdown('test')).resolves.toEqual({ clean: true, failed: [] });
    await expect(fetch(`${url}/livez`)).rejects.toThrow();
  });
});
