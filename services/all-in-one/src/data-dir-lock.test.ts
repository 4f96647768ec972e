import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'downbeat-lock-'));

describe('the data directory lock', () => {
  it('refuses a second process on the same directory, naming the owner', () => {
    const dataDir = freshDir();
    // A live process that is not this one: our parent.
    writeFileSync(path.join(dataDir, 'downbeat.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by another Downbeat process (pid ${process.ppid})`);
  });

  it('takes over the lock of a process that is gone, and gives it back on release', () => {
    const dataDir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dataDir, 'downbeat.lock'), `${gone}\n`);
    const lock = lockDataDir(dataDir);
    lock.release();
    lockDataDir(dataDir).release();
  });
});
