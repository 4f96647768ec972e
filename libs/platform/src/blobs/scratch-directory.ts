import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';

/**
 * Runs `work` in a fresh directory (under `parent`, the system's temp directory by default) that is
 * removed afterwards, whether the work succeeded or not: the scratch space of a render or an
 * extraction, never left behind to fill the disk.
 */
export async function inScratchDirectory<T>(
  prefix: string,
  work: (directory: string) => Promise<T>,
  parent: string = tmpdir(),
): Promise<T> {
  const directory = await mkdtemp(join(parent, prefix));
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
 * one of `prefixes` and untouched for `olderThanMs`. Services call it as they start, and it says
 * what it removed in the log. Resolves with the names removed; a directory that cannot be read or
 * removed is left for the next start.
 */
export async function removeStaleScratch(
  prefixes: string[],
  options: { parent?: string; olderThanMs?: number; now?: number; logger?: Pick<Logger, 'info'> } = {},
): Promise<string[]> {
  const parent = options.parent ?? tmpdir();
  const oldest = (options.now ?? Date.now()) - (options.olderThanMs ?? STALE_SCRATCH_MS);
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!prefixes.some((prefix) => name.startsWith(prefix))) continue;
    const path = join(parent, name);
    const stale = await stat(path).then(
      (info) => info.isDirectory() && info.mtimeMs < oldest,
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
