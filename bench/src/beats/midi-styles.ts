/**
 * The styles of the rendered-MIDI set: tempo ranges over 60–200 BPM, simple and compound meters,
 * swing, rubato and drift, meter changes, and pieces without drums — the situations the issue's
 * real recordings showed our tracker failing in. Each style's drum pattern is a function of the bar
 * (beats per bar, which bar of the phrase), written as hits at beat positions.
 */
import { type Random } from '@downbeat/synth';

export type Meter = '4/4' | '3/4' | '6/8' | '2/4';

export interface Hit {
  /** Beats from the downbeat (a beat is a quarter, or a dotted quarter in 6/8). */
  at: number;
  note: number;
  velocity: number;
}

/** GM percussion keys. */
export const KIT = {
  kick: 36,
  stick: 37,
  snare: 38,
  clap: 39,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  lowTom: 45,
  midTom: 47,
  highTom: 50,
  crash: 49,
  ride: 51,
  tambourine: 54,
  cowbell: 56,
  shaker: 70,
  clave: 75,
} as const;

export type BassLine = 'root' | 'root-fifth' | 'walking' | 'eighths' | 'octaves' | 'offbeat' | 'sustained';
export type Comping = 'block' | 'offbeat' | 'arpeggio' | 'strum' | 'sustained' | 'waltz' | 'stabs';

export interface MidiStyle {
  name: string;
  tempo: [number, number];
  meters: Meter[];
  /** Share of pieces with a bridge in another meter (same beat). */
  meterChange: number;
  drums: ((beatsPerBar: number, bar: number, random: Random) => Hit[]) | null;
  /** Where an off-beat eighth lands as a share of the beat: 0.5 straight, up to 0.68 (triplet swing). */
  swing: [number, number];
  /** Smooth random tempo variation per beat (share of the tempo) and overall drift over the piece. */
  rubato: number;
  drift: number;
  bass: BassLine;
  comping: Comping;
  programs: { bass: number[]; comp: number[]; lead: number[] };
  /** Chords per bar. */
  harmonicRhythm: 1 | 2;
  /** Chance that a chord change is struck an eighth early (anticipated, as pop and funk do). */
  anticipation: number;
}

const hits = (note: number, velocity: number, ...ats: number[]): Hit[] => ats.map((at) => ({ at, note, velocity }));
const steps = (count: number, step: number) =>
  Array.from({ length: Math.round(count / step) }, (_, index) => index * step);

const backbeat =
  (hat: number, hatStep: number) =>
  (beats: number, bar: number, random: Random): Hit[] => [
    ...hits(KIT.kick, 110, 0, ...(beats >= 4 ? [2, random.chance(0.5) ? 2.5 : 3.5] : beats === 3 ? [2] : [1.5])),
    ...hits(KIT.snare, 105, ...steps(beats, 1).filter((at) => at % 2 === 1)),
    ...hits(hat, 70, ...steps(beats, hatStep)),
    ...(bar % 8 === 0 ? hits(KIT.crash, 100, 0) : []),
    ...(bar % 4 === 3 ? hits(KIT.midTom, 95, beats - 1, beats - 0.5).concat(hits(KIT.lowTom, 100, beats - 0.25)) : []),
  ];

export const MIDI_STYLES: MidiStyle[] = [
  {
    name: 'rock',
    tempo: [96, 150],
    meters: ['4/4'],
    meterChange: 0.3,
    drums: backbeat(KIT.closedHat, 0.5),
    swing: [0.5, 0.5],
    rubato: 0.004,
    drift: 0.02,
    bass: 'eighths',
    comping: 'strum',
    programs: { bass: [33, 34], comp: [29, 30, 27], lead: [30, 81, 29] },
    harmonicRhythm: 1,
    anticipation: 0.2,
  },
  {
    name: 'metal',
    tempo: [160, 200],
    meters: ['4/4'],
    meterChange: 0.2,
    drums: (beats, bar) => [
      ...hits(KIT.kick, 115, ...steps(beats, 0.5)),
      ...hits(KIT.snare, 115, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.ride, 80, ...steps(beats, 1)),
      ...(bar % 4 === 0 ? hits(KIT.crash, 110, 0) : []),
    ],
    swing: [0.5, 0.5],
    rubato: 0.003,
    drift: 0.01,
    bass: 'eighths',
    comping: 'stabs',
    programs: { bass: [34, 33], comp: [30, 29], lead: [30, 81] },
    harmonicRhythm: 1,
    anticipation: 0.1,
  },
  {
    name: 'pop',
    tempo: [88, 128],
    meters: ['4/4'],
    meterChange: 0.2,
    drums: backbeat(KIT.closedHat, 0.25),
    swing: [0.5, 0.54],
    rubato: 0.003,
    drift: 0.01,
    bass: 'root-fifth',
    comping: 'block',
    programs: { bass: [33, 38], comp: [0, 4, 5, 89], lead: [80, 73, 11, 65] },
    harmonicRhythm: 1,
    anticipation: 0.35,
  },
  {
    name: 'funk',
    tempo: [92, 118],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats, bar, random) => [
      ...hits(KIT.kick, 110, 0, 0.75, ...(random.chance(0.5) ? [2.5] : [2.25, 3.5]).filter((at) => at < beats)),
      ...hits(KIT.snare, 105, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.snare, 45, 1.75, 3.25),
      ...hits(KIT.closedHat, 65, ...steps(beats, 0.25)),
      ...(bar % 8 === 0 ? hits(KIT.openHat, 80, beats - 0.5) : []),
    ],
    swing: [0.5, 0.56],
    rubato: 0.003,
    drift: 0.01,
    bass: 'offbeat',
    comping: 'stabs',
    programs: { bass: [36, 33], comp: [27, 4, 16], lead: [61, 66, 56] },
    harmonicRhythm: 1,
    anticipation: 0.5,
  },
  {
    name: 'swing',
    tempo: [110, 190],
    meters: ['4/4'],
    meterChange: 0.15,
    drums: (beats) => [
      ...hits(
        KIT.ride,
        80,
        ...steps(beats, 1),
        ...steps(beats, 1)
          .filter((at) => at % 2 === 1)
          .map((at) => at + 0.5),
      ),
      ...hits(KIT.pedalHat, 70, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.kick, 45, ...steps(beats, 1)),
    ],
    swing: [0.6, 0.68],
    rubato: 0.006,
    drift: 0.02,
    bass: 'walking',
    comping: 'offbeat',
    programs: { bass: [32], comp: [0, 26, 4], lead: [65, 66, 56, 11] },
    harmonicRhythm: 2,
    anticipation: 0.3,
  },
  {
    name: 'waltz',
    tempo: [84, 180],
    meters: ['3/4'],
    meterChange: 0.15,
    drums: (beats, bar) => [
      ...hits(KIT.kick, 95, 0),
      ...hits(KIT.stick, 70, ...steps(beats, 1).slice(1)),
      ...hits(KIT.closedHat, 55, ...steps(beats, 0.5)),
      ...(bar % 8 === 0 ? hits(KIT.crash, 90, 0) : []),
    ],
    swing: [0.5, 0.5],
    rubato: 0.01,
    drift: 0.03,
    bass: 'root',
    comping: 'waltz',
    programs: { bass: [32, 43], comp: [21, 0, 48], lead: [40, 73, 71] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'jig',
    tempo: [60, 120],
    meters: ['6/8'],
    meterChange: 0,
    drums: (beats) => [
      ...hits(KIT.kick, 100, 0, ...(beats > 2 ? [2] : [])),
      ...hits(KIT.snare, 85, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.tambourine, 60, ...steps(beats, 1 / 3)),
    ],
    swing: [0.5, 0.5],
    rubato: 0.006,
    drift: 0.02,
    bass: 'root-fifth',
    comping: 'arpeggio',
    programs: { bass: [32, 33], comp: [25, 24, 105], lead: [73, 40, 109, 22] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'bossa',
    tempo: [120, 150],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats) => [
      ...hits(KIT.kick, 80, ...steps(beats, 2).flatMap((at) => [at, at + 1.5])),
      ...hits(KIT.stick, 70, 0, 0.75, 1.5, 2.5, 3.25).filter((hit) => hit.at < beats),
      ...hits(KIT.shaker, 50, ...steps(beats, 0.25)),
    ],
    swing: [0.5, 0.53],
    rubato: 0.005,
    drift: 0.01,
    bass: 'root-fifth',
    comping: 'stabs',
    programs: { bass: [32, 33], comp: [24, 0, 4], lead: [73, 65, 11] },
    harmonicRhythm: 1,
    anticipation: 0.4,
  },
  {
    name: 'reggae',
    tempo: [66, 90],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats) => [
      // One drop: kick and rim together on beat 3 only, nothing on the downbeat.
      ...hits(KIT.kick, 105, ...steps(beats, 1).filter((at) => at % 4 === 2)),
      ...hits(KIT.stick, 90, ...steps(beats, 1).filter((at) => at % 4 === 2)),
      ...hits(KIT.closedHat, 60, ...steps(beats, 0.5)),
    ],
    swing: [0.5, 0.6],
    rubato: 0.004,
    drift: 0.01,
    bass: 'offbeat',
    comping: 'offbeat',
    programs: { bass: [33, 38], comp: [16, 27, 0], lead: [56, 65, 80] },
    harmonicRhythm: 1,
    anticipation: 0.1,
  },
  {
    name: 'house',
    tempo: [118, 130],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats, bar) => [
      ...hits(KIT.kick, 115, ...steps(beats, 1)),
      ...hits(KIT.clap, 95, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.openHat, 70, ...steps(beats, 1).map((at) => at + 0.5)),
      ...(bar % 8 === 0 ? hits(KIT.crash, 90, 0) : []),
    ],
    swing: [0.5, 0.52],
    rubato: 0,
    drift: 0,
    bass: 'offbeat',
    comping: 'sustained',
    programs: { bass: [38, 39], comp: [89, 90, 81], lead: [80, 81, 84] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'hip-hop',
    tempo: [72, 98],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats, _bar, random) => [
      ...hits(KIT.kick, 110, 0, ...(random.chance(0.5) ? [0.75, 2.5] : [1.75, 2.25]).filter((at) => at < beats)),
      ...hits(KIT.snare, 110, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.closedHat, 60, ...steps(beats, 0.25)),
    ],
    swing: [0.5, 0.62],
    rubato: 0,
    drift: 0,
    bass: 'sustained',
    comping: 'block',
    programs: { bass: [38, 33], comp: [4, 0, 89], lead: [11, 80, 73] },
    harmonicRhythm: 1,
    anticipation: 0.2,
  },
  {
    name: 'march',
    tempo: [100, 128],
    meters: ['2/4'],
    meterChange: 0,
    drums: (beats, bar) => [
      ...hits(KIT.kick, 100, 0),
      ...hits(KIT.snare, 80, ...steps(beats, 0.5).slice(1)),
      ...hits(KIT.crash, 85, ...(bar % 4 === 0 ? [0] : [])),
    ],
    swing: [0.5, 0.5],
    rubato: 0.003,
    drift: 0.01,
    bass: 'root-fifth',
    comping: 'offbeat',
    programs: { bass: [58, 57], comp: [61, 56, 60], lead: [72, 56, 73] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  // Drumless pieces: the beat lives in the harmony and the melody alone.
  {
    name: 'piano-ballad',
    tempo: [60, 84],
    meters: ['4/4', '3/4'],
    meterChange: 0.2,
    drums: null,
    swing: [0.5, 0.5],
    rubato: 0.035,
    drift: 0.06,
    bass: 'sustained',
    comping: 'arpeggio',
    programs: { bass: [0], comp: [0, 1], lead: [0, 1] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'strings',
    tempo: [64, 120],
    meters: ['4/4', '3/4', '6/8'],
    meterChange: 0.15,
    drums: null,
    swing: [0.5, 0.5],
    rubato: 0.03,
    drift: 0.05,
    bass: 'root',
    comping: 'sustained',
    programs: { bass: [42, 43], comp: [48, 49, 41], lead: [40, 71, 73, 68] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'folk-guitar',
    tempo: [70, 140],
    meters: ['4/4', '3/4', '6/8'],
    meterChange: 0.1,
    drums: null,
    swing: [0.5, 0.56],
    rubato: 0.015,
    drift: 0.03,
    bass: 'root-fifth',
    comping: 'strum',
    programs: { bass: [32, 24], comp: [25, 24], lead: [22, 73, 40, 105] },
    harmonicRhythm: 1,
    anticipation: 0.1,
  },
  {
    name: 'chamber',
    tempo: [76, 150],
    meters: ['3/4', '4/4', '2/4'],
    meterChange: 0.2,
    drums: null,
    swing: [0.5, 0.5],
    rubato: 0.02,
    drift: 0.04,
    bass: 'walking',
    comping: 'block',
    programs: { bass: [70, 42, 32], comp: [6, 46, 0], lead: [68, 71, 73, 40] },
    harmonicRhythm: 2,
    anticipation: 0,
  },
];
