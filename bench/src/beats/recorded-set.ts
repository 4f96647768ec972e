/**
 * The recorded set: music recorded or produced by people, shipped in Debian packages (game
 * soundtracks: orchestral, rock, electronic, ambient), without annotations. A 40-second clip of each
 * is cut with ffmpeg (decoded to 44.1 kHz stereo WAV, so every tracker reads the same samples);
 * trackers are scored by how well they agree with each other.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { type RenderedClip } from './midi-set';

const run = promisify(execFile);
export const CLIP_SECONDS = 40;

/** Debian package, file it ships, where the clip starts (seconds). */
export const RECORDINGS: Array<{ pkg: string; file: string; from: number }> = [
  { pkg: 'asc-music', file: '/usr/share/games/asc/music/frontiers.mp3', from: 30 },
  { pkg: 'asc-music', file: '/usr/share/games/asc/music/machine_wars.mp3', from: 30 },
  { pkg: 'asc-music', file: '/usr/share/games/asc/music/time_to_strike.mp3', from: 30 },
  { pkg: 'singularity-music', file: '/usr/share/games/singularity/music/Awakening.ogg', from: 30 },
  { pkg: 'singularity-music', file: '/usr/share/games/singularity/music/Enemy Unknown.ogg', from: 30 },
  { pkg: 'singularity-music', file: '/usr/share/games/singularity/music/Media Threat.ogg', from: 30 },
  { pkg: 'singularity-music', file: '/usr/share/games/singularity/music/Through Space.ogg', from: 30 },
  { pkg: 'hyperrogue-music', file: '/usr/share/hyperrogue/music/hr3-caves.ogg', from: 30 },
  { pkg: 'hyperrogue-music', file: '/usr/share/hyperrogue/music/hr3-desert.ogg', from: 30 },
  { pkg: 'hyperrogue-music', file: '/usr/share/hyperrogue/music/hr3-hell.ogg', from: 30 },
  { pkg: 'hyperrogue-music', file: '/usr/share/hyperrogue/music/hr3-jungle.ogg', from: 30 },
  { pkg: 'hyperrogue-music', file: '/usr/share/hyperrogue/music/hr-domina-hunting.ogg', from: 30 },
  {
    pkg: 'warzone2100-music',
    file: '/usr/share/games/warzone2100/music/albums/original_soundtrack/track1.opus',
    from: 30,
  },
  {
    pkg: 'warzone2100-music',
    file: '/usr/share/games/warzone2100/music/albums/original_soundtrack/track2.opus',
    from: 30,
  },
  {
    pkg: 'warzone2100-music',
    file: '/usr/share/games/warzone2100/music/albums/legacy_soundtrack/track4.opus',
    from: 30,
  },
  {
    pkg: 'warzone2100-music',
    file: '/usr/share/games/warzone2100/music/albums/aftermath_soundtrack/track17.opus',
    from: 30,
  },
  { pkg: 'planetblupi-music-ogg', file: '/usr/share/planetblupi/music/music002.ogg', from: 30 },
  { pkg: 'planetblupi-music-ogg', file: '/usr/share/planetblupi/music/music005.ogg', from: 30 },
];

export const RECORDING_PACKAGES = [...new Set(RECORDINGS.map((recording) => recording.pkg))];

const SINGULARITY = '/usr/share/games/singularity/music';
const HYPERROGUE = '/usr/share/hyperrogue/music';
const WARZONE = '/usr/share/games/warzone2100/music/albums';
const BLUPI = '/usr/share/planetblupi/music';

/**
 * The recordings the beat decoder may be tuned on: the other pieces of the same packages — never
 * one of `RECORDINGS`, which stay the evaluation. Hyperrogue's shorter pieces start at 5 s.
 */
export const TUNING_RECORDINGS: Array<{ pkg: string; file: string; from: number }> = [
  ...['A New Journey', 'Aberrations', 'Advanced Simulacra', 'By-Product', 'Coherence', 'Deprecation']
    .concat(['Inevitable', 'Nebula', 'Orbital Elevator'])
    .map((title) => ({ pkg: 'singularity-music', file: `${SINGULARITY}/${title}.ogg`, from: 30 })),
  ...['hr-domina-mountain', 'hr-savino-palace', 'hr3-crossroads', 'hr3-graveyard', 'hr3-icyland']
    .concat(['hr3-laboratory', 'hr3-mirror', 'hr3-motion', 'hr3-rlyeh'])
    .map((title) => ({ pkg: 'hyperrogue-music', file: `${HYPERROGUE}/${title}.ogg`, from: 5 })),
  ...['original_soundtrack/track3', 'legacy_soundtrack/track5', 'legacy_soundtrack/track6']
    .concat(['legacy_soundtrack/track7', 'legacy_soundtrack/track8', 'legacy_soundtrack/track9'])
    .concat(['legacy_soundtrack/track10', 'legacy_soundtrack/track12', 'legacy_soundtrack/track14'])
    .concat(['legacy_soundtrack/track16', 'aftermath_soundtrack/track18', 'aftermath_soundtrack/track20'])
    .concat(['aftermath_soundtrack/track22', 'aftermath_soundtrack/track24', 'aftermath_soundtrack/track26'])
    .map((title) => ({ pkg: 'warzone2100-music', file: `${WARZONE}/${title}.opus`, from: 30 })),
  ...['music000', 'music001', 'music003', 'music004', 'music006', 'music007', 'music008', 'music009'].map((title) => ({
    pkg: 'planetblupi-music-ogg',
    file: `${BLUPI}/${title}.ogg`,
    from: 30,
  })),
];

/**
 * `CLIP_SECONDS` of `source` from `from` seconds as 16-bit 44.1 kHz stereo WAV (every tracker reads
 * the same samples), cut once: an existing `file` is kept.
 */
export async function cutClip(ffmpeg: string, source: string, from: number, file: string): Promise<void> {
  if (existsSync(file)) return;
  const partial = `${file}.partial.wav`;
  await run(ffmpeg, [
    ...['-v', 'error', '-y', '-ss', String(from), '-t', String(CLIP_SECONDS), '-i', source],
    ...['-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', partial],
  ]);
  await rename(partial, file);
}

/** 40-second clips of `recordings` (the evaluation's unless told), cut once into `directory`. */
export async function recordedSet(
  directory: string,
  log: (line: string) => void,
  recordings = RECORDINGS,
): Promise<RenderedClip[]> {
  mkdirSync(directory, { recursive: true });
  const { ffmpeg } = await locateFfmpeg();
  const clips: RenderedClip[] = [];
  for (const recording of recordings) {
    if (!existsSync(recording.file)) {
      log(`missing ${recording.file}: apt-get install ${recording.pkg} (bench/peers/debian-packages.sh)`);
      continue;
    }
    const name = `${recording.pkg.replace(/-music(-ogg)?$/, '')}-${path
      .basename(recording.file)
      .replace(/\.\w+$/, '')
      .replace(/\W+/g, '-')
      .toLowerCase()}`;
    const file = path.join(directory, `${name}.wav`);
    await cutClip(ffmpeg, recording.file, recording.from, file);
    clips.push({ name, kind: recording.pkg, file, truth: null });
  }
  return clips;
}
