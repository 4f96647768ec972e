/**
 * What a pool thread runs for every task: the task's own function from its module, with an error
 * that carries a kind (a DomainError, or one of the same shape such as the audio decoder's) handed
 * back as a value. A thrown error crosses the thread by structured clone, which keeps its message
 * and drops its class and fields, and a caller must tell a refusal (no retry, 4xx) from a fault.
 */
import { type ErrorKind, type FieldViolation, isErrorKind } from '../errors/domain-error';

export interface HostedTask {
  /** Absolute path of a built JavaScript module. */
  module: string;
  name: string;
  input: unknown;
}

export type HostedOutcome =
  { output: unknown } | { refusal: { kind: ErrorKind; message: string; violations: FieldViolation[] } };

export async function runHostedTask(task: HostedTask): Promise<HostedOutcome> {
  const exported = ((await import(task.module)) as Record<string, unknown>)[task.name];
  if (typeof exported !== 'function') throw new Error(`${task.module} exports no function ${task.name}`);
  try {
    return { output: await (exported as (input: unknown) => unknown)(task.input) };
  } catch (error) {
    const { kind, violations } = (error ?? {}) as { kind?: unknown; violations?: FieldViolation[] };
    if (!(error instanceof Error) || !isErrorKind(kind)) throw error;
    return { refusal: { kind, message: error.message, violations: Array.isArray(violations) ? violations : [] } };
  }
}
