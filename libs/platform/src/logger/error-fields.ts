import { types } from 'node:util';
import pino from 'pino';
import { DomainError } from '../errors/domain-error';

/** An expected error's cause is kept to its first line, at most this long. */
const CAUSE_CHARACTERS = 300;

/**
 * How an `err` field is logged. Errors a running system expects are one line: a DomainError of any
 * kind but `internal` (a peer down or too slow, a refused request) gives its kind, message, the
 * names of the offending fields (names only, never values) and the first line of its cause — for a failed gRPC call that line starts with the status, e.g.
 * `4 DEADLINE_EXCEEDED: Deadline exceeded after 2.001s`; an operating-system error (a refused
 * connection, a missing file) gives its code and message. Their stacks only show library frames
 * (a 503's ran to 4 KB). Every other error is unexpected and keeps its stack and causes.
 */
export function serializeError(error: unknown): unknown {
  if (error instanceof DomainError && error.kind !== 'internal') {
    const cause = causeLine(error.cause);
    const fields = error.violations.map((violation) => violation.key);
    return {
      type: error.name,
      kind: error.kind,
      message: error.message,
      ...(fields.length > 0 ? { fields } : {}),
      ...(cause ? { cause } : {}),
    };
  }
  if (isSystemError(error)) return { type: error.name, code: error.code, message: error.message };
  return pino.stdSerializers.err(error as Error);
}

function causeLine(cause: unknown): string | undefined {
  if (cause === undefined || cause === null) return undefined;
  const text = types.isNativeError(cause) || cause instanceof Error ? cause.message : String(cause);
  return text.split('\n', 1)[0]?.slice(0, CAUSE_CHARACTERS);
}

/**
 * Node's errors from system calls carry the call's name and an error code such as ECONNREFUSED.
 * Checked with `isNativeError`: they may come from another realm than this module's `Error`.
 */
function isSystemError(error: unknown): error is Error & { code: string; syscall: string } {
  return (
    types.isNativeError(error) &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { syscall?: unknown }).syscall === 'string'
  );
}
