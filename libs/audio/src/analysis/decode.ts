/**
 * Decoding through ffmpeg: any master ffmpeg reads (mp3, wav, flac, ogg…) comes out as mono 32-bit
 * float PCM at the analysis rate, streamed over a pipe with no temporary files. The same pass can
 * measure EBU R128 loudness with ffmpeg's `ebur128` filter, so a file is read only once.
 */
import { endianness } from 'node:os';
import { defaultFfmpeg, runTool, ToolStartError } from '@downbeat/platform/ffmpeg';

/** Why a decode failed: the input is not audio we can read, or ffmpeg itself is missing. */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
  constructor(
    readonly kind: 'invalid-argument' | 'unavailable',
    readonly file: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface Loudness {
  /** Integrated loudness, LUFS (EBU R128 / ITU-R BS.1770). */
  integratedLufs: number;
  /** Loudness range, LU. */
  rangeLu: number;
  /** Maximum true peak, dBTP (4× oversampled). */
  truePeakDbtp: number;
}

/** PCM already in memory, e.g. fresh from the synthesiser: interleaved when stereo. */
export interface PcmSource {
  pcm: Float32Array;
  sampleRate: number;
  channels: 1 | 2;
  /** Used in error messages. */
  name?: string;
}

export interface DecodeOptions {
  /** ffmpeg binary; default the one `locateFfmpeg` finds. */
  ffmpeg?: string;
  /** Also measure loudness in the same pass. */
  loudness?: boolean;
  /** Ends ffmpeg and rejects with the signal's reason when aborted. */
  signal?: AbortSignal;
  /**
   * `soxr`: mix to mono first, then resample with libsoxr at its default (high) quality — what
   * librosa's `load` does, so that models trained on librosa's samples see the same ones. Default:
   * ffmpeg's own resampler, then the mono mix.
   */
  resampler?: 'swr' | 'soxr';
}

export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  /** Seconds. */
  duration: number;
  loudness: Loudness | null;
}

/**
 * The ffmpeg filter chain that makes the analysis's samples: mono float at `sampleRate`. Services
 * that decode a master for other purposes in the same pass use it to hear what the analysis heard.
 */
export function analysisDownmix(sampleRate: number, resampler: DecodeOptions['resampler'] = 'swr'): string {
  return resampler === 'soxr'
    ? `aformat=channel_layouts=mono,aresample=${sampleRate}:resampler=soxr,aformat=sample_fmts=flt`
    : // Mono before resampling: after ebur128 (which hands on doubles) resampling every channel
      // was a third of ffmpeg's time on a 40 s stereo clip. Stereo comes out as (L + R) / 2, but
      // after ebur128 as (L + R) / √2, 3 dB louder — the level the analysis hears and was tuned
      // at (its results move with the level; bench:beats measures how much).
      `aformat=channel_layouts=mono,aresample=${sampleRate},aformat=sample_fmts=flt`;
}

/** Decodes a file (or in-memory PCM) to mono float samples at `sampleRate`. */
export async function decodePcm(
  source: string | PcmSource,
  sampleRate: number,
  options: DecodeOptions = {},
): Promise<DecodedAudio> {
  const name = typeof source === 'string' ? source : (source.name ?? 'in-memory PCM');
  const input =
    typeof source === 'string'
      ? ['-i', source]
      : ['-f', 'f32le', '-ar', String(source.sampleRate), '-ac', String(source.channels), '-i', 'pipe:0'];
  const toMono = analysisDownmix(sampleRate, options.resampler);
  const graph = options.loudness
    ? ['-filter_complex', `[0:a:0]ebur128=peak=true:framelog=verbose,${toMono}[out]`, '-map', '[out]']
    : ['-map', '0:a:0', '-af', toMono];
  const args = ['-hide_banner', '-nostats', '-threads', '1', ...input, ...graph, '-f', 'f32le', 'pipe:1'];
  const ffmpeg = options.ffmpeg ?? (await locatedFfmpeg(name));
  const { stdout, stderr, code } = await runTool(ffmpeg, args, {
    stdin: typeof source === 'string' ? undefined : source.pcm,
    signal: options.signal,
    // Keep more of the tail: ebur128 logs every frame before the summary it ends with.
    stderrTail: 20_000,
  }).catch((error: unknown) => {
    if (!(error instanceof ToolStartError)) throw error;
    throw new AudioDecodeError('unavailable', name, `cannot run ${ffmpeg} to decode "${name}"`, { cause: error });
  });
  const usable = stdout.length - (stdout.length % 4);
  if (code !== 0 || usable === 0) {
    const reason = lastError(stderr) ?? (code === 0 ? 'no audio samples' : `ffmpeg exited with ${code}`);
    throw new AudioDecodeError('invalid-argument', name, `cannot decode "${name}" as audio: ${reason}`);
  }
  const samples = floatsOf(stdout);
  return {
    samples,
    sampleRate,
    duration: samples.length / sampleRate,
    loudness: options.loudness ? parseLoudness(stderr) : null,
  };
}

/**
 * Little-endian 32-bit floats (ffmpeg's f32le, weights files) as a Float32Array of every whole float:
 * a view of the bytes when they lie aligned on a little-endian machine (no copy), one copy when they
 * do not, and read float by float on a big-endian one.
 */
export function floatsOf(bytes: Buffer): Float32Array {
  const count = Math.floor(bytes.length / 4);
  const littleEndian = endianness() === 'LE';
  if (littleEndian && bytes.byteOffset % 4 === 0) return new Float32Array(bytes.buffer, bytes.byteOffset, count);
  const floats = new Float32Array(count);
  if (littleEndian) new Uint8Array(floats.buffer).set(bytes.subarray(0, count * 4));
  else for (let index = 0; index < count; index++) floats[index] = bytes.readFloatLE(index * 4);
  return floats;
}

async function locatedFfmpeg(name: string): Promise<string> {
  try {
    return (await defaultFfmpeg()).ffmpeg;
  } catch (error) {
    throw new AudioDecodeError('unavailable', name, `cannot decode "${name}": ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function lastError(stderr: string): string | undefined {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /error|invalid|could not|no such|failed|does not contain/i.test(line));
  return lines[lines.length - 1];
}

/** Reads the last summary the ebur128 filter prints (ffmpeg may print an empty one first). */
export function parseLoudness(stderr: string): Loudness | null {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const number = (pattern: RegExp) => {
    const match = pattern.exec(summary)?.[1];
    if (match === undefined) return undefined;
    return match === '-inf' ? -Infinity : Number(match);
  };
  const integratedLufs = number(/I:\s+(-inf|-?[\d.]+) LUFS/);
  const rangeLu = number(/LRA:\s+(-?[\d.]+) LU/);
  const truePeakDbtp = number(/Peak:\s+(-inf|-?[\d.]+) dBFS/);
  if (integratedLufs === undefined || rangeLu === undefined || truePeakDbtp === undefined) return null;
  return { integratedLufs, rangeLu, truePeakDbtp: Number.isFinite(truePeakDbtp) ? truePeakDbtp : -144 };
}
