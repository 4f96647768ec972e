import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { inScratchDirectory } from './scratch-directory';

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
