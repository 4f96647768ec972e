import { afterEach, describe, expect, it } from '@jest/globals';
import {
  createLogger,
  HealthChecker,
  type HostedService,
  MemoryDocumentStore,
  MemoryEventBus,
} from '@downbeat/platform';
import { hostWorkerHealth } from './service';

/** What Kubernetes' probes of the versions-worker Deployment see (grpc.health.v1, service ""). */
describe('versions worker health', () => {
  const logger = createLogger({ service: 'versions-worker-test', level: 'silent' });
  let health: HostedService | undefined;
  let checker: HealthChecker | undefined;

  afterEach(async () => {
    checker?.close();
    await health?.stop();
  });

  async function started(store: MemoryDocumentStore, bus: MemoryEventBus) {
    health = await hostWorkerHealth({ logger, store, bus, address: '127.0.0.1:0' });
    checker = new HealthChecker(health.address);
    return checker;
  }

  it('serves while the document store and the event bus answer', async () => {
    const store = new MemoryDocumentStore();
    const bus = new MemoryEventBus();
    await store.start();
    await bus.start();
    expect(await (await started(store, bus)).check('', 2_000)).toBe('SERVING');
  });

  it('is NOT_SERVING while the document store is down', async () => {
    const store = new MemoryDocumentStore();
    const bus = new MemoryEventBus();
    await bus.start(); // the store never started: it does not answer
    expect(await (await started(store, bus)).check('', 2_000)).toBe('NOT_SERVING');
  });

  it('stops answering once shut down', async () => {
    const store = new MemoryDocumentStore();
    const bus = new MemoryEventBus();
    await store.start();
    await bus.start();
    const probe = await started(store, bus);
    await health!.stop();
    health = undefined;
    expect(await probe.check('', 1_000)).not.toBe('SERVING');
  });
});
