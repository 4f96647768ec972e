import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
  /** e.g. `5.1.6` or `n7.1`. */
  version: string;
}

/**
 * Where scripts/ensure-ffmpeg.sh puts the static builds it fetches from the npm registry on a
 * machine without a system ffmpeg: `<repository>/.tools/ffmpeg/bin` (this file is
 * `libs/platform/{src,dist}/ffmpeg/ffmpeg.*`, four levels below the repository).
 */
export const PROJECT_FFMPEG_DIR = path.resolve(__dirname, '../../../../.tools/ffmpeg/bin');

/**
 * Finds ffmpeg and ffprobe: FFMPEG_PATH / FFPROBE_PATH when set (an explicit choice is used or
 * refused, never replaced), else the system's on PATH (Debian package `ffmpeg` in CI and in the
 * image), else the pair scripts/ensure-ffmpeg.sh fetched into `.tools/ffmpeg` — so `npm start`,
 * the tests and the CLI find it too, even where turbo does not pass FFMPEG_PATH on. Fails with an
 * install hint when none works. `env` is also the environment the candidates run in (its PATH).
 */
export async function locateFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<FfmpegTools> {
  const explicit = env.FFMPEG_PATH !== undefined || env.FFPROBE_PATH !== undefined;
  const candidates = explicit
    ? [{ ffmpeg: env.FFMPEG_PATH ?? 'ffmpeg', ffprobe: env.FFPROBE_PATH ?? 'ffprobe' }]
    : [
        { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        { ffmpeg: path.join(PROJECT_FFMPEG_DIR, 'ffmpeg'), ffprobe: path.join(PROJECT_FFMPEG_DIR, 'ffprobe') },
      ];
  const failures: unknown[] = [];
  for (const candidate of candidates) {
    try {
      const [{ stdout }] = await Promise.all([
        run(candidate.ffmpeg, ['-hide_banner', '-version'], { env }),
        run(candidate.ffprobe, ['-hide_banner', '-version'], { env }),
      ]);
      const version = /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
      return { ...candidate, version };
    } catch (error) {
      failures.push(error);
    }
  }
  const tried = candidates.map((candidate) => `"${candidate.ffmpeg}" and "${candidate.ffprobe}"`).join(', then ');
  throw new Error(
    `ffmpeg/ffprobe not found (tried ${tried}). Run ./scripts/start or ./scripts/test, which bring them, ` +
      'or install the Debian package ffmpeg (apt-get install ffmpeg), or set FFMPEG_PATH and FFPROBE_PATH.',
    { cause: failures.length === 1 ? failures[0] : new AggregateError(failures) },
  );
}

let located: Promise<FfmpegTools> | undefined;

/** `locateFfmpeg()` of this process, asked once (a failure is not remembered): for callers given no tools. */
export function defaultFfmpeg(): Promise<FfmpegTools> {
  located ??= locateFfmpeg().catch((error: unknown) => {
    located = undefined;
    throw error;
  });
  return located;
}
