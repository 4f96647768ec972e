import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
  /** e.g. `5.1.6` or `n7.1`. */
  version: string;
}

/**
 * Finds ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH when set, else the system's (Debian
 * package `ffmpeg` in CI and in the media image). Fails with an install hint when neither works.
 */
export async function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegTools> {
  const ffmpeg = env.FFMPEG_PATH ?? 'ffmpeg';
  const ffprobe = env.FFPROBE_PATH ?? 'ffprobe';
  try {
    const [{ stdout }] = await Promise.all([
      run(ffmpeg, ['-hide_banner', '-version']),
      run(ffprobe, ['-hide_banner', '-version']),
    ]);
    const version = /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
    return { ffmpeg, ffprobe, version };
  } catch (error) {
    throw new Error(
      `ffmpeg/ffprobe not found (tried "${ffmpeg}" and "${ffprobe}"). Install the Debian package ffmpeg ` +
        '(apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH.',
      { cause: error },
    );
  }
}
