/**
 * Renders a master into the files partners get: HLS (AAC-LC in two variants, fMP4 segments of a
 * few seconds, a primary manifest measured from the segments) and MP3 at constant 128 and 320 kbps.
 * One ffmpeg run decodes the master once and encodes every output. Writes only into `outputDir`;
 * storing the result (atomically) is the caller's job, so this module can be benchmarked alone.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { invalidArgument } from '@downbeat/platform';
import { lastLines, runTool } from '@downbeat/platform/ffmpeg';
import { primaryManifest, playlistSegments, type MeasuredVariant } from './primary-manifest';
import {
  HLS_VARIANTS,
  MP3_QUALITIES,
  PRIMARY_MANIFEST,
  SAMPLE_RATE,
  SEGMENT_SECONDS,
  variantPlaylist,
} from './renditions';

export interface FfmpegPaths {
  ffmpeg: string;
  ffprobe: string;
}

export interface RenderRequest {
  tools: FfmpegPaths;
  masterPath: string;
  /** How the master is named in errors (the partner's file name); its path by default. */
  masterName?: string;
  /** An empty directory. */
  outputDir: string;
  /** Sound effects are only downloaded: MP3s without HLS. */
  hls: boolean;
  /** Kills ffmpeg and rejects with the signal's reason when aborted. */
  signal?: AbortSignal;
}

export interface RenderResult {
  lengthSeconds: number;
  /** Every file written, relative to outputDir, sorted. */
  files: string[];
}

export async function renderMaster(request: RenderRequest): Promise<RenderResult> {
  const { tools, masterPath, outputDir } = request;
  const name = request.masterName ?? masterPath;
  const lengthSeconds = await probeAudio(tools.ffprobe, masterPath, name);
  const directories = [...(request.hls ? HLS_VARIANTS.map((variant) => join('hls', variant.name)) : []), 'mp3'];
  for (const directory of directories) await mkdir(join(outputDir, directory), { recursive: true });
  const args = ['-hide_banner', '-nostdin', '-v', 'error', '-i', masterPath, ...encodes(request)];
  await run(tools.ffmpeg, args, request.signal).catch((error: Error) => {
    if (request.signal?.aborted) throw request.signal.reason;
    const reason = error.message.split(masterPath).join(basename(name));
    throw invalidArgument(`${basename(name)} could not be rendered: ${reason}`, [
      { key: 'master', messages: ['could not be decoded'] },
    ]);
  });
  if (request.hls) await writePrimaryManifest(outputDir);
  return { lengthSeconds, files: await filesUnder(outputDir) };
}

/** Length in seconds of the first audio stream; refuses anything ffmpeg cannot decode as audio. */
export async function probeAudio(ffprobe: string, path: string, name = path): Promise<number> {
  const refused = (why: string) =>
    invalidArgument(`${basename(name)} is not a decodable audio file: ${why}`, [{ key: 'master', messages: [why] }]);
  let output: string;
  try {
    output = await run(ffprobe, [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'stream=codec_type,duration:format=duration',
      '-of',
      'json',
      path,
    ]);
  } catch (error) {
    throw refused((error as Error).message.split(path).join(basename(name)));
  }
  const probed = JSON.parse(output) as {
    streams?: { codec_type?: string; duration?: string }[];
    format?: { duration?: string };
  };
  const stream = probed.streams?.find((candidate) => candidate.codec_type === 'audio');
  if (!stream) throw refused('it has no audio stream');
  const seconds = Number(stream.duration ?? probed.format?.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw refused('its length is unknown or zero');
  return seconds;
}

/** What ffprobe finds in a file: its container, the codec of its first audio stream and its length. */
export interface ProbedAudio {
  /** ffprobe's `format_name`, e.g. `mp3`, `ogg`, `wav`, `mov,mp4,m4a,3gp,3g2,mj2`. */
  container: string;
  /** ffprobe's `codec_name` of the first audio stream, e.g. `mp3`, `vorbis`, `opus`, `pcm_s16le`. */
  codec: string;
  lengthSeconds: number;
}

/**
 * The container and codec of a file by its content (never its name), for checking a partner's
 * upload; null when ffprobe finds no audio stream or cannot read the file at all.
 */
export async function probeAudioFormat(ffprobe: string, path: string): Promise<ProbedAudio | null> {
  let output: string;
  try {
    output = await run(ffprobe, [
      ...['-v', 'error', '-select_streams', 'a:0'],
      ...['-show_entries', 'stream=codec_type,codec_name,duration:format=format_name,duration', '-of', 'json'],
      path,
    ]);
  } catch {
    return null;
  }
  const probed = JSON.parse(output) as {
    streams?: { codec_type?: string; codec_name?: string; duration?: string }[];
    format?: { format_name?: string; duration?: string };
  };
  const stream = probed.streams?.find((candidate) => candidate.codec_type === 'audio');
  if (!stream) return null;
  const seconds = Number(stream.duration ?? probed.format?.duration);
  return {
    container: probed.format?.format_name ?? '',
    codec: stream.codec_name ?? '',
    lengthSeconds: Number.isFinite(seconds) ? seconds : 0,
  };
}

function encodes(request: RenderRequest): string[] {
  const { outputDir } = request;
  const common = ['-map', '0:a:0', '-map_metadata', '-1', '-ac', '2', '-ar', String(SAMPLE_RATE)];
  const hls = HLS_VARIANTS.flatMap((variant) => [
    ...common,
    ...['-c:a', 'aac', '-b:a', `${variant.bitrateKbps}k`],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', join(outputDir, 'hls', variant.name, 'seg-%05d.m4s')],
    join(outputDir, variantPlaylist(variant.name)),
  ]);
  // -b:a without VBR options makes LAME write constant bit rate frames.
  const mp3 = Object.values(MP3_QUALITIES).flatMap((quality) => [
    ...common,
    ...['-c:a', 'libmp3lame', '-b:a', `${quality.bitrateKbps}k`, '-f', 'mp3'],
    join(outputDir, quality.file),
  ]);
  return [...(request.hls ? hls : []), ...mp3];
}

async function writePrimaryManifest(outputDir: string): Promise<void> {
  const variants: MeasuredVariant[] = [];
  for (const variant of HLS_VARIANTS) {
    const playlist = await readFile(join(outputDir, variantPlaylist(variant.name)), 'utf8');
    const segments = await Promise.all(
      playlistSegments(playlist).map(async (segment) => ({
        ...segment,
        bytes: (await stat(join(outputDir, 'hls', variant.name, segment.uri))).size,
      })),
    );
    variants.push({ playlist: `${variant.name}/index.m3u8`, segments });
  }
  await writeFile(join(outputDir, PRIMARY_MANIFEST), primaryManifest(variants));
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * Runs a tool below the threads that answer requests (as the worker pool's threads are); resolves
 * with its stdout, rejects with the last lines it wrote to stderr.
 */
async function run(command: string, args: string[], signal?: AbortSignal): Promise<string> {
  const exit = await runTool(command, args, { signal, niceness: RENDER_NICENESS });
  if (exit.code !== 0) throw new Error(lastLines(exit.stderr, 3) ?? `exit code ${exit.code}`);
  return exit.stdout.toString('utf8');
}
const RENDER_NICENESS = 10;
