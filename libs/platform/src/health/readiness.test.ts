import { Readiness, type DependencyProbe } from './readiness';

const quietLogger = { info: () => undefined, warn: () => undefined };

function switchableProbe(name: string, healthy: boolean): DependencyProbe & { healthy: boolean } {
  return {
    name,
    healthy,
    isHealthy() {
      return Promise.resolve(this.healthy);
    },
  };
}

describe('Readiness', () => {
  it('serves only once every dependency answers, and stops serving when one fails two probes in a row', async () => {
    const database = switchableProbe('database', false);
    const readiness = new Readiness(['downbeat.catalog.v1.CatalogService'], [database], quietLogger, 60_000);

    await readiness.start();
    expect(readiness.isServing).toBe(false);
    expect(readiness.failingDependencies).toEqual(['database']);

    database.healthy = true;
    await readiness.probe();
    expect(readiness.isServing).toBe(true);

    database.healthy = false;
    await readiness.probe();
    expect(readiness.isServing).toBe(true);
    expect(readiness.failingDependencies).toEqual(['database']);
    await readiness.probe();
    expect(readiness.isServing).toBe(false);
    readiness.drain();
  });

  it('rides out one probe that missed its deadline: only failures in a row stop a serving service', async () => {
    const broker = switchableProbe('broker', true);
    const readiness = new Readiness([], [broker], quietLogger, 60_000);
    await readiness.start();
    for (const healthy of [false, true, false, true]) {
      broker.healthy = healthy;
      await readiness.probe();
      expect(readiness.isServing).toBe(true);
    }
    readiness.drain();
  });

  it('treats a probe that throws as unhealthy', async () => {
    const broken: DependencyProbe = { name: 'broker', isHealthy: () => Promise.reject(new Error('down')) };
    const readiness = new Readiness([], [broken], quietLogger, 60_000);
    await readiness.start();
    expect(readiness.isServing).toBe(false);
    readiness.drain();
  });

  it('stays NOT_SERVING after drain even if dependencies are healthy', async () => {
    const readiness = new Readiness([], [switchableProbe('database', true)], quietLogger, 60_000);
    await readiness.start();
    expect(readiness.isServing).toBe(true);
    readiness.drain();
    await readiness.probe();
    expect(readiness.isServing).toBe(false);
  });
});
