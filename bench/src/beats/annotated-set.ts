/**
 * The annotated recordings: Planet Blupi's soundtrack, which Debian ships twice — as recorded
 * audio (`planetblupi-music-ogg`) and as the MIDI files it was made from (`planetblupi-music-midi`),
 * the same length to within two seconds, with one tempo and 4/4 throughout. The MIDI's tempo map
 * and time signature give each clip of the audio its true beats and bars, so trackers are scored
 * against truth on music the project did not make or render — where the recorded set can only
 * compare trackers with each other. (The audio sounds 12–44 ms from the MIDI's note times, by
 * cross-correlating the notes with librosa's onset strength, inside mir_eval's ±70 ms.)
 *
 * Pieces 002 and 005 are the evaluation's: the same pieces the recorded set's evaluation clips come
 * from, never tuned on. The other eight are among the decoder's tuning recordings (their 0:30 clip).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { readMidiTiming } from './midi-file';
import { type RenderedClip } from './midi-set';
import { type BeatTruth, truthOf } from './midi-truth';
import { CLIP_SECONDS, cutClip } from './recorded-set';

const MUSIC = '/usr/share/planetblupi/music';
const PACKAGES = 'planetblupi-music-ogg and planetblupi-music-midi (bench/peers/debian-packages.sh)';

export const ANNOTATED_PIECES = ['music002', 'music005'];
export const ANNOTATED_TUNING_PIECES = ['000', '001', '003', '004', '006', '007', '008', '009'].map((n) => `music${n}`);
/** Where each piece's clips start (seconds): three 40 s clips of every piece (the shortest lasts 10 min). */
export const ANNOTATED_STARTS = [30, 150, 270];

export async function annotatedSet(
  directory: string,
  log: (line: string) => void,
  pieces = ANNOTATED_PIECES,
): Promise<RenderedClip[]> {
  mkdirSync(directory, { recursive: true });
  const { ffmpeg } = await locateFfmpeg();
  const clips: RenderedClip[] = [];
  for (const piece of pieces) {
    const audio = path.join(MUSIC, `${piece}.ogg`);
    const midi = path.join(MUSIC, `${piece}.mid`);
    if (!existsSync(audio) || !existsSync(midi)) {
      log(`missing ${audio} or ${midi}: apt-get install ${PACKAGES}`);
      continue;
    }
    const truth = truthOf(readMidiTiming(await readFile(midi)));
    for (const from of ANNOTATED_STARTS) {
      const name = `blupi-${piece}-${from}s`;
      const file = path.join(directory, `${name}.wav`);
      await cutClip(ffmpeg, audio, from, file);
      clips.push({ name, kind: 'planetblupi', file, truth: clipTruth(truth, from, CLIP_SECONDS) });
    }
  }
  return clips;
}

/** A whole piece's truth as heard in the clip from `from` lasting `seconds`. */
export function clipTruth(truth: BeatTruth, from: number, seconds: number): BeatTruth {
  // A clip of a piece that changes meter would need to know where: these pieces keep one.
  if (truth.meterChanges > 0) throw new Error(`clip truth of a piece that changes meter (${truth.meters.join(', ')})`);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const beats = truth.beats
    .filter((beat) => beat.time >= from && beat.time < from + seconds)
    .map((beat) => ({ time: round(beat.time - from), value: beat.value }));
  const intervals = beats
    .slice(1)
    .map((beat, index) => beat.time - beats[index]!.time)
    .sort((a, b) => a - b);
  const median = intervals[Math.floor(intervals.length / 2)];
  return {
    beats,
    bpm: median ? round(60 / median) : truth.bpm,
    meters: truth.meters,
    meterChanges: 0,
    start: round(Math.max(0, truth.start - from)),
    end: round(Math.min(seconds, truth.end - from)),
  };
}
