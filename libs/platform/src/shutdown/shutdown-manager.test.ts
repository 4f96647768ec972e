import { ShutdownManager } from './shutdown-manager';

const quietLogger = { info: () => undefined, error: () => undefined };

describe('ShutdownManager', () => {
  it('runs steps once, last registered first', async () => {
    const order: string[] = [];
    const manager = new ShutdownManager(quietLogger);
    manager.register('database', () => void order.push('database'));
    manager.register('grpc server', async () => void order.push('grpc server'));

    const [first, second] = await Promise.all([manager.shutdown('SIGTERM'), manager.shutdown('SIGINT')]);

    expect(order).toEqual(['grpc server', 'database']);
    expect(first).toEqual({ clean: true, failed: [] });
    expect(second).toBe(first);
  });

  it('keeps going after a failing step and reports it', async () => {
    const ran: string[] = [];
    const manager = new ShutdownManager(quietLogger);
    manager.register('bus', () => void ran.push('bus'));
    manager.register('broken', () => {
      throw new Error('boom');
    });

    const outcome = await manager.shutdown('test');

    expect(outcome).toEqual({ clean: false, failed: ['broken'] });
    expect(ran).toEqual(['bus']);
  });

  it('abandons a step that exceeds its timeout', async () => {
    const manager = new ShutdownManager(quietLogger, 50);
    manager.register('hangs', () => new Promise<void>(() => undefined));

    const outcome = await manager.shutdown('test');

    expect(outcome.failed).toEqual(['hangs']);
  });

  it('refuses new steps once shutdown began', async () => {
    const manager = new ShutdownManager(quietLogger);
    void manager.shutdown('test');
    expect(() => manager.register('late', () => undefined)).toThrow(/while shutting down/);
    expect(manager.isShuttingDown).toBe(true);
  });

  it('exits 0 after a clean shutdown triggered by SIGTERM', async () => {
    const manager = new ShutdownManager(quietLogger);
    manager.register('server', () => undefined);
    const exited = new Promise<number>((resolve) => manager.exitOnSignals(resolve));
    process.emit('SIGTERM');
    await expect(exited).resolves.toBe(0);
  });
});
