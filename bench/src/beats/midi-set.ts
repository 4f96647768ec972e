/**
 * The rendered-MIDI set: pieces planned and composed here, written as standard MIDI files and
 * rendered by Debian's fluidsynth with three General MIDI soundfonts in turn (FluidR3, TimGM6mb,
 * MuseScore General), so no piece sounds like our synthesiser and instruments differ between
 * pieces. Two splits from different seeds: `tuning` (what the tracker may be tuned on) and
 * `held-out` (scored, never tuned on). Each split runs through every style in turn.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { childSeed } from '@downbeat/synth';
import { encodeMidi, readMidiTiming } from './midi-file';
import { composeMidi } from './midi-compose';
import { planPiece } from './midi-piece';
import { MIDI_STYLES } from './midi-styles';
import { type BeatTruth, truthOf } from './midi-truth';

const run = promisify(execFile);

export const SOUNDFONTS = [
  '/usr/share/sounds/sf2/FluidR3_GM.sf2',
  '/usr/share/sounds/sf2/TimGM6mb.sf2',
  '/usr/share/sounds/sf3/MuseScore_General_Lite.sf3',
];

export type Split = 'tuning' | 'held-out';
export const SPLIT_SEEDS: Record<Split, number> = { tuning: 1407, 'held-out': 90210 };

export interface RenderedClip {
  name: string;
  /** What the clip is: a style or a source package. */
  kind: string;
  file: string;
  truth: BeatTruth | null;
}

export async function renderedMidiSet(
  split: Split,
  count: number,
  directory: string,
  log: (line: string) => void,
): Promise<RenderedClip[]> {
  mkdirSync(directory, { recursive: true });
  const clips: RenderedClip[] = [];
  for (let index = 0; index < count; index++) {
    const style = MIDI_STYLES[index % MIDI_STYLES.length]!;
    const name = `${split}-${String(index + 1).padStart(3, '0')}-${style.name}`;
    const midiFile = path.join(directory, `${name}.mid`);
    const audioFile = path.join(directory, `${name}.wav`);
    if (!existsSync(audioFile)) {
      const plan = planPiece(style, childSeed(SPLIT_SEEDS[split], name), name);
      await writeFile(midiFile, encodeMidi(composeMidi(plan)));
      const soundfont = SOUNDFONTS[index % SOUNDFONTS.length]!;
      log(`rendering ${name} (${plan.meter}, ${plan.bpm} BPM) with ${path.basename(soundfont)}`);
      await renderMidi(midiFile, soundfont, audioFile);
    }
    clips.push({ name, kind: style.name, file: audioFile, truth: truthOf(readMidiTiming(await readFile(midiFile))) });
  }
  return clips;
}

/** fluidsynth offline to 44.1 kHz 16-bit WAV, with its default reverb and chorus. */
export async function renderMidi(midiFile: string, soundfont: string, audioFile: string): Promise<void> {
  const partial = `${audioFile}.partial.wav`;
  await run('fluidsynth', ['-ni', '-q', '-g', '0.5', '-r', '44100', '-F', partial, '-T', 'wav', soundfont, midiFile], {
    maxBuffer: 16 * 1024 * 1024,
  });
  await rename(partial, audioFile);
}
