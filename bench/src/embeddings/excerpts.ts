/**
 * Excerpts of the Debian soundtracks (the recorded set's sources): three 10-second excerpts of each
 * whole track, at 20%, 50% and 80% of its length — far enough apart not to overlap, so "the same
 * piece" has to be recognised from different passages. Cut and decoded once with ffmpeg to 44.1 kHz
 * stereo WAV (cached).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { RECORDINGS } from '../beats/recorded-set';

const run = promisify(execFile);
export const EXCERPT_SECONDS = 10;
const POSITIONS = [0.2, 0.5, 0.8];

export interface Excerpt {
  name: string;
  /** The track it is cut from. */
  piece: string;
  /** The Debian package: one game's soundtrack, one composer or band. */
  soundtrack: string;
  file: string;
}

/** The whole source tracks, for speed on compressed files as uploads and masters come. */
export const sourceTracks = () => RECORDINGS.filter((recording) => existsSync(recording.file));

export async function soundtrackExcerpts(directory: string, log: (line: string) => void): Promise<Excerpt[]> {
  mkdirSync(directory, { recursive: true });
  const { ffmpeg, ffprobe } = await locateFfmpeg();
  const excerpts: Excerpt[] = [];
  for (const recording of sourceTracks()) {
    const piece = `${recording.pkg.replace(/-music(-ogg)?$/, '')}-${path
      .basename(recording.file)
      .replace(/\.\w+$/, '')
      .replace(/\W+/g, '-')
      .toLowerCase()}`;
    const { stdout } = await run(ffprobe, [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      recording.file,
    ]);
    const duration = Number(stdout.trim());
    for (const [index, position] of POSITIONS.entries()) {
      const file = path.join(directory, `${piece}-${index + 1}.wav`);
      if (!existsSync(file)) {
        const from = Math.max(0, position * duration - EXCERPT_SECONDS / 2);
        log(`cutting ${path.basename(file)} at ${from.toFixed(1)} s`);
        const partial = `${file}.partial.wav`;
        await run(ffmpeg, ['-v', 'error', '-y', '-ss', String(from), '-t', String(EXCERPT_SECONDS), '-i', recording.file,
          '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', partial]); // prettier-ignore
        await rename(partial, file);
      }
      excerpts.push({ name: `${piece}-${index + 1}`, piece, soundtrack: recording.pkg, file });
    }
  }
  return excerpts;
}
