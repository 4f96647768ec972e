import { pollingWaits } from './busy-waits';

describe('waiting while an upload is busy', () => {
  it('tries again until the attempt is no longer busy', async () => {
    let tries = 0;
    const outcome = await pollingWaits.whileBusy(async () => (++tries < 3 ? 'busy' : 'stored'), {
      forMs: 5_000,
      everyMs: 1,
    });
    expect(outcome).toBe('stored');
    expect(tries).toBe(3);
  });

  it('gives up busy once the wait has run out', async () => {
    let tries = 0;
    const started = Date.now();
    const outcome = await pollingWaits.whileBusy(async () => (tries++, 'busy' as const), { forMs: 50, everyMs: 10 });
    expect(outcome).toBe('busy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(tries).toBeGreaterThan(1);
  });
});
