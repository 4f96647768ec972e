/**
 * The versions worker's only contact with ffmpeg: decode a master to interleaved stereo float PCM,
 * stretch PCM by a few per cent, and encode PCM to the two MP3 renditions in one pass. PCM goes over
 * pipes; ffmpeg runs at the worker thread's priority (nice is inherited).
 */
import { spawn } from 'node:child_process';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { DomainError } from '@downbeat/platform';
import { type Pcm } from '../audio/splice';

export const RENDER_SAMPLE_RATE = 44_100;
export const MP3_BITRATES = { preview: 128, highQuality: 320 } as const;
/**
 * LAME's -q (0 slowest … 9 fastest): 7 encodes both renditions of three minutes in ~0.7 s of CPU
 * against ~1.1 s at 5; at 128 and 320 kbit/s constant bit rate the difference is not audible.
 */
const MP3_ENCODER_SPEED = 7;

/**
 * `atempo` (WSOLA) is the default: ~0.5 s of CPU for three minutes, where `rubberband` took 6 s
 * more in bench:versions (README); at ±3 % both are hard to hear, rubberband keeps transients crisper.
 */
export type StretchEngine = 'atempo' | 'rubberband';

let located: Promise<string> | undefined;
const ffmpegPath = () => (located ??= locateFfmpeg().then((tools) => tools.ffmpeg));

export async function decodeStereo(file: string): Promise<Pcm> {
  const args = ['-i', file, '-map', '0:a:0', '-ac', '2', '-ar', String(RENDER_SAMPLE_RATE), '-f', 'f32le', 'pipe:1'];
  const output = await runFfmpeg(args, undefined, `cannot decode the master ${file}`);
  return { samples: floats(output), sampleRate: RENDER_SAMPLE_RATE, channels: 2 };
}

/** Output length ≈ input × stretch (the caller trims to the exact sample). */
export async function stretchPcm(pcm: Pcm, stretch: number, engine: StretchEngine = 'atempo'): Promise<Pcm> {
  const tempo = (1 / stretch).toFixed(6);
  const filter = engine === 'rubberband' ? `rubberband=tempo=${tempo}` : `atempo=${tempo}`;
  const args = [...rawInput(pcm), '-af', filter, '-f', 'f32le', 'pipe:1'];
  const output = await runFfmpeg(args, pcm.samples, 'cannot stretch the version');
  return { samples: floats(output), sampleRate: pcm.sampleRate, channels: pcm.channels };
}

/** Both MP3 renditions (constant bit rate; LAME's gapless header keeps the decoded length exact). */
export async function encodeMp3s(pcm: Pcm, files: { preview: string; highQuality: string }): Promise<void> {
  const output = (bitrate: number, file: string) => [
    ...[
      '-map',
      '0:a',
      '-c:a',
      'libmp3lame',
      '-b:a',
      `${bitrate}k`,
      '-compression_level',
      String(MP3_ENCODER_SPEED),
      '-f',
      'mp3',
      file,
    ],
  ];
  const args = [
    ...rawInput(pcm),
    ...output(MP3_BITRATES.preview, files.preview),
    ...output(MP3_BITRATES.highQuality, files.highQuality),
  ];
  await runFfmpeg(args, pcm.samples, 'cannot encode the version');
}

const rawInput = (pcm: Pcm) => [
  '-f',
  'f32le',
  '-ar',
  String(pcm.sampleRate),
  '-ac',
  String(pcm.channels),
  '-i',
  'pipe:0',
];

function floats(buffer: Buffer): Float32Array {
  const usable = buffer.length - (buffer.length % 4);
  const copy = new Float32Array(usable / 4);
  new Uint8Array(copy.buffer).set(buffer.subarray(0, usable));
  return copy;
}

async function runFfmpeg(args: string[], stdin: Float32Array | undefined, failure: string): Promise<Buffer> {
  const ffmpeg = await ffmpegPath().catch((error: unknown) => {
    throw new DomainError('unavailable', `${failure}: ${(error as Error).message}`);
  });
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostats', '-v', 'error', '-threads', '1', '-y', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.on('error', (error) => reject(new DomainError('unavailable', `${failure}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new DomainError('internal', `${failure}: ${stderr.trim().split('\n').pop() ?? `exit ${code}`}`));
    });
    child.stdin.on('error', () => undefined);
    if (stdin) child.stdin.end(Buffer.from(stdin.buffer, stdin.byteOffset, stdin.byteLength));
    else child.stdin.end();
  });
}
