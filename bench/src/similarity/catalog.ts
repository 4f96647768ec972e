/**
 * The catalog bench:similarity ingests through `downbeat ingest`: four sets, each piece labelled
 * with what "the same genre" means for it and with the split it belongs to (`tuning`: what the
 * weights may be tuned on; `held-out`: reported, never tuned on).
 *
 * - `soundtracks`: clips of game soundtracks shipped in Debian packages (music we did not make),
 *   `SIMILARITY_SOUNDTRACKS_PER_PACKAGE` per package, evenly spread over its files; genre = the
 *   package (one game's score: one composer or team, one production). Split by alternating files.
 * - `midi`: rendered-MIDI pieces of bench:beats (16 styles, three General MIDI soundfonts in turn,
 *   fluidsynth); genre = style. Split = bench:beats' own seeds (`tuning` 1407, `held-out` 90210).
 * - `demo`: the embedded mode's demo catalog as planned by `planDemoCatalog` (40 synthesised tracks
 *   of 60–180 s in eight styles); genre = style. Split by alternating tracks.
 * - `generated`: a larger synthesised set of shorter tracks (another seed); genre = style.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, link, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoTrackSpecs, planDemoCatalog, type TrackSpec, writeSynthesizedTrack } from '@downbeat/synth';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { renderedMidiSet, type Split } from '../beats/midi-set';

const run = promisify(execFile);

export type SetName = 'soundtracks' | 'midi' | 'demo' | 'generated';
export const SET_NAMES: SetName[] = ['soundtracks', 'midi', 'demo', 'generated'];

export interface BenchPiece {
  /** File name without extension, unique in the catalog. */
  name: string;
  set: SetName;
  /** What "the same genre" means in its set (package, style). */
  genre: string;
  split: Split;
  /** The master in the ingest folder. */
  file: string;
  /** Catalog genre and mood ids given at ingest. */
  genreIds: string[];
  moodIds: string[];
  /** The soundfont a MIDI piece was played with (timbre unrelated to style). */
  soundfont?: string;
}

export interface CatalogSettings {
  soundtracksPerPackage: number;
  /** Rendered MIDI pieces per split. */
  midiPieces: number;
  /** Tracks of the larger generated set, and their length bounds. */
  generatedTracks: number;
}

const SOUNDTRACK_PACKAGES = [
  'asc-music',
  'singularity-music',
  'hyperrogue-music',
  'warzone2100-music',
  'planetblupi-music-ogg',
];
const SOUNDTRACK_CLIP = { from: 20, seconds: 60 };
const GENERATED = { seed: 2027, minSeconds: 30, maxSeconds: 45 };

/**
 * Genre (and mood) records for the import: one parent per set, one child per label; the demo set
 * keeps the demo catalog's own genres and moods, imported as the demo catalog does.
 */
export function genreRecords(pieces: BenchPiece[]): object[] {
  if (pieces.some((piece) => piece.set === 'demo')) {
    const plan = planDemoCatalog();
    return [...plan.genres, ...plan.moods];
  }
  const parents = [...new Set(pieces.map((piece) => piece.set))].filter((set) => set !== 'demo');
  const children = new Map<string, { set: SetName; genre: string }>();
  for (const piece of pieces) if (piece.set !== 'demo') children.set(genreId(piece.set, piece.genre), piece);
  return [
    ...parents.map((set) => ({ type: 'genre', id: `genre-bench-${set}`, name: `Bench ${set}`, featured: false })),
    ...[...children].map(([id, { set, genre }]) => ({
      type: 'genre',
      id,
      name: `Bench ${set} ${genre}`,
      parentId: `genre-bench-${set}`,
      featured: false,
    })),
  ];
}

const genreId = (set: SetName, genre: string) =>
  `genre-bench-${set}-${genre.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/**
 * One set's pieces, made (clipped, rendered, synthesised) where missing, their masters in
 * `<directory>/masters/<set>/` (each set ingested as a folder of its own).
 */
export async function benchSet(
  set: SetName,
  directory: string,
  cacheDirectory: string,
  settings: CatalogSettings,
  log: (line: string) => void,
): Promise<BenchPiece[]> {
  const masters = path.join(directory, 'masters', set);
  mkdirSync(masters, { recursive: true });
  switch (set) {
    case 'soundtracks':
      return soundtrackPieces(masters, settings.soundtracksPerPackage, log);
    case 'midi':
      return midiPieces(masters, cacheDirectory, settings.midiPieces, log);
    case 'demo':
      return demoPieces(masters, path.join(directory, 'demo'), log);
    case 'generated':
      return generatedPieces(masters, path.join(directory, 'generated'), settings.generatedTracks, log);
  }
}

async function soundtrackPieces(masters: string, perPackage: number, log: (line: string) => void) {
  const { ffmpeg } = await locateFfmpeg();
  const pieces: BenchPiece[] = [];
  for (const pkg of SOUNDTRACK_PACKAGES) {
    const files = await packageAudioFiles(pkg);
    if (files.length === 0) {
      log(`no files of ${pkg}: bash bench/peers/debian-packages.sh`);
      continue;
    }
    const chosen = evenlySpread(files, perPackage);
    for (const [index, source] of chosen.entries()) {
      const label = pkg.replace(/-music(-ogg)?$/, '');
      const name = `st-${label}-${path
        .basename(source)
        .replace(/\.\w+$/, '')
        .replace(/\W+/g, '-')
        .toLowerCase()}`;
      const file = path.join(masters, `${name}.wav`);
      if (!existsSync(file)) {
        const partial = `${file}.partial.wav`;
        const seconds = await durationOf(source);
        const from = Math.max(0, Math.min(SOUNDTRACK_CLIP.from, seconds - SOUNDTRACK_CLIP.seconds));
        await run(ffmpeg, ['-v', 'error', '-y', '-ss', String(from), '-t', String(SOUNDTRACK_CLIP.seconds), '-i', source,
          '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', partial]); // prettier-ignore
        await rename(partial, file);
      }
      pieces.push({
        name,
        set: 'soundtracks',
        genre: label,
        split: index % 2 === 0 ? 'tuning' : 'held-out',
        file,
        genreIds: [genreId('soundtracks', label)],
        moodIds: [],
      });
    }
  }
  return pieces;
}

/** The audio files a Debian package installed, longer than 45 s, sorted. */
async function packageAudioFiles(pkg: string): Promise<string[]> {
  const listed = await run('dpkg', ['-L', pkg]).catch(() => ({ stdout: '' }));
  const files = listed.stdout
    .split('\n')
    .filter((line) => /\.(ogg|opus|mp3|flac)$/i.test(line) && existsSync(line))
    .sort();
  const long: string[] = [];
  for (const file of files) if ((await durationOf(file)) >= 45) long.push(file);
  return long;
}

async function durationOf(file: string): Promise<number> {
  // A file ffprobe cannot read (one of hyperrogue's is not Ogg at all) counts as empty.
  const probed = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]).catch(() => ({ stdout: '0' }));
  return Number(probed.stdout.trim()) || 0;
}

function evenlySpread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

async function midiPieces(masters: string, cache: string, count: number, log: (line: string) => void) {
  const pieces: BenchPiece[] = [];
  for (const split of ['tuning', 'held-out'] as const) {
    const clips = await renderedMidiSet(split, count, path.join(cache, 'beats', `midi-${split}`), log);
    for (const [index, clip] of clips.entries()) {
      const name = `midi-${clip.name}`;
      pieces.push({
        name,
        set: 'midi',
        genre: clip.kind,
        split,
        file: await placed(clip.file, path.join(masters, `${name}.wav`)),
        genreIds: [genreId('midi', clip.kind)],
        moodIds: [],
        soundfont: ['FluidR3', 'TimGM6mb', 'MuseScore'][index % 3]!,
      });
    }
  }
  return pieces;
}

async function demoPieces(masters: string, directory: string, log: (line: string) => void) {
  const plan = planDemoCatalog();
  const pieces: BenchPiece[] = [];
  for (const [index, track] of plan.tracks.entries()) {
    const name = `demo-${track.spec.name.replace(/^demo-/, '')}`;
    pieces.push({
      name,
      set: 'demo',
      genre: track.spec.genre,
      split: index % 2 === 0 ? 'tuning' : 'held-out',
      file: await synthesised(track.spec, directory, path.join(masters, `${name}.wav`), log),
      genreIds: track.record.genreIds,
      moodIds: track.record.moodIds,
    });
  }
  return pieces;
}

async function generatedPieces(masters: string, directory: string, count: number, log: (line: string) => void) {
  const specs = demoTrackSpecs(count, GENERATED.seed, GENERATED);
  const pieces: BenchPiece[] = [];
  for (const [index, spec] of specs.entries()) {
    const name = `gen-${spec.name.replace(/^demo-/, '')}`;
    pieces.push({
      name,
      set: 'generated',
      genre: spec.genre,
      split: index % 2 === 0 ? 'tuning' : 'held-out',
      file: await synthesised(spec, directory, path.join(masters, `${name}.wav`), log),
      genreIds: [genreId('generated', spec.genre)],
      moodIds: [],
    });
  }
  return pieces;
}

async function synthesised(spec: TrackSpec, directory: string, target: string, log: (line: string) => void) {
  if (existsSync(target)) return target;
  const made = path.join(directory, `${spec.name}.wav`);
  if (!existsSync(made)) {
    log(`synthesising ${spec.name} (${spec.genre}, ${spec.bpm} BPM) into ${directory}`);
    await writeSynthesizedTrack(directory, spec);
  }
  return placed(made, target);
}

/** The file in the ingest folder (a hard link where possible: the masters are large). */
async function placed(source: string, target: string): Promise<string> {
  if (!existsSync(target)) await link(source, target).catch(() => copyFile(source, target));
  return target;
}
