import { once } from 'node:events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { addMetricsSource, type Logger, type MetricsSnapshot } from '@downbeat/platform';

export type ToCounting = { kind: 'stop' } | { kind: 'metrics'; id: number };
export type FromCounting =
  { kind: 'failed'; reason: string } | { kind: 'metrics'; id: number; snapshot: MetricsSnapshot };

export interface CountingThread {
  /** Stops counting (what it counted is committed, the rest redelivered to the next start). */
  stop(): Promise<void>;
}

/** How long a stop may take before the thread is terminated (uncommitted events are redelivered). */
const STOP_TIMEOUT_MS = 8_000;

/**
 * Runs the daily usage counting (counting.ts) on a worker thread, so that decoding and counting
 * thousands of events a second take no time from the thread that accepts analytics batches: on
 * the ingest bench, counting cost that thread ~14 µs per event, a quarter of its work. The thread
 * has its own consumer and store connection and shows its metrics (lag, handled events) on this
 * process's `/metrics`. Resolves once the thread runs: it joins its consumer group in the
 * background, trying again through a broker outage (counting-worker.ts). If it fails or ends
 * unasked, `onFailure` is told (the service shuts down, and its orchestrator restarts it).
 */
export async function startCountingThread(logger: Logger, onFailure: (error: Error) => void): Promise<CountingThread> {
  const worker = new Worker(path.join(__dirname, 'counting-worker.js'));
  const asked = new Map<number, (snapshot: MetricsSnapshot) => void>();
  let nextId = 0;
  let stopping = false;
  let failed = false;
  const fail = (error: Error) => {
    if (stopping || failed) return;
    failed = true;
    onFailure(error);
  };
  worker.on('message', (message: FromCounting) => {
    if (message.kind === 'failed') fail(new Error(`daily usage counting did not start: ${message.reason}`));
    else if (message.kind === 'metrics') {
      asked.get(message.id)?.(message.snapshot);
      asked.delete(message.id);
    }
  });
  worker.on('error', (error) => logger.error({ err: error }, 'daily usage counting failed'));
  worker.on('exit', (code) => fail(new Error(`daily usage counting ended unasked (exit code ${code})`)));
  await once(worker, 'online');
  const removeMetrics = addMetricsSource(
    () =>
      new Promise<MetricsSnapshot>((resolve) => {
        const id = nextId++;
        asked.set(id, resolve);
        worker.postMessage({ kind: 'metrics', id } satisfies ToCounting);
      }),
  );
  return {
    stop: async () => {
      stopping = true;
      removeMetrics();
      const exited = once(worker, 'exit');
      worker.postMessage({ kind: 'stop' } satisfies ToCounting);
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await exited.finally(() => clearTimeout(timer));
    },
  };
}
