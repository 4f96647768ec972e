/**
 * Steadiness: whether a tracker reads a clip the same when nothing musical changed — the clip 6 dB
 * quieter, and the clip through a 128 kbit/s MP3 (as previews and many partners' uploads are).
 * Each changed copy is written as 16-bit stereo WAV like every clip, so all trackers read the same
 * samples; bench:beats then scores each tracker's beats on the copy against its own beats on the
 * original. A grid that moves with the mastering level or the codec cannot be cut to: it is what
 * a track version's re-analysis (bench:versions) runs into on recordings.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { type RenderedClip } from './midi-set';

const run = promisify(execFile);

export const CHANGES = {
  quieter: 'the same samples 6 dB down',
  mp3: 'encoded by LAME at 128 kbit/s and decoded again',
} as const;
export type Change = keyof typeof CHANGES;

/** The clips changed by `change`, written once into `directory` (reused by later runs). */
export async function changedClips(clips: RenderedClip[], change: Change, directory: string): Promise<RenderedClip[]> {
  mkdirSync(directory, { recursive: true });
  const { ffmpeg } = await locateFfmpeg();
  const changed: RenderedClip[] = [];
  for (const clip of clips) {
    const file = path.join(directory, `${clip.name}-${change}.wav`);
    if (!existsSync(file)) {
      const partial = `${file}.partial.wav`;
      const toWav = ['-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le'];
      if (change === 'quieter') {
        await run(ffmpeg, ['-v', 'error', '-y', '-i', clip.file, '-af', 'volume=-6dB', ...toWav, partial]);
      } else {
        const mp3 = `${file}.partial.mp3`;
        await run(ffmpeg, ['-v', 'error', '-y', '-i', clip.file, '-c:a', 'libmp3lame', '-b:a', '128k', mp3]);
        await run(ffmpeg, ['-v', 'error', '-y', '-i', mp3, ...toWav, partial]);
        await rm(mp3, { force: true });
      }
      await rename(partial, file);
    }
    changed.push({ ...clip, name: `${clip.name}-${change}`, file });
  }
  return changed;
}
