/**
 * Genre styles: drum patterns per meter, swing, and the instruments of the bass, chord and lead
 * parts. Patterns are one bar long, written on a grid of sixteenths for simple meters (4 steps per
 * beat) and of eighths for 6/8 (3 steps per dotted-quarter beat): `x` a full hit, `o` a soft one.
 */
import { type Instrument } from './instruments';
import { type PercussionVoice } from './percussion';

export type TimeSignature = '4/4' | '3/4' | '6/8';

export const GENRES = ['house', 'hip-hop', 'rock', 'ambient', 'jazz', 'pop', 'cinematic', 'folk'] as const;
export type Genre = (typeof GENRES)[number];

/** How the bass moves: a note per beat, off-beat eighths, one per bar, walking, or root–fifth. */
export type BassMotion = 'beats' | 'off-beats' | 'bar' | 'walking' | 'root-fifth';
/** How the chords are played: held, struck on every beat, strummed eighths, comped or arpeggiated. */
export type ChordMotion = 'held' | 'beats' | 'strum' | 'comp' | 'arpeggio';

export interface DrumLine {
  voice: PercussionVoice;
  pattern: string;
  gain: number;
  /** Left (-1) to right (1). */
  pan: number;
  /** Sections below this intensity leave the line out (intro 0.55 … chorus 1). */
  minIntensity?: number;
}

export interface GenreStyle {
  genre: Genre;
  /** Tempo range in BPM (dotted quarters for 6/8). */
  tempo: [number, number];
  /** Delay of off-beat steps as a share of a step pair (0 straight, 1/3 triplet swing). */
  swing: number;
  /** Whether swing applies to eighths (jazz) or sixteenths (hip-hop). */
  swingUnit: 'eighth' | 'sixteenth';
  drums: Record<TimeSignature, DrumLine[]>;
  bass: { instrument: Instrument; motion: BassMotion; gain: number };
  chords: { instrument: Instrument; motion: ChordMotion; gain: number; sevenths: boolean };
  lead: { instrument: Instrument; gain: number; octave: number };
  /** Share of the dry signal sent to the room. */
  reverb: number;
}

const line = (voice: PercussionVoice, pattern: string, gain: number, pan = 0, minIntensity = 0): DrumLine => ({
  voice,
  pattern,
  gain,
  pan,
  minIntensity,
});

export const GENRE_STYLES: Record<Genre, GenreStyle> = {
  house: {
    genre: 'house',
    tempo: [115, 130],
    swing: 0,
    swingUnit: 'sixteenth',
    drums: {
      '4/4': [
        line('kick', 'x...x...x...x...', 1),
        line('clap', '....x.......x...', 0.55, 0.1, 0.7),
        line('open-hat', '..x...x...x...x.', 0.22, 0.3),
        line('hat', 'o.o.o.o.o.o.o.o.', 0.15, -0.3, 0.9),
      ],
      '3/4': [
        line('kick', 'x...x...x...', 1),
        line('clap', '....x.......', 0.55, 0.1, 0.7),
        line('open-hat', '..x...x...x.', 0.22, 0.3),
      ],
      '6/8': [line('kick', 'x..x..', 1), line('clap', '...x..', 0.5, 0.1, 0.7), line('shaker', '.xx.xx', 0.25, 0.3)],
    },
    bass: { instrument: 'synth-bass', motion: 'off-beats', gain: 0.32 },
    chords: { instrument: 'pad', motion: 'held', gain: 0.18, sevenths: true },
    lead: { instrument: 'pluck', gain: 0.2, octave: 1 },
    reverb: 0.15,
  },
  'hip-hop': {
    genre: 'hip-hop',
    tempo: [70, 100],
    swing: 0.22,
    swingUnit: 'sixteenth',
    drums: {
      '4/4': [
        line('kick', 'x.....x.x.......', 1),
        line('snare', '....x.......x...', 0.75),
        line('hat', 'x.o.x.o.x.o.x.o.', 0.22, 0.3),
      ],
      '3/4': [
        line('kick', 'x......x....', 1),
        line('snare', '....x...x...', 0.75),
        line('hat', 'x.o.x.o.x.o.', 0.22, 0.3),
      ],
      '6/8': [line('kick', 'x....o', 1), line('snare', '...x..', 0.75), line('hat', 'xoxxox', 0.18, 0.3)],
    },
    bass: { instrument: 'sub-bass', motion: 'bar', gain: 0.45 },
    chords: { instrument: 'rhodes', motion: 'held', gain: 0.2, sevenths: true },
    lead: { instrument: 'bell', gain: 0.14, octave: 1 },
    reverb: 0.1,
  },
  rock: {
    genre: 'rock',
    tempo: [100, 170],
    swing: 0,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('kick', 'x.......x.x.....', 1),
        line('snare', '....x.......x...', 0.8),
        line('hat', 'x.o.x.o.x.o.x.o.', 0.22, 0.3),
      ],
      '3/4': [
        line('kick', 'x.....x.....', 1),
        line('snare', '....x...x...', 0.8),
        line('hat', 'x.o.x.o.x.o.', 0.22, 0.3),
      ],
      '6/8': [line('kick', 'x.....', 1), line('snare', '...x..', 0.8), line('hat', 'xoxxox', 0.2, 0.3)],
    },
    bass: { instrument: 'picked-bass', motion: 'beats', gain: 0.4 },
    chords: { instrument: 'guitar', motion: 'strum', gain: 0.22, sevenths: false },
    lead: { instrument: 'overdrive-lead', gain: 0.12, octave: 1 },
    reverb: 0.08,
  },
  ambient: {
    genre: 'ambient',
    tempo: [70, 110],
    swing: 0,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('soft-kick', 'x.......x.......', 0.8),
        line('rim', '....x.......x...', 0.35),
        line('shaker', 'o.o.o.o.o.o.o.o.', 0.12, 0.3),
      ],
      '3/4': [
        line('soft-kick', 'x...........', 0.8),
        line('rim', '....x...x...', 0.35),
        line('shaker', 'o.o.o.o.o.o.', 0.12),
      ],
      '6/8': [line('soft-kick', 'x.....', 0.8), line('rim', '...x..', 0.35), line('shaker', 'oooooo', 0.1, 0.3)],
    },
    bass: { instrument: 'sub-bass', motion: 'bar', gain: 0.35 },
    chords: { instrument: 'pad', motion: 'arpeggio', gain: 0.2, sevenths: true },
    lead: { instrument: 'bell', gain: 0.12, octave: 1 },
    reverb: 0.35,
  },
  jazz: {
    genre: 'jazz',
    tempo: [90, 170],
    swing: 1 / 3,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('ride', 'x...x.x.x...x.x.', 0.5, 0.35),
        line('pedal-hat', '....x.......x...', 0.35, -0.2),
        line('soft-kick', 'x.......o.......', 0.6),
        line('brush', '......o.......o.', 0.3, -0.1, 0.7),
      ],
      '3/4': [
        line('ride', 'x...x.x.x...', 0.5, 0.35),
        line('pedal-hat', '....x...x...', 0.35, -0.2),
        line('soft-kick', 'x...........', 0.6),
      ],
      '6/8': [line('ride', 'xoxxox', 0.5, 0.35), line('pedal-hat', '...x..', 0.35), line('soft-kick', 'x.....', 0.6)],
    },
    bass: { instrument: 'upright-bass', motion: 'walking', gain: 0.5 },
    chords: { instrument: 'rhodes', motion: 'comp', gain: 0.18, sevenths: true },
    lead: { instrument: 'brass', gain: 0.12, octave: 0 },
    reverb: 0.15,
  },
  pop: {
    genre: 'pop',
    tempo: [90, 130],
    swing: 0,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('kick', 'x.......x.......', 1),
        line('snare', '....x.......x...', 0.6),
        line('clap', '....x.......x...', 0.35, 0, 0.9),
        line('hat', 'x.o.x.o.x.o.x.o.', 0.2, 0.3),
      ],
      '3/4': [
        line('kick', 'x...........', 1),
        line('snare', '....x...x...', 0.6),
        line('hat', 'x.o.x.o.x.o.', 0.2, 0.3),
      ],
      '6/8': [line('kick', 'x.....', 1), line('snare', '...x..', 0.6), line('hat', 'xooxoo', 0.2, 0.3)],
    },
    bass: { instrument: 'synth-bass', motion: 'beats', gain: 0.3 },
    chords: { instrument: 'piano', motion: 'beats', gain: 0.2, sevenths: false },
    lead: { instrument: 'square-lead', gain: 0.1, octave: 1 },
    reverb: 0.12,
  },
  cinematic: {
    genre: 'cinematic',
    tempo: [70, 130],
    swing: 0,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('boom', 'x.......x.......', 0.9),
        line('orchestral-snare', '....x.......x...', 0.4, 0.2),
        line('shaker', 'o.o.o.o.o.o.o.o.', 0.1, -0.3, 0.9),
      ],
      '3/4': [line('boom', 'x...........', 0.9), line('orchestral-snare', '....x...x...', 0.4, 0.2)],
      '6/8': [line('boom', 'x.....', 0.9), line('orchestral-snare', '...x..', 0.4, 0.2)],
    },
    bass: { instrument: 'strings', motion: 'beats', gain: 0.28 },
    chords: { instrument: 'strings', motion: 'held', gain: 0.16, sevenths: false },
    lead: { instrument: 'brass', gain: 0.13, octave: 0 },
    reverb: 0.3,
  },
  folk: {
    genre: 'folk',
    tempo: [80, 150],
    swing: 0,
    swingUnit: 'eighth',
    drums: {
      '4/4': [
        line('soft-kick', 'x.......x.......', 0.9),
        line('rim', '....x.......x...', 0.5),
        line('shaker', 'x.o.x.o.x.o.x.o.', 0.15, 0.3),
      ],
      '3/4': [
        line('soft-kick', 'x...........', 0.9),
        line('rim', '....x...x...', 0.5),
        line('shaker', 'x.o.x.o.x.o.', 0.15),
      ],
      '6/8': [line('soft-kick', 'x.....', 0.9), line('rim', '...x..', 0.5), line('shaker', 'xooxoo', 0.15, 0.3)],
    },
    bass: { instrument: 'upright-bass', motion: 'root-fifth', gain: 0.4 },
    chords: { instrument: 'guitar', motion: 'strum', gain: 0.26, sevenths: false },
    lead: { instrument: 'flute', gain: 0.12, octave: 1 },
    reverb: 0.18,
  },
};
