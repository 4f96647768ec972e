/**
 * One piece of the rendered-MIDI set, planned from a style and a seed: tempo (with rubato, drift
 * and a final ritardando where the style breathes), meter and meter changes, a song form in
 * four-bar phrases whose roles (intro, verse, chorus, bridge, breakdown, outro) decide whether the
 * drums play, and a chord progression per role. `composeParts` turns the plan into notes.
 */
import { type Random, seededRandom } from '@downbeat/synth';
import { type Meter, type MidiStyle } from './midi-styles';

export type PhraseRole = 'intro' | 'verse' | 'chorus' | 'bridge' | 'breakdown' | 'outro';

export interface Bar {
  meter: Meter;
  beats: number;
  role: PhraseRole;
  /** Scale degrees of the bar's chords (one or two). */
  chords: number[];
  drums: boolean;
  /** The bar's chord is struck an eighth early, at the end of the previous bar. */
  anticipated: boolean;
}

export interface PiecePlan {
  name: string;
  style: MidiStyle;
  seed: number;
  bpm: number;
  meter: Meter;
  /** Pitch class of the key and its mode. */
  key: number;
  minor: boolean;
  swing: number;
  bars: Bar[];
  /** Tempo of each beat in BPM (the tempo map written to the file). */
  beatTempos: number[];
  /** Quarter notes per counted beat: 1.5 in 6/8. */
  beatQuarters: number;
  /** Beats divide into this many equal parts: 3 in 6/8, else 2. */
  division: number;
  programs: { bass: number; comp: number; lead: number };
}

const PROGRESSIONS = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [0, 3, 4, 4],
    [0, 3, 0, 4],
    [5, 3, 0, 4],
    [1, 4, 0, 0],
    [0, 2, 3, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 4, 0],
    [0, 6, 5, 4],
    [0, 3, 6, 2],
    [0, 5, 3, 4],
  ],
};

export const beatsPerBar = (meter: Meter) => (meter === '4/4' ? 4 : meter === '3/4' ? 3 : 2);

/** A bridge in another meter keeps the beat: 4/4 ↔ 3/4 or 2/4, never into or out of 6/8. */
const otherMeter = (meter: Meter, random: Random): Meter | null =>
  meter === '6/8' ? null : meter === '4/4' ? random.pick(['3/4', '3/4', '2/4'] as const) : '4/4';

/** `seconds`: the range the piece's length is drawn from (the training set makes shorter pieces). */
export function planPiece(
  style: MidiStyle,
  seed: number,
  name: string,
  seconds: [number, number] = [60, 95],
): PiecePlan {
  const random = seededRandom(seed);
  const bpm = Math.round(random.between(style.tempo[0], style.tempo[1]));
  const meter = random.pick(style.meters);
  const minor = random.chance(0.4);
  const phraseSeconds = (4 * beatsPerBar(meter) * 60) / bpm;
  const phrases = Math.max(4, Math.round(random.between(seconds[0], seconds[1]) / phraseSeconds));
  const bridgeMeter = random.chance(style.meterChange) ? otherMeter(meter, random) : null;
  const progressions = Object.fromEntries(
    (['intro', 'verse', 'chorus', 'bridge', 'breakdown', 'outro'] as const).map((role) => [
      role,
      random.pick(minor ? PROGRESSIONS.minor : PROGRESSIONS.major),
    ]),
  ) as Record<PhraseRole, number[]>;
  const introWithoutDrums = random.chance(0.5);
  const bars: Bar[] = [];
  for (let phrase = 0; phrase < phrases; phrase++) {
    const role = phraseRole(phrase, phrases, random);
    const phraseMeter = role === 'bridge' && bridgeMeter ? bridgeMeter : meter;
    for (let bar = 0; bar < 4; bar++) {
      const degree = progressions[role][bar] ?? 0;
      const next = progressions[role][(bar + 1) % 4] ?? 0;
      const beats = beatsPerBar(phraseMeter);
      bars.push({
        meter: phraseMeter,
        beats,
        role,
        chords:
          style.harmonicRhythm === 2 && beats >= 3 ? [degree, random.chance(0.5) ? next : (degree + 3) % 7] : [degree],
        drums: style.drums !== null && role !== 'breakdown' && !(role === 'intro' && introWithoutDrums),
        anticipated: bars.length > 0 && random.chance(style.anticipation),
      });
    }
  }
  const beatQuarters = meter === '6/8' ? 1.5 : 1;
  return {
    name,
    style,
    seed,
    bpm,
    meter,
    key: random.integer(0, 11),
    minor,
    swing: random.between(style.swing[0], style.swing[1]),
    bars,
    beatTempos: tempoMap(
      style,
      bpm,
      bars.reduce((sum, bar) => sum + bar.beats, 0),
      random,
    ),
    beatQuarters,
    division: meter === '6/8' ? 3 : 2,
    programs: {
      bass: random.pick(style.programs.bass),
      comp: random.pick(style.programs.comp),
      lead: random.pick(style.programs.lead),
    },
  };
}

function phraseRole(phrase: number, phrases: number, random: Random): PhraseRole {
  if (phrase === 0) return 'intro';
  if (phrase === phrases - 1) return 'outro';
  if (phrase === phrases - 2 || phrase === 3) return 'chorus';
  if (phrase === Math.floor(phrases * 0.6) && phrases >= 6) return 'bridge';
  if (phrases >= 8 && phrase === phrases - 3 && random.chance(0.5)) return 'breakdown';
  return phrase % 4 === 0 ? 'chorus' : 'verse';
}

/**
 * Tempo per beat: drift (a straight line over the piece), rubato (a smooth random walk pulled
 * back to the tempo) and, for styles that breathe, a ritardando over the last two bars' worth of beats.
 */
function tempoMap(style: MidiStyle, bpm: number, beats: number, random: Random): number[] {
  const driftTo = random.between(-style.drift, style.drift);
  let wander = 0;
  return Array.from({ length: beats }, (_, beat) => {
    wander = 0.8 * wander + random.between(-1, 1) * style.rubato;
    const progress = beat / Math.max(1, beats - 1);
    const ritardando = style.rubato >= 0.01 && beats - beat <= 6 ? 1 - 0.04 * (6 - (beats - beat)) : 1;
    const tempo = bpm * (1 + driftTo * progress + wander) * ritardando;
    return Math.min(210, Math.max(50, tempo));
  });
}
