/**
 * Plays media the way a client does, for integration and e2e tests: an HLS player (primary manifest
 * → each variant playlist → init and media segments) and a downloader, with ffprobe to say what
 * the bytes are. No jest here, so both test suites can use it from the build.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AccessGrants } from '../domain/access-grants';
export { locateFfmpeg, type FfmpegTools } from '@downbeat/platform/ffmpeg';
import { MediaSigner } from '../domain/signing';

const run = promisify(execFile);

export interface PlayedVariant {
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  playlistUrl: string;
  init: Buffer;
  segments: { url: string; durationSeconds: number; bytes: Buffer }[];
  /** Media bytes × 8 / seconds, from what was downloaded. */
  measuredBitsPerSecond: number;
}

export interface Probed {
  codec: string;
  sampleRate: number;
  channels: number;
  /** Bits per second as ffprobe states it (0 when it does not). */
  bitRate: number;
  durationSeconds: number;
}

/** Fetches one URL; throws with the status and body unless it answers 200. */
export async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Everything a player would fetch, from the primary manifest down to the last segment of each variant. */
export async function playHls(primaryUrl: string, headers: Record<string, string> = {}): Promise<PlayedVariant[]> {
  const primary = await (await fetchOk(primaryUrl, headers)).text();
  const lines = primary.split('\n');
  const variants: PlayedVariant[] = [];
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attributes = attributesOf(line.slice('#EXT-X-STREAM-INF:'.length));
    const playlistUrl = new URL(lines[index + 1] ?? '', primaryUrl).toString();
    const playlist = await (await fetchOk(playlistUrl, headers)).text();
    const initUri = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
    if (!initUri) throw new Error(`${playlistUrl} has no EXT-X-MAP`);
    const init = Buffer.from(await (await fetchOk(new URL(initUri, playlistUrl).toString(), headers)).arrayBuffer());
    const segments: PlayedVariant['segments'] = [];
    let duration = 0;
    for (const entry of playlist.split('\n')) {
      const extinf = /^#EXTINF:([\d.]+)/.exec(entry);
      if (extinf) duration = Number(extinf[1]);
      else if (entry && !entry.startsWith('#')) {
        const url = new URL(entry, playlistUrl).toString();
        segments.push({
          url,
          durationSeconds: duration,
          bytes: Buffer.from(await (await fetchOk(url, headers)).arrayBuffer()),
        });
      }
    }
    const bytes = segments.reduce((sum, segment) => sum + segment.bytes.length, 0);
    const seconds = segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
    variants.push({
      bandwidth: Number(attributes.BANDWIDTH),
      averageBandwidth: Number(attributes['AVERAGE-BANDWIDTH']),
      codecs: attributes.CODECS ?? '',
      playlistUrl,
      init,
      segments,
      measuredBitsPerSecond: (bytes * 8) / seconds,
    });
  }
  return variants;
}

/** What ffprobe says of some bytes (a whole file, or an fMP4 init segment followed by media segments). */
export async function probeBytes(ffprobe: string, ...parts: Buffer[]): Promise<Probed> {
  const dir = await mkdtemp(join(tmpdir(), 'downbeat-probe-'));
  try {
    const file = join(dir, 'media');
    await writeFile(file, Buffer.concat(parts));
    const { stdout } = await run(ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,sample_rate,channels,bit_rate:format=duration,bit_rate',
      '-of',
      'json',
      file,
    ]);
    const probed = JSON.parse(stdout) as {
      streams?: { codec_name?: string; sample_rate?: string; channels?: number; bit_rate?: string }[];
      format?: { duration?: string; bit_rate?: string };
    };
    const stream = probed.streams?.[0];
    if (!stream) throw new Error('ffprobe found no stream');
    return {
      codec: stream.codec_name ?? '',
      sampleRate: Number(stream.sample_rate ?? 0),
      channels: stream.channels ?? 0,
      bitRate: Number(stream.bit_rate ?? probed.format?.bit_rate ?? 0),
      durationSeconds: Number(probed.format?.duration ?? 0),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every MPEG audio frame header of an MP3, as bit rates in kbps: one value means constant bit rate. */
export function mp3FrameBitrates(file: Buffer): Set<number> {
  const KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]; // MPEG-1 Layer III
  const RATES = [44_100, 48_000, 32_000];
  const found = new Set<number>();
  let offset = id3Length(file);
  while (offset + 4 <= file.length) {
    const b1 = file[offset + 1] ?? 0;
    const b2 = file[offset + 2] ?? 0;
    if (file[offset] !== 0xff || (b1 & 0xfe) !== 0xfa) break; // MPEG-1 Layer III sync
    const kbps = KBPS[b2 >> 4];
    const rate = RATES[(b2 >> 2) & 3];
    if (!kbps || !rate) break;
    found.add(kbps);
    offset += Math.floor((144_000 * kbps) / rate) + ((b2 >> 1) & 1);
  }
  return found;
}

function id3Length(file: Buffer): number {
  if (file.subarray(0, 3).toString('latin1') !== 'ID3') return 0;
  const size = ((file[6] ?? 0) << 21) | ((file[7] ?? 0) << 14) | ((file[8] ?? 0) << 7) | (file[9] ?? 0);
  return 10 + size;
}

function attributesOf(list: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g))
    attributes[match[1] ?? ''] = (match[2] ?? '').replace(/^"|"$/g, '');
  return attributes;
}

/** A master for tests: `seconds` of a chord over noise with a click on every beat, as WAV. */
export async function generateMaster(ffmpeg: string, path: string, seconds: number): Promise<void> {
  const graph = [
    `sine=f=220:d=${seconds}[a]`,
    `sine=f=277:d=${seconds}[b]`,
    `sine=f=330:d=${seconds}[c]`,
    `anoisesrc=d=${seconds}:c=pink:a=0.08[n]`,
    '[a][b][c][n]amix=inputs=4,aformat=channel_layouts=stereo:sample_rates=44100[out]',
  ].join(';');
  await run(ffmpeg, ['-v', 'error', '-y', '-filter_complex', graph, '-map', '[out]', path]);
}

/** Grants and signatures made with a known key, to present expired or foreign proofs to the edge. */
export function grantsSignedWith(key: string): AccessGrants {
  return new AccessGrants(new MediaSigner({ current: key }));
}
