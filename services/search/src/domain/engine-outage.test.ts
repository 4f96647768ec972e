import { invalidArgument, unavailable } from '@downbeat/platform';
import { backoffDelay, DEFAULT_BACKOFF, holdsThrough, logsAttempt } from './engine-outage';

describe('holding writes through an engine outage', () => {
  it('waits 250 ms after the first failure, doubling up to 10 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => backoffDelay(attempt, DEFAULT_BACKOFF));
    expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('stays at the ceiling however long the outage lasts', () => {
    expect(backoffDelay(10_000, { initialMs: 50, maxMs: 500 })).toBe(500);
  });

  it('holds only through unavailability; anything else fails the event at once', () => {
    expect(holdsThrough(unavailable('engine down'))).toBe(true);
    expect(holdsThrough(invalidArgument('malformed document'))).toBe(false);
    expect(holdsThrough(new Error('bug'))).toBe(false);
  });

  it('logs the first failed attempt and every tenth', () => {
    const logged = Array.from({ length: 30 }, (_, i) => i + 1).filter(logsAttempt);
    expect(logged).toEqual([1, 10, 20, 30]);
  });
});
