import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WorkerPool } from '@downbeat/platform';
import { processRunning, waitFor } from '@downbeat/testing';
import { audioTasks } from './worker-tasks';

/** The analysis as a pool task, built (`dist/`) as the services run it. */
describe('audioTasks.analyseTrackFile in a worker pool', () => {
  let pool: WorkerPool;
  beforeAll(() => {
    pool = new WorkerPool({ name: 'audio-test', threads: 1 });
  });
  afterAll(() => pool.close());

  it('is cancellable: an abort reaches the task, which kills its decode before the pool would end the thread', async () => {
    // A named pipe nobody writes to: the decode's ffmpeg waits on it until it is killed. A thread
    // ended from outside would leave it waiting there for ever.
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'audio-tasks-')), 'never-written.wav');
    execFileSync('mkfifo', [file]);
    const abort = new AbortController();
    const analysis = pool.run(audioTasks.analyseTrackFile, { file }, { signal: abort.signal });
    analysis.catch(() => undefined);
    await waitFor('the decode to start', () => processRunning(file), { timeoutMs: 20_000 });
    abort.abort(new Error('the ingest was stopped'));
    await expect(analysis).rejects.toThrow(/cancelled|stopped/);
    // Only the task itself can end it: a thread ended from outside leaves its ffmpeg behind.
    await waitFor('the decode to be killed', () => !processRunning(file), { timeoutMs: 10_000 });
  });
});
