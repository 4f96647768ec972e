/**
 * Writing the demo catalog's files: audio masters (FLAC through ffmpeg, or 16-bit WAV) and JSON
 * beside them. Every file is written under a temporary name and renamed into place, so an
 * interrupted run leaves no half-written master that a later run could mistake for a finished one.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { runTool } from '@downbeat/platform/ffmpeg';
import { encodeWav } from '../synth/wav';
import { type MasterFormat } from './catalog-plan';

/** What the manifest records of a written file. */
export interface WrittenFile {
  sha256: string;
  bytes: number;
  mtimeMs: number;
}

export interface MasterAudio {
  /** Interleaved samples in [-1, 1]. */
  pcm: Float32Array;
  sampleRate: number;
  channels: 1 | 2;
}

export async function writeMaster(
  file: string,
  audio: MasterAudio,
  format: MasterFormat,
  ffmpeg: string,
): Promise<WrittenFile> {
  const wav = encodeWav(audio.pcm, audio.sampleRate, audio.channels);
  const partial = `${file}.partial`;
  try {
    if (format === 'wav') await writeFile(partial, wav);
    else await encodeFlac(ffmpeg, wav, partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return describeFile(file);
}

export async function writeTextFile(file: string, text: string): Promise<WrittenFile> {
  const partial = `${file}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
  return describeFile(file);
}

export async function describeFile(file: string): Promise<WrittenFile> {
  const [sha256, info] = await Promise.all([sha256Of(file), stat(file)]);
  return { sha256, bytes: info.size, mtimeMs: info.mtimeMs };
}

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * Lossless FLAC, about 60% of the WAV's size on this music. Bit-exact flags and no metadata keep
 * the bytes the same on every run with the same ffmpeg, so checksums (and the ingest's
 * idempotency by checksum) hold across regenerations.
 */
async function encodeFlac(ffmpeg: string, wav: Buffer, output: string): Promise<void> {
  const args = [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-f', 'wav', '-i', 'pipe:0'],
    ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'],
    ...['-c:a', 'flac', '-compression_level', '5', '-f', 'flac', output],
  ];
  const exit = await runTool(ffmpeg, args, { stdin: wav });
  if (exit.code !== 0) throw new Error(`ffmpeg could not write ${output}: ${exit.stderr.trim() || exit.code}`);
}
