import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** How one run of ffmpeg or ffprobe is fed, watched and ended. */
export interface ToolRunOptions {
  /** Bytes written to the tool's stdin, which is then closed (closed at once without them). */
  stdin?: ArrayBufferView | undefined;
  /** Ends the tool (SIGKILL: ffmpeg answers SIGTERM by finishing a read that may never return). */
  signal?: AbortSignal | undefined;
  /** Lowers the tool's priority below the threads that answer requests (`os.setPriority`). */
  niceness?: number | undefined;
  /** How many characters of stderr's tail to keep: ffmpeg's summary and its error are at the end. */
  stderrTail?: number;
}

/** How a tool ended: its exit code (null when killed), all of stdout and the tail of stderr. */
export interface ToolExit {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

/** The tool could not be started at all (not found, not executable): nothing ran. */
export class ToolStartError extends Error {
  constructor(command: string, cause: Error) {
    super(`cannot run ${command}: ${cause.message}`, { cause });
    this.name = 'ToolStartError';
  }
}

/**
 * Runs a tool to its end and says how it ended; what an exit code means is the caller's to say.
 * Rejects with a {@link ToolStartError} when it cannot be started, and — when `signal` aborts —
 * kills it and rejects with the signal's reason only once the process is gone, so a caller that
 * then removes the tool's files removes them from under nobody.
 */
export function runTool(command: string, args: string[], options: ToolRunOptions = {}): Promise<ToolExit> {
  const { stdin, signal, niceness, stderrTail = 4000 } = options;
  return new Promise<ToolExit>((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(command, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
    });
    if (niceness !== undefined) lowerPriority(child.pid, niceness);
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-stderrTail)));
    child.on('error', (error) => {
      // Killed by the signal: 'close' follows once the process is reaped, and settles there.
      if (!signal?.aborted) reject(new ToolStartError(command, error));
    });
    child.on('close', (code) => {
      if (signal?.aborted) reject(signal.reason);
      else resolve({ code, stdout: Buffer.concat(stdout), stderr });
    });
    child.stdin.on('error', () => undefined); // a tool that exits early closes its end first
    child.stdin.end(stdin ? Buffer.from(stdin.buffer, stdin.byteOffset, stdin.byteLength) : undefined);
  });
}

/** The last lines of a tool's stderr, joined, for an error message (undefined when it wrote none). */
export function lastLines(stderr: string, count = 1): string | undefined {
  const lines = stderr
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.length === 0 ? undefined : lines.slice(-count).join('; ');
}

function lowerPriority(pid: number | undefined, niceness: number): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // The process may already have exited; at normal priority it still does its work.
  }
}
