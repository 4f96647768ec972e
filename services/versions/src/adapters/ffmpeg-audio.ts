/**
 * The versions worker's only contact with ffmpeg: decode a master to interleaved stereo float PCM
 * (and the analysis's mono in the same pass), and encode a version to its two MP3 renditions in one
 * pass that also stretches it by a few per cent, cuts it to the sample and fades its edges. PCM goes
 * to and from ffmpeg through files in the job's scratch directory, not pipes: moving a three-minute
 * version through 64 KB pipe reads and writes cost node about as much CPU as ffmpeg's stretch
 * itself; each file is removed once read. ffmpeg runs at the worker thread's priority (nice is
 * inherited), and is killed when the work's signal aborts.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisDownmix, floatsOf } from '@downbeat/audio';
import { lastLines, locateFfmpeg, runTool, ToolStartError } from '@downbeat/platform/ffmpeg';
import { DomainError } from '@downbeat/platform';
import { type Pcm } from '../audio/splice';

export const RENDER_SAMPLE_RATE = 44_100;

/** Where a call's PCM passes through (a directory the caller owns and removes), and what cancels it. */
export interface FfmpegWork {
  scratch: string;
  signal?: AbortSignal;
}
export const MP3_BITRATES = { preview: 128, highQuality: 320 } as const;
/**
 * LAME's -q (0 slowest … 9 fastest): 7 encodes both renditions of three minutes in ~0.7 s of CPU
 * against ~1.1 s at 5; at 128 and 320 kbit/s constant bit rate the difference is not audible.
 */
const MP3_ENCODER_SPEED = 7;

/**
 * `atempo` (WSOLA) is the default: ~0.3 s of CPU for three minutes, where `rubberband` took 6 s
 * more in bench:versions (README); at ±3 % both are hard to hear, rubberband keeps transients crisper.
 */
export type StretchEngine = 'atempo' | 'rubberband';

let located: Promise<string> | undefined;
const ffmpegPath = () => (located ??= locateFfmpeg().then((tools) => tools.ffmpeg));

/** A master's stereo PCM at 44.1 kHz, and its mono at the analysis's rate as the analysis decodes it. */
export interface DecodedMaster {
  stereo: Pcm;
  mono: { samples: Float32Array; sampleRate: number };
}

export async function decodeMaster(file: string, monoSampleRate: number, work: FfmpegWork): Promise<DecodedMaster> {
  const graph = [
    `[0:a:0]asplit=2[master][analysis]`,
    `[master]aformat=sample_fmts=flt:channel_layouts=stereo,aresample=${RENDER_SAMPLE_RATE}[stereo]`,
    `[analysis]${analysisDownmix(monoSampleRate)}[mono]`,
  ].join(';');
  return withScratchFiles(work, ['stereo', 'mono'], async (files) => {
    await runFfmpeg(
      [
        '-i',
        file,
        '-filter_complex',
        graph,
        ...rawOutput('[stereo]', files.stereo),
        ...rawOutput('[mono]', files.mono),
      ],
      `cannot decode the master ${file}`,
      work.signal,
    );
    return {
      stereo: { samples: await readFloats(files.stereo), sampleRate: RENDER_SAMPLE_RATE, channels: 2 },
      mono: { samples: await readFloats(files.mono), sampleRate: monoSampleRate },
    };
  });
}

/** What the encoding makes of a version's spliced PCM on the way to its MP3s. */
export interface VersionShape {
  /** Exactly this many frames come out: the (stretched) audio cut there, or padded with silence. */
  frames: number;
  /** Output length ≈ input × stretch before the cut; within 1e-4 of 1, no stretch at all. */
  stretch: number;
  engine?: StretchEngine;
  /** Raised-cosine fades at the two edges (ffmpeg's `hsin`: 0.5 − 0.5 cos πx). */
  fadeInSeconds: number;
  fadeOutSeconds: number;
}

/**
 * A version's two MP3 renditions (constant bit rate; LAME's gapless header keeps the decoded length
 * exact) from its spliced PCM in one ffmpeg pass — stretched, cut or padded to the sample, faded — and
 * the result's mono, (L + R) / 2, for its waveform. One pass: a stretch of its own wrote and read the
 * whole version once more, ~0.25 s of CPU for three minutes (bench:versions' render CPU).
 */
export async function encodeVersion(
  pcm: Pcm,
  shape: VersionShape,
  files: { preview: string; highQuality: string },
  work: FfmpegWork,
): Promise<Float32Array> {
  const fadeIn = Math.min(shape.frames, Math.round(shape.fadeInSeconds * pcm.sampleRate));
  const fadeOut = Math.min(shape.frames, Math.round(shape.fadeOutSeconds * pcm.sampleRate));
  const tempo = (1 / shape.stretch).toFixed(6);
  const chain = [
    ...(Math.abs(shape.stretch - 1) > 1e-4
      ? [shape.engine === 'rubberband' ? `rubberband=tempo=${tempo}` : `atempo=${tempo}`]
      : []),
    'apad',
    `atrim=end_sample=${shape.frames}`,
    ...(fadeIn > 0 ? [`afade=t=in:ss=0:ns=${fadeIn}:curve=hsin`] : []),
    ...(fadeOut > 0 ? [`afade=t=out:ss=${shape.frames - fadeOut}:ns=${fadeOut}:curve=hsin`] : []),
    'asplit=3[preview][high][both]',
  ];
  const average = Array.from({ length: pcm.channels }, (_, channel) => `${1 / pcm.channels}*c${channel}`).join('+');
  const graph = `[0:a]${chain.join(',')};[both]pan=mono|c0=${average}[mono]`;
  return withScratchFiles(work, ['input', 'mono'], async (scratch) => {
    await writeFloats(scratch.input, pcm.samples);
    await runFfmpeg(
      [
        ...rawInput(pcm, scratch.input),
        ...['-filter_complex', graph],
        ...mp3Output('[preview]', MP3_BITRATES.preview, files.preview),
        ...mp3Output('[high]', MP3_BITRATES.highQuality, files.highQuality),
        ...rawOutput('[mono]', scratch.mono),
      ],
      'cannot encode the version',
      work.signal,
    );
    return readFloats(scratch.mono);
  });
}

/** Both MP3 renditions of PCM as it is, and nothing else (what every version pays: bench:versions' floor). */
export async function encodeMp3s(
  pcm: Pcm,
  files: { preview: string; highQuality: string },
  work: FfmpegWork,
): Promise<void> {
  await withScratchFiles(work, ['input'], async ({ input }) => {
    await writeFloats(input, pcm.samples);
    await runFfmpeg(
      [
        ...rawInput(pcm, input),
        ...mp3Output('0:a', MP3_BITRATES.preview, files.preview),
        ...mp3Output('0:a', MP3_BITRATES.highQuality, files.highQuality),
      ],
      'cannot encode the version',
      work.signal,
    );
  });
}

const mp3Output = (source: string, bitrate: number, file: string) => [
  ...['-map', source, '-c:a', 'libmp3lame', '-b:a', `${bitrate}k`],
  ...['-compression_level', String(MP3_ENCODER_SPEED), '-f', 'mp3', file],
];

const rawInput = (pcm: Pcm, file: string) => [
  ...['-f', 'f32le', '-ar', String(pcm.sampleRate), '-ac', String(pcm.channels)],
  ...['-i', file],
];

const rawOutput = (label: string, file: string) => ['-map', label, '-f', 'f32le', file];

/** Runs `use` with raw PCM files of unique names in the work's scratch directory, removed whatever happens. */
async function withScratchFiles<Name extends string, T>(
  work: FfmpegWork,
  names: Name[],
  use: (files: Record<Name, string>) => Promise<T>,
): Promise<T> {
  const call = randomUUID();
  const files = Object.fromEntries(names.map((name) => [name, path.join(work.scratch, `${call}-${name}.f32`)]));
  try {
    return await use(files as Record<Name, string>);
  } finally {
    await Promise.all(Object.values(files).map((file) => rm(file as string, { force: true })));
  }
}

function writeFloats(file: string, samples: Float32Array): Promise<void> {
  return writeFile(file, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength)).catch(
    (error: unknown) => {
      throw new DomainError('unavailable', `cannot write scratch audio: ${(error as Error).message}`);
    },
  );
}

/** The whole samples of a raw float file (a fresh, aligned buffer: no copy). */
async function readFloats(file: string): Promise<Float32Array> {
  return floatsOf(await readFile(file));
}

/** Runs ffmpeg to its end; when `signal` aborts, kills it and rejects with the signal's reason once it is gone. */
async function runFfmpeg(args: string[], failure: string, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const ffmpeg = await ffmpegPath().catch((error: unknown) => {
    throw new DomainError('unavailable', `${failure}: ${(error as Error).message}`);
  });
  const exit = await runTool(ffmpeg, ['-hide_banner', '-nostats', '-v', 'error', '-threads', '1', '-y', ...args], {
    signal,
  }).catch((error: unknown) => {
    throw error instanceof ToolStartError ? new DomainError('unavailable', `${failure}: ${error.message}`) : error;
  });
  if (exit.code !== 0)
    throw new DomainError('internal', `${failure}: ${lastLines(exit.stderr) ?? `exit ${exit.code}`}`);
}
