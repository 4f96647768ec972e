import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
