/**
 * Files a partner might upload, made with ffmpeg, for unit, integration and e2e tests: real MP3
 * and Ogg Vorbis audio, a WAV (to be renamed .mp3 and refused), and pictures as JPEG and PNG.
 * No jest here, so every suite can use it from the build.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface UploadSamples {
  mp3: Buffer;
  ogg: Buffer;
  wav: Buffer;
  jpeg: Buffer;
  png: Buffer;
}

/** A pulse at 120 BPM over a chord, so the analysis finds beats: `seconds` long, in the format of the extension. */
export async function generateSong(ffmpeg: string, path: string, seconds: number, hz = 220): Promise<void> {
  const graph = [
    `aevalsrc='0.6*sin(2*PI*${hz}*t)*exp(-12*mod(t,0.5))':d=${seconds}:s=44100[pulse]`,
    `sine=f=${Math.round(hz * 1.5)}:d=${seconds}[fifth]`,
    '[pulse][fifth]amix=inputs=2,aformat=channel_layouts=stereo[out]',
  ].join(';');
  const codec = path.endsWith('.ogg') ? ['-c:a', 'libvorbis'] : path.endsWith('.mp3') ? ['-c:a', 'libmp3lame'] : [];
  await run(ffmpeg, ['-v', 'error', '-y', '-filter_complex', graph, '-map', '[out]', ...codec, path]);
}

/** A still picture of a colour (`red`, `0x3366cc`), in the format of the extension. */
export async function generatePicture(ffmpeg: string, path: string, color = 'red', size = '320x240'): Promise<void> {
  await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:s=${size}`, '-frames:v', '1', path]);
}

/** One of each kind of file, `seconds` of audio, made in `directory`. */
export async function generateUploadSamples(ffmpeg: string, directory: string, seconds = 6): Promise<UploadSamples> {
  const at = (name: string) => join(directory, name);
  await Promise.all([
    generateSong(ffmpeg, at('song.mp3'), seconds),
    generateSong(ffmpeg, at('song.ogg'), seconds, 247),
    generateSong(ffmpeg, at('song.wav'), seconds, 262),
    generatePicture(ffmpeg, at('picture.jpg')),
    generatePicture(ffmpeg, at('picture.png'), 'blue'),
  ]);
  const [mp3, ogg, wav, jpeg, png] = await Promise.all(
    ['song.mp3', 'song.ogg', 'song.wav', 'picture.jpg', 'picture.png'].map((name) => readFile(at(name))),
  );
  return { mp3: mp3!, ogg: ogg!, wav: wav!, jpeg: jpeg!, png: png! };
}
