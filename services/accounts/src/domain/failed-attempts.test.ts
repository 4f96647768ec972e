import { FailedAttempts } from './failed-attempts';

function attempts() {
  let now = 0;
  const guard = new FailedAttempts({
    perKey: { failures: 3, windowMs: 60_000 },
    perClient: { failures: 2, windowMs: 10_000 },
    trustMs: 3_600_000,
    now: () => now,
  });
  return { guard, advance: (ms: number) => (now += ms) };
}

describe('failed attempts', () => {
  it('let a client fail up to its limit, then make it wait until its window ends', () => {
    const { guard, advance } = attempts();
    guard.failed('key-a', '10.0.0.1');
    expect(guard.waitSeconds('key-b', '10.0.0.1')).toBe(0);
    guard.failed('key-b', '10.0.0.1');
    expect(guard.waitSeconds('key-c', '10.0.0.1')).toBe(10);
    expect(guard.waitSeconds('key-c', '10.0.0.2')).toBe(0);
    advance(9_500);
    expect(guard.waitSeconds('key-c', '10.0.0.1')).toBe(1);
    advance(500);
    expect(guard.waitSeconds('key-c', '10.0.0.1')).toBe(0);
  });

  it('limit one key id across many clients, known and unknown ids alike', () => {
    const { guard } = attempts();
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) guard.failed('no-such-key', client);
    expect(guard.waitSeconds('no-such-key', '10.0.0.9')).toBe(60);
    expect(guard.waitSeconds('another-key', '10.0.0.9')).toBe(0);
  });

  it('keep a key’s limit off a client that proved the key’s secret recently', () => {
    const { guard, advance } = attempts();
    guard.succeeded('key-a', '192.0.2.10');
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) guard.failed('key-a', client);
    expect(guard.waitSeconds('key-a', '10.0.0.4')).toBe(60);
    expect(guard.waitSeconds('key-a', '192.0.2.10')).toBe(0);
    advance(3_600_000);
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) guard.failed('key-a', client);
    expect(guard.waitSeconds('key-a', '192.0.2.10')).toBe(60);
  });

  it('count a caller without an address against the key only', () => {
    const { guard } = attempts();
    guard.failed('key-a', '');
    guard.failed('key-a', '');
    expect(guard.waitSeconds('key-b', '')).toBe(0);
    guard.failed('key-a', '');
    expect(guard.waitSeconds('key-a', '')).toBe(60);
  });

  it('forget the oldest counters beyond its bound', () => {
    const guard = new FailedAttempts({ perKey: { failures: 1, windowMs: 60_000 }, maxTracked: 2 });
    for (const key of ['k1', 'k2', 'k3']) guard.failed(key, '');
    expect(['k1', 'k2', 'k3'].map((key) => guard.waitSeconds(key, ''))).toEqual([0, 60, 60]);
  });
});
