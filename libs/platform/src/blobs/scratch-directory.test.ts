import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { inScratchDirectory, removeStaleScratch } from './scratch-directory';

describe('inScratchDirectory', () => {
  it('gives the work a directory of its own and removes it with its files afterwards', async () => {
    let used = '';
    const answer = await inScratchDirectory('downbeat-test-', async (directory) => {
      used = directory;
      await writeFile(join(directory, 'master'), 'audio');
      return 'rendered';
    });

    expect(answer).toBe('rendered');
    expect(used).toContain('downbeat-test-');
    expect(existsSync(used)).toBe(false);
  });

  it('removes the directory when the work fails, and passes the failure on', async () => {
    let used = '';
    await expect(
      inScratchDirectory('downbeat-test-', async (directory) => {
        used = directory;
        throw new Error('ffmpeg failed');
      }),
    ).rejects.toThrow('ffmpeg failed');
    expect(existsSync(used)).toBe(false);
  });
});

describe('removeStaleScratch', () => {
  it('removes only the named scratch directories untouched for longer than the limit', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'downbeat-stale-test-'));
    try {
      const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const make = async (name: string, old: boolean) => {
        await mkdir(join(parent, name, 'out'), { recursive: true });
        await writeFile(join(parent, name, 'out', 'preview.mp3'), 'audio');
        if (old) await utimes(join(parent, name), hourAgo, hourAgo);
      };
      await make('downbeat-render-dead', true);
      await make('downbeat-pcm-dead', true);
      await make('downbeat-render-alive', false);
      await make('someone-elses-old', true);
      await writeFile(join(parent, 'downbeat-render-a-file'), 'not a directory');

      const removed = await removeStaleScratch(['downbeat-render-', 'downbeat-pcm-'], { parent });
      expect(removed.sort()).toEqual(['downbeat-pcm-dead', 'downbeat-render-dead']);
      expect(existsSync(join(parent, 'downbeat-render-alive', 'out', 'preview.mp3'))).toBe(true);
      expect(existsSync(join(parent, 'someone-elses-old'))).toBe(true);
      expect(existsSync(join(parent, 'downbeat-render-a-file'))).toBe(true);
      expect(await removeStaleScratch(['downbeat-render-'], { parent: join(parent, 'missing') })).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('removes at once what a process that is gone left, and keeps a live process’s young directory', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'downbeat-stale-test-'));
    try {
      // A process that ran and ended: its id is free now.
      const gone = spawnSync('true').pid;
      await mkdir(join(parent, `downbeat-render-${gone}-abc`));
      await mkdir(join(parent, `downbeat-render-${process.ppid}-abc`));
      // This process's own, made while it runs (by inScratchDirectory).
      let removed: string[] = [];
      await inScratchDirectory(
        'downbeat-render-',
        async (own) => {
          removed = await removeStaleScratch(['downbeat-render-'], { parent });
          expect(existsSync(own)).toBe(true);
        },
        parent,
      );
      expect(removed).toEqual([`downbeat-render-${gone}-abc`]);
      expect(existsSync(join(parent, `downbeat-render-${process.ppid}-abc`))).toBe(true);
      // One with this process's id from before it started: a predecessor's (a restarted container).
      const before = new Date(Date.now() - process.uptime() * 1000 - 60_000);
      await mkdir(join(parent, `downbeat-render-${process.pid}-old`));
      await utimes(join(parent, `downbeat-render-${process.pid}-old`), before, before);
      expect(await removeStaleScratch(['downbeat-render-'], { parent })).toEqual([
        `downbeat-render-${process.pid}-old`,
      ]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
