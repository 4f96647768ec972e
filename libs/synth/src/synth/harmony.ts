/**
 * Keys, scales and chord progressions. Each section has its own progression and the chord changes
 * once per bar, as in most popular music; that harmonic rhythm is also what lets the analysis find
 * bar lines.
 */
import { type Random } from './random';

export type Mode = 'major' | 'minor';

const SCALES: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/** Frequency in Hz of a MIDI note number (A4 = 69 = 440 Hz). */
export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The MIDI note of a scale degree (0-based, may exceed 6 or be negative) above a tonic. */
export function scaleNote(tonic: number, mode: Mode, degree: number): number {
  const scale = SCALES[mode];
  const octave = Math.floor(degree / 7);
  const step = scale[((degree % 7) + 7) % 7] ?? 0;
  return tonic + 12 * octave + step;
}

export interface Chord {
  /** Scale degree of the root (0 = tonic). */
  degree: number;
  /** MIDI notes of the chord tones from the root upwards (triad, or seventh chord). */
  notes: number[];
}

/** A diatonic triad (or seventh chord) on a scale degree, voiced around `tonic`. */
export function diatonicChord(tonic: number, mode: Mode, degree: number, sevenths: boolean): Chord {
  const steps = sevenths ? [0, 2, 4, 6] : [0, 2, 4];
  return { degree, notes: steps.map((step) => scaleNote(tonic, mode, degree + step)) };
}

/** Progressions as scale degrees, one chord per bar; verse, chorus and bridge differ on purpose. */
const PROGRESSIONS: Record<Mode, { verse: number[][]; chorus: number[][]; bridge: number[][] }> = {
  major: {
    verse: [
      [0, 5, 3, 4],
      [0, 3, 0, 4],
      [5, 3, 0, 4],
    ],
    chorus: [
      [3, 0, 4, 5],
      [3, 4, 0, 0],
      [0, 4, 5, 3],
    ],
    bridge: [
      [1, 4, 2, 5],
      [5, 4, 3, 4],
    ],
  },
  minor: {
    verse: [
      [0, 5, 2, 6],
      [0, 3, 0, 4],
      [0, 6, 5, 6],
    ],
    chorus: [
      [5, 6, 0, 0],
      [2, 6, 5, 4],
      [5, 2, 6, 4],
    ],
    bridge: [
      [3, 4, 5, 6],
      [5, 3, 4, 4],
    ],
  },
};

export interface Harmony {
  tonic: number;
  mode: Mode;
  verse: number[];
  chorus: number[];
  bridge: number[];
}

/** Picks a key, a mode and the three progressions of a track. */
export function chooseHarmony(random: Random, mode: Mode): Harmony {
  const progressions = PROGRESSIONS[mode];
  return {
    tonic: 48 + random.integer(0, 11),
    mode,
    verse: random.pick(progressions.verse),
    chorus: random.pick(progressions.chorus),
    bridge: random.pick(progressions.bridge),
  };
}
