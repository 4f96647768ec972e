/**
 * An excerpt of a piece as a partner's user would upload it: cut anywhere (not on a bar), quieter,
 * with noise, re-encoded to a lossy MP3. Decoded with ffmpeg, degraded here (gain, white noise at a
 * signal-to-noise ratio measured on the excerpt itself, seeded so runs repeat), encoded with ffmpeg.
 */
import { runTool } from '@downbeat/platform/ffmpeg';
import { seeded } from './feature-factory';

const RATE = 44_100;

export interface ExcerptOptions {
  /** Seconds into the source. */
  start: number;
  seconds: number;
  gainDb?: number;
  /** Signal-to-noise ratio of the result, dB (after the gain). */
  snrDb?: number;
  /** MP3 bit rate, kbps. */
  kbps?: number;
  seed?: number;
}

export async function degradedExcerpt(
  ffmpeg: string,
  source: string,
  target: string,
  options: ExcerptOptions,
): Promise<void> {
  const { stdout } = await ffmpegOk(
    ffmpeg,
    ['-v', 'error', '-ss', String(options.start), '-t', String(options.seconds), '-i', source,
      '-ac', '2', '-ar', String(RATE), '-f', 'f32le', 'pipe:1'], // prettier-ignore
  );
  const samples = new Float32Array(new Uint8Array(stdout).buffer);
  const gain = 10 ** ((options.gainDb ?? -6) / 20);
  let squares = 0;
  for (let i = 0; i < samples.length; i += 1) {
    samples[i]! *= gain;
    squares += samples[i]! ** 2;
  }
  const noiseRms = Math.sqrt(squares / samples.length) / 10 ** ((options.snrDb ?? 20) / 20);
  const random = seeded(options.seed ?? 1);
  for (let i = 0; i < samples.length; i += 1) samples[i]! += noiseRms * gaussian(random);
  await encodeMp3(ffmpeg, samples, target, options.kbps ?? 96);
}

/** Box–Muller: a standard normal value from two uniform ones. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

async function encodeMp3(ffmpeg: string, samples: Float32Array, target: string, kbps: number): Promise<void> {
  await ffmpegOk(
    ffmpeg,
    ['-v', 'error', '-y', '-f', 'f32le', '-ar', String(RATE), '-ac', '2', '-i', 'pipe:0',
      '-c:a', 'libmp3lame', '-b:a', `${kbps}k`, target], // prettier-ignore
    samples,
  );
}

async function ffmpegOk(ffmpeg: string, args: string[], stdin?: Float32Array) {
  const exit = await runTool(ffmpeg, args, { stdin });
  if (exit.code !== 0) throw new Error(`ffmpeg failed (${exit.code}): ${exit.stderr}`);
  return exit;
}
