import { execFileSync } from 'node:child_process';

/**
 * Whether a process with `argument` on its command line is alive (Linux `pgrep -f`, which exits 1
 * when none is): how a test checks that cancelling work also ended the ffmpeg it had started.
 */
export function processRunning(argument: string): boolean {
  try {
    execFileSync('pgrep', ['-f', argument]);
    return true;
  } catch {
    return false;
  }
}
