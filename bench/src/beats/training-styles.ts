/**
 * Styles for the beat network's training pieces only: every evaluation style with its tempo range
 * widened (so the network learns the beat from the music, not a style's tempo), plus styles the
 * evaluation does not have — shuffle, half-time, drum and bass, ska, a 12/8 groove — so it meets
 * more ways of placing kick, snare and bass around the beat than it is scored on.
 */
import { type Random } from '@downbeat/synth';
import { type Hit, KIT, MIDI_STYLES, type MidiStyle } from './midi-styles';

const hits = (note: number, velocity: number, ...ats: number[]): Hit[] => ats.map((at) => ({ at, note, velocity }));
const steps = (count: number, step: number) =>
  Array.from({ length: Math.round(count / step) }, (_, index) => index * step);
const backbeats = (beats: number) => steps(beats, 1).filter((at) => at % 2 === 1);

const widened = (style: MidiStyle): MidiStyle => ({
  ...style,
  tempo: [Math.max(50, style.tempo[0] * 0.8), Math.min(210, style.tempo[1] * 1.2)],
});

const EXTRA_STYLES: MidiStyle[] = [
  {
    name: 'shuffle',
    tempo: [80, 150],
    meters: ['4/4'],
    meterChange: 0.1,
    drums: (beats, bar) => [
      ...hits(KIT.kick, 105, ...steps(beats, 2)),
      ...hits(KIT.snare, 100, ...backbeats(beats)),
      ...hits(KIT.closedHat, 70, ...steps(beats, 0.5)),
      ...(bar % 8 === 0 ? hits(KIT.crash, 95, 0) : []),
    ],
    swing: [0.63, 0.68],
    rubato: 0.004,
    drift: 0.02,
    bass: 'walking',
    comping: 'offbeat',
    programs: { bass: [33, 32], comp: [16, 4, 27], lead: [65, 56, 26] },
    harmonicRhythm: 1,
    anticipation: 0.1,
  },
  {
    name: 'half-time',
    tempo: [60, 85],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats, _bar, random) => [
      ...hits(KIT.kick, 115, 0, ...(random.chance(0.5) ? [1.75, 2.5] : [0.75, 3.25]).filter((at) => at < beats)),
      ...hits(KIT.snare, 115, ...(beats >= 3 ? [2] : [1])),
      ...hits(KIT.closedHat, 60, ...steps(beats, random.chance(0.3) ? 0.125 : 0.25)),
    ],
    swing: [0.5, 0.55],
    rubato: 0,
    drift: 0,
    bass: 'sustained',
    comping: 'sustained',
    programs: { bass: [38, 39], comp: [89, 88, 4], lead: [80, 81, 11] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'drum-and-bass',
    tempo: [160, 180],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats) => [
      ...hits(KIT.kick, 115, 0, ...(beats >= 4 ? [2.5] : [])),
      ...hits(KIT.snare, 110, ...backbeats(beats)),
      ...hits(KIT.closedHat, 65, ...steps(beats, 0.5)),
      ...hits(KIT.ride, 55, ...steps(beats, 1).map((at) => at + 0.5)),
    ],
    swing: [0.5, 0.5],
    rubato: 0,
    drift: 0,
    bass: 'sustained',
    comping: 'sustained',
    programs: { bass: [38, 39, 87], comp: [89, 91, 50], lead: [81, 80, 84] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'ska',
    tempo: [130, 185],
    meters: ['4/4'],
    meterChange: 0,
    drums: (beats) => [
      ...hits(KIT.kick, 100, ...steps(beats, 2)),
      ...hits(KIT.snare, 95, ...backbeats(beats)),
      ...hits(KIT.closedHat, 75, ...steps(beats, 1).map((at) => at + 0.5)),
    ],
    swing: [0.5, 0.55],
    rubato: 0.003,
    drift: 0.01,
    bass: 'walking',
    comping: 'offbeat',
    programs: { bass: [33, 32], comp: [27, 16, 61], lead: [56, 65, 57] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
  {
    name: 'twelve-eight',
    tempo: [48, 84],
    meters: ['6/8'],
    meterChange: 0,
    drums: (beats, bar, random: Random) => [
      ...hits(KIT.kick, 100, 0, ...(random.chance(0.5) ? [2 / 3] : [])),
      ...hits(KIT.snare, 100, ...steps(beats, 1).filter((at) => at % 2 === 1)),
      ...hits(KIT.ride, 65, ...steps(beats, 1 / 3)),
      ...(bar % 8 === 0 ? hits(KIT.crash, 90, 0) : []),
    ],
    swing: [0.5, 0.5],
    rubato: 0.01,
    drift: 0.02,
    bass: 'root-fifth',
    comping: 'arpeggio',
    programs: { bass: [33, 34], comp: [4, 0, 25], lead: [65, 29, 73] },
    harmonicRhythm: 1,
    anticipation: 0,
  },
];

export const TRAINING_STYLES: MidiStyle[] = [...MIDI_STYLES.map(widened), ...EXTRA_STYLES];
