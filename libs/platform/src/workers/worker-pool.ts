/**
 * The one way CPU-heavy work leaves a service's event loop: a pool of worker threads (piscina),
 * sized to the cores, at a lower scheduling priority than the thread that answers requests (Linux
 * nice is per thread, and the ffmpeg processes a task starts inherit it), with a bounded queue
 * (back-pressure: a full queue refuses at once as `resource-exhausted`) and cancellation by
 * AbortSignal (a queued task is dropped; a running one ends with its thread).
 *
 * A task is a function exported by a built JavaScript module (`workerTask()`); it takes and
 * returns structured-cloneable values. An error with a kind it throws (a DomainError: the input was
 * refused) reaches the caller as a DomainError of that kind (task-host.ts); any other as an Error.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DomainError } from '../errors/domain-error';
import type { ControlMessage, HostedOutcome, HostedTask } from './task-host';
import { poolBusyThreads, poolQueueDepth, poolRejections, poolTaskDuration, poolThreads } from '../metrics/workers';

/** A function a worker thread runs: `name` exported by the module at `module` (absolute path). */
export interface WorkerTask<Input, Output> {
  readonly module: string;
  readonly name: string;
  /** The function takes an AbortSignal as its second argument and ends soon after it aborts. */
  readonly cancellable?: boolean;
  /** Never set: carries the types. */
  readonly __types?: (input: Input) => Output;
}

export const workerTask = <Input, Output>(
  module: string,
  name: string,
  options: { cancellable?: boolean } = {},
): WorkerTask<Input, Output> => ({ module, name, ...(options.cancellable ? { cancellable: true } : {}) });

/** How long a cancelled cancellable task may take to end itself before its thread is ended. */
const CANCEL_GRACE_MS = 2_000;

/** Built, so a thread can load it whether this file runs from src/ (tests) or dist/. */
const TASK_HOST = path.join(__dirname, '..', '..', 'dist', 'workers', 'task-host.js');

export interface WorkerPoolOptions {
  /** The `pool` label of its metrics (`media`, `similarity`, `versions`; `shared` in the embedded mode). */
  name?: string;
  /** Threads; the number of cores by default. */
  threads?: number;
  /** Tasks waiting beyond the running ones before `run` refuses; 4 per thread by default. */
  maxQueue?: number;
  /** How much lower than the request thread the workers run (nice increment, 0–19); 10 by default. */
  niceIncrement?: number;
  /** An idle thread ends after this long; the next task starts one again. */
  idleTimeoutMs?: number;
}

export interface WorkerPoolStats {
  threads: number;
  running: number;
  queued: number;
  completed: number;
}

export class WorkerPool {
  private readonly piscina: Piscina;
  private readonly threads: number;
  private closed = false;
  private started = 0;
  private finished = 0;
  private readonly name: string;
  private readonly unsample: Array<() => void>;

  constructor(options: WorkerPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.name = options.name ?? 'default';
    this.piscina = new Piscina({
      minThreads: 0,
      maxThreads: this.threads,
      maxQueue: options.maxQueue ?? this.threads * 4,
      niceIncrement: options.niceIncrement ?? 10,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // Every task names its own module; the pool has no default one.
      filename: null,
    });
    const pool = { pool: this.name };
    this.unsample = [
      poolQueueDepth.sample((set) => set(pool, this.piscina.queueSize)),
      poolBusyThreads.sample((set) => set(pool, this.stats().running)),
      poolThreads.sample((set) => set(pool, this.threads)),
    ];
  }

  /** Runs `task` on a worker thread; rejects `resource-exhausted` when the queue is full. */
  async run<Input, Output>(
    task: WorkerTask<Input, Output>,
    input: Input,
    options: { signal?: AbortSignal } = {},
  ): Promise<Output> {
    if (this.closed) throw new DomainError('unavailable', 'the worker pool is shut down');
    options.signal?.throwIfAborted();
    if (this.piscina.queueSize >= this.piscina.options.maxQueue) {
      poolRejections.inc({ pool: this.name });
      throw new DomainError('resource-exhausted', `the worker pool is busy (${this.piscina.queueSize} tasks waiting)`);
    }
    this.started += 1;
    const timer = poolTaskDuration.startTimer({ pool: this.name, task: task.name });
    let outcome = 'failed';
    const cancelling = options.signal && task.cancellable === true ? cancelCooperatively(options.signal) : undefined;
    try {
      const hosted: HostedTask = { module: task.module, name: task.name, input };
      if (cancelling) hosted.control = cancelling.port;
      const signal = cancelling?.threadSignal ?? options.signal;
      const result = (await this.piscina.run(hosted, {
        filename: TASK_HOST,
        name: 'runHostedTask',
        ...(signal ? { signal } : {}),
        ...(cancelling ? { transferList: [cancelling.port] } : {}),
      })) as HostedOutcome;
      if ('refusal' in result) {
        const { kind, message, violations } = result.refusal;
        throw new DomainError(kind, message, violations);
      }
      outcome = 'completed';
      return result.output as Output;
    } catch (error) {
      if (options.signal?.aborted) outcome = 'cancelled';
      throw error;
    } finally {
      cancelling?.done();
      this.finished += 1;
      timer({ outcome });
    }
  }

  stats(): WorkerPoolStats {
    return {
      threads: this.threads,
      running: this.started - this.finished - this.piscina.queueSize,
      queued: this.piscina.queueSize,
      completed: this.finished,
    };
  }

  /** Refuses new tasks, lets running ones finish, ends the threads. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const unsample of this.unsample) unsample();
    await this.piscina.close();
  }
}

/**
 * The cancellation of a cancellable task: while it waits in the queue, the caller's abort drops it
 * at once; once it runs (the host said `started`), the task is told and its thread is ended only if
 * it has not ended itself within CANCEL_GRACE_MS.
 */
function cancelCooperatively(signal: AbortSignal) {
  const channel = new MessageChannel();
  const thread = new AbortController();
  let running = false;
  let grace: NodeJS.Timeout | undefined;
  channel.port1.on('message', (message: ControlMessage) => {
    if (message === 'started') running = true;
  });
  const cancel = () => {
    if (!running) return thread.abort(signal.reason);
    channel.port1.postMessage('cancel' satisfies ControlMessage);
    grace = setTimeout(() => thread.abort(signal.reason), CANCEL_GRACE_MS);
  };
  if (signal.aborted) cancel();
  else signal.addEventListener('abort', cancel, { once: true });
  return {
    port: channel.port2,
    threadSignal: thread.signal,
    done: () => {
      signal.removeEventListener('abort', cancel);
      clearTimeout(grace);
      channel.port1.close();
    },
  };
}
