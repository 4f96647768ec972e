import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { processAlive } from '../process/process-alive';

/**
 * Runs `work` in a fresh directory (under `parent`, the system's temp directory by default) that is
 * removed afterwards, whether the work succeeded or not: the scratch space of a render or an
 * extraction, never left behind to fill the disk. Its name carries the process id
 * (`<prefix><pid>-<random>`), so that what a killed process left can be told from a live one's.
 */
export async function inScratchDirectory<T>(
  prefix: string,
  work: (directory: string) => Promise<T>,
  parent: string = tmpdir(),
): Promise<T> {
  const directory = await mkdtemp(join(parent, `${prefix}${process.pid}-`));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Longer than any render or extraction runs: a scratch directory this old lost its process. */
export const STALE_SCRATCH_MS = 60 * 60 * 1000;

/**
 * Removes the scratch directories a process killed mid-work left behind (`kill -9`, OOM: its
 * `finally` never ran) — those under `parent` (the system's temp directory by default) named with
 * one of `prefixes` whose process is gone: no process has its id any more, or it is this process's
 * id and the directory is older than this process (a restarted container's first process has the
 * id its predecessor had). Any other untouched for `olderThanMs` goes too (one named without an id,
 * or whose id another process has since taken). Services call it as they start, and it says what
 * it removed in the log. Resolves with the names removed; a directory that cannot be read or
 * removed is left for the next start. The processes sharing the temp directory are taken to share
 * a process id space (one machine, or one container per pod and its own /tmp).
 */
export async function removeStaleScratch(
  prefixes: string[],
  options: { parent?: string; olderThanMs?: number; now?: number; logger?: Pick<Logger, 'info'> } = {},
): Promise<string[]> {
  const parent = options.parent ?? tmpdir();
  const now = options.now ?? Date.now();
  const oldest = now - (options.olderThanMs ?? STALE_SCRATCH_MS);
  const processStarted = Date.now() - process.uptime() * 1000;
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const prefix = prefixes.find((candidate) => name.startsWith(candidate));
    if (prefix === undefined) continue;
    const path = join(parent, name);
    const owner = ownerOf(name.slice(prefix.length));
    const stale = await stat(path).then(
      (info) =>
        info.isDirectory() &&
        (info.mtimeMs < oldest ||
          (owner !== undefined && !processAlive(owner)) ||
          (owner === process.pid && info.mtimeMs < processStarted)),
      () => false,
    );
    if (
      stale &&
      (await rm(path, { recursive: true, force: true }).then(
        () => true,
        () => false,
      ))
    )
      removed.push(name);
  }
  if (removed.length > 0)
    options.logger?.info({ parent, removed }, 'removed scratch directories a killed process left behind');
  return removed;
}

/** The process id in a scratch directory's name after its prefix (`<pid>-<random>`). */
function ownerOf(rest: string): number | undefined {
  const match = /^(\d+)-/.exec(rest);
  return match ? Number(match[1]) : undefined;
}
