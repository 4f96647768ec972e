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
});
