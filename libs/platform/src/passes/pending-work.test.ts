import { describe, expect, it } from '@jest/globals';
import { PendingWork, renewingWhile } from './pending-work';

/** A pass that waits until released, counting how often it ran. */
function gatedPass() {
  let runs = 0;
  let release: () => void = () => undefined;
  const pass = () => {
    runs++;
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { pass, runs: () => runs, release: () => release() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PendingWork', () => {
  it('runs one pass at a time, and one more after it when woken during it', async () => {
    const gate = gatedPass();
    const work = new PendingWork(gate.pass, () => undefined);

    const first = work.wake();
    void work.wake();
    void work.wake();
    expect(gate.runs()).toBe(1);
    gate.release();
    await first;
    await tick();
    expect(gate.runs()).toBe(2);
    gate.release();
    await tick();
    expect(gate.runs()).toBe(2);
  });

  it('reports a failed pass and still runs the next', async () => {
    const failures: unknown[] = [];
    let fail = true;
    const work = new PendingWork(
      async () => {
        if (fail) throw new Error('broker down');
      },
      (error) => failures.push(error),
    );

    await work.wake();
    fail = false;
    await work.wake();

    expect(failures).toHaveLength(1);
  });

  it('passes on start and on its timer, and none once stopped (waiting for the one in progress)', async () => {
    const gate = gatedPass();
    const work = new PendingWork(gate.pass, () => undefined);
    work.start(5);
    expect(gate.runs()).toBe(1);
    gate.release();
    const deadline = Date.now() + 2_000;
    while (gate.runs() < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gate.runs()).toBe(2);

    const stopping = work.stop();
    gate.release();
    await stopping;
    await work.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.runs()).toBe(2);
  });
});

describe('renewingWhile', () => {
  it('renews while the work runs, and not after it ended', async () => {
    let renewals = 0;
    const answer = await renewingWhile(
      2,
      () => renewals++,
      () => new Promise<string>((resolve) => setTimeout(() => resolve('rendered'), 30)),
    );
    const atEnd = renewals;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(answer).toBe('rendered');
    expect(atEnd).toBeGreaterThan(0);
    expect(renewals).toBe(atEnd);
  });
});
