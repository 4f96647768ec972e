import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { DomainError } from '../errors/domain-error';
import { metricsText } from '../metrics/registry';
import { parseExposition, sampleSum } from '../metrics/exposition';
import { WorkerPool, workerTask } from './worker-pool';

// The tasks a worker thread loads are built JavaScript modules; these are written for the test.
const tasks = path.join(mkdtempSync(path.join(tmpdir(), 'downbeat-pool-')), 'tasks.js');
writeFileSync(
  tasks,
  `const { threadId } = require('node:worker_threads');
   const { getPriority } = require('node:os');
   exports.where = () => ({ threadId, niceness: getPriority() });
   exports.spin = (ms) => { const end = Date.now() + ms; let n = 0; while (Date.now() < end) n++; return n > 0; };
   exports.fail = (message) => { throw new Error(message); };
   exports.sleeper = ({ seconds, pidFile }, signal) => new Promise((resolve, reject) => {
     const child = require('node:child_process').spawn('sleep', [String(seconds)], { stdio: 'ignore', signal });
     child.on('spawn', () => require('node:fs').writeFileSync(pidFile, String(child.pid)));
     // Aborted, the child is killed; its end is awaited, so the thread reaps it.
     child.on('error', () => undefined);
     child.on('exit', () => (signal.aborted ? reject(signal.reason) : resolve()));
   });
   exports.refuse = (message) => {
     throw Object.assign(new Error(message), { kind: 'failed-precondition', violations: [{ key: 'durationMs', messages: [message] }] });
   };`,
);
const where = workerTask<void, { threadId: number; niceness: number }>(tasks, 'where');
const spin = workerTask<number, boolean>(tasks, 'spin');
const fail = workerTask<string, never>(tasks, 'fail');
const refuse = workerTask<string, never>(tasks, 'refuse');
const sleeper = workerTask<{ seconds: number; pidFile: string }, void>(tasks, 'sleeper', { cancellable: true });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the worker pool', () => {
  let pool: WorkerPool;
  afterEach(() => pool.close());

  it('runs a task on another thread, below the priority of the thread that answers requests', async () => {
    pool = new WorkerPool({ threads: 1, niceIncrement: 10 });
    const answer = await pool.run(where, undefined);
    expect(answer.threadId).not.toBe(threadId);
    if (process.platform === 'linux') expect(answer.niceness).toBe(Math.min(19, getPriority() + 10));
  });

  it('keeps the event loop free while a task computes', async () => {
    pool = new WorkerPool({ threads: 1 });
    let turns = 0;
    let done = false;
    const busy = pool.run(spin, 600).finally(() => (done = true));
    // Were the task on this thread, the loop would not turn once until it ended.
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await busy;
    expect(turns).toBeGreaterThan(20);
  });

  it('refuses at once, as resource-exhausted, when its queue is full', async () => {
    pool = new WorkerPool({ threads: 1, maxQueue: 1 });
    const running = pool.run(spin, 300);
    const queued = pool.run(spin, 10);
    await expect(pool.run(spin, 10)).rejects.toMatchObject({ kind: 'resource-exhausted' });
    await expect(Promise.all([running, queued])).resolves.toEqual([true, true]);
  });

  it('drops a cancelled task and goes on with the next', async () => {
    pool = new WorkerPool({ threads: 1 });
    const abort = new AbortController();
    const cancelled = pool.run(spin, 5_000, { signal: abort.signal });
    setTimeout(() => abort.abort(), 50);
    await expect(cancelled).rejects.toThrow();
    await expect(pool.run(spin, 10)).resolves.toBe(true);
  });

  it('tells a running cancellable task, which ends itself and the process it started', async () => {
    const pidFile = path.join(path.dirname(tasks), 'sleeper.pid');
    pool = new WorkerPool({ threads: 1 });
    const abort = new AbortController();
    const cancelled = pool
      .run(sleeper, { seconds: 30, pidFile }, { signal: abort.signal })
      .catch((error: unknown) => error);
    while (!existsSync(pidFile)) await new Promise((resolve) => setTimeout(resolve, 20));
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(pid)).toBe(true);
    abort.abort();
    // Its own end, as a passing failure (not the grace period's end of the thread, which would leave
    // the child running), with the child gone.
    expect(await cancelled).toMatchObject({ kind: 'unavailable', message: 'the task was cancelled' });
    expect(alive(pid)).toBe(false);
    // A queued cancellable task is dropped at once, and the thread goes on.
    const running = pool.run(spin, 300);
    const queued = new AbortController();
    const dropped = pool.run(sleeper, { seconds: 30, pidFile }, { signal: queued.signal });
    queued.abort();
    await expect(dropped).rejects.toThrow();
    await expect(running).resolves.toBe(true);
  });

  it("passes a task's error to its caller", async () => {
    pool = new WorkerPool({ threads: 1 });
    await expect(pool.run(fail, 'no such master')).rejects.toThrow('no such master');
  });

  it("gives a task's refusal back as the DomainError of its kind, and a fault as a plain Error", async () => {
    pool = new WorkerPool({ threads: 1 });
    const refused = await pool.run(refuse, 'no loop of that length').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      kind: 'failed-precondition',
      message: 'no loop of that length',
      violations: [{ key: 'durationMs', messages: ['no loop of that length'] }],
    });
    const fault = await pool.run(fail, 'out of memory').catch((error: unknown) => error);
    expect(fault).not.toBeInstanceOf(DomainError);
    expect(fault).toMatchObject({ message: 'out of memory' });
  });

  it('refuses work once closed', async () => {
    pool = new WorkerPool({ threads: 1 });
    await pool.close();
    await expect(pool.run(spin, 1)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('shows its queue depth and busy threads while it works, and how long each task took', async () => {
    pool = new WorkerPool({ name: 'test-renders', threads: 1, maxQueue: 4 });
    const scrape = async () => parseExposition(await metricsText());
    const work = [pool.run(spin, 400), pool.run(spin, 10), pool.run(spin, 10)];
    const during = await scrape();
    expect(sampleSum(during, 'downbeat_worker_pool_queue_depth', { pool: 'test-renders' })).toBe(2);
    expect(sampleSum(during, 'downbeat_worker_pool_busy_threads', { pool: 'test-renders' })).toBe(1);
    expect(sampleSum(during, 'downbeat_worker_pool_threads', { pool: 'test-renders' })).toBe(1);
    await Promise.all(work);
    await expect(pool.run(fail, 'broken master')).rejects.toThrow();
    const after = await scrape();
    const task = { pool: 'test-renders', task: 'spin', outcome: 'completed' };
    expect(sampleSum(after, 'downbeat_worker_pool_task_duration_seconds_count', task)).toBe(3);
    // The first ran 400 ms; the queued ones waited for it, which counts too.
    expect(sampleSum(after, 'downbeat_worker_pool_task_duration_seconds_sum', task)).toBeGreaterThan(1.0);
    expect(
      sampleSum(after, 'downbeat_worker_pool_task_duration_seconds_count', { pool: 'test-renders', outcome: 'failed' }),
    ).toBe(1);
    expect(sampleSum(after, 'downbeat_worker_pool_queue_depth', { pool: 'test-renders' })).toBe(0);
  });

  it('counts the tasks it refused', async () => {
    pool = new WorkerPool({ name: 'test-full', threads: 1, maxQueue: 1 });
    const work = [pool.run(spin, 200), pool.run(spin, 10)];
    await expect(pool.run(spin, 10)).rejects.toMatchObject({ kind: 'resource-exhausted' });
    await Promise.all(work);
    const samples = parseExposition(await metricsText());
    expect(sampleSum(samples, 'downbeat_worker_pool_rejections_total', { pool: 'test-full' })).toBe(1);
  });
});
