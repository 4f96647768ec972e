/**
 * The peer beat tracker: aubio's `aubiotrack` (Debian package aubio-tools), run on the same files.
 * It reports beat times only — no bar positions and no tempo — so its BPM is fitted to its beats the
 * way ours is (`tempoFromBeats`) and its downbeat scores are not applicable.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Debian package version of aubio-tools, or null when aubiotrack is not installed. */
export async function aubioAvailable(): Promise<string | null> {
  try {
    await run('aubiotrack', ['-h']);
  } catch {
    return null;
  }
  const { stdout } = await run('dpkg-query', ['-W', '-f=${Version}', 'aubio-tools']).catch(() => ({ stdout: '' }));
  return stdout.trim() || 'unknown';
}

export async function aubioBeats(file: string): Promise<number[]> {
  const { stdout } = await run('aubiotrack', ['-i', file], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(Number)
    .filter((time) => Number.isFinite(time) && time >= 0);
}
