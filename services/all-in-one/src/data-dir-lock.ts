/**
 * One embedded process per data directory: two processes on the same SQLite files would each keep
 * their own view in memory and number events over each other. The lock is a file holding the
 * owner's pid, taken with O_EXCL; a lock whose process is gone (a crash, `kill -9`) is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '@downbeat/platform';

const LOCK_FILE = 'downbeat.lock';

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = openSync(file, 'wx');
      writeSync(handle, `${process.pid}\n`);
      closeSync(handle);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner))
        throw new Error(
          `${path.resolve(dataDir)} is in use by another Downbeat process (pid ${owner}); stop it or set DATA_DIR to another directory`,
          { cause: error },
        );
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${path.resolve(dataDir)}`);
}
