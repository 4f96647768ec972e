/**
 * What a pool thread runs for every task: the task's own function from its module, with an error
 * that carries a kind (a DomainError, or one of the same shape such as the audio decoder's) handed
 * back as a value. A thrown error crosses the thread by structured clone, which keeps its message
 * and drops its class and fields, and a caller must tell a refusal (no retry, 4xx) from a fault.
 * A cancellable task gets an AbortSignal as its second argument, aborted when the caller cancels
 * (a message on `control`), so it can kill its child processes and end on its own.
 */
import type { MessagePort } from 'node:worker_threads';
import { DomainError, type ErrorKind, type FieldViolation, isErrorKind } from '../errors/domain-error';

export interface HostedTask {
  /** Absolute path of a built JavaScript module. */
  module: string;
  name: string;
  input: unknown;
  /** A cancellable task's line to its caller: the host says `started`, the caller `cancel`. */
  control?: MessagePort;
}

export type ControlMessage = 'started' | 'cancel';

export type HostedOutcome =
  { output: unknown } | { refusal: { kind: ErrorKind; message: string; violations: FieldViolation[] } };

export async function runHostedTask(task: HostedTask): Promise<HostedOutcome> {
  const exported = ((await import(task.module)) as Record<string, unknown>)[task.name];
  if (typeof exported !== 'function') throw new Error(`${task.module} exports no function ${task.name}`);
  const cancelled = new AbortController();
  task.control?.on('message', (message: ControlMessage) => {
    if (message === 'cancel') cancelled.abort(new DomainError('unavailable', 'the task was cancelled'));
  });
  task.control?.postMessage('started' satisfies ControlMessage);
  try {
    return {
      output: await (exported as (input: unknown, signal: AbortSignal) => unknown)(task.input, cancelled.signal),
    };
  } catch (error) {
    const { kind, violations } = (error ?? {}) as { kind?: unknown; violations?: FieldViolation[] };
    if (!(error instanceof Error) || !isErrorKind(kind)) throw error;
    return { refusal: { kind, message: error.message, violations: Array.isArray(violations) ? violations : [] } };
  } finally {
    // An open port would keep the thread's loop alive.
    task.control?.close();
  }
}
