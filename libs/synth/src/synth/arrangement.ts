/**
 * Turns a track spec into a timeline: bars with their meter and chord, the note and drum events
 * that play them, and the ground truth (beats, bar positions, meter segments, sections, chorus).
 * The truth is derived from the same bar list the events are, so the two cannot disagree.
 */
import { GENRE_STYLES, type GenreStyle, type TimeSignature } from './genres';
import { chooseHarmony, diatonicChord, type Harmony, scaleNote } from './harmony';
import { type Instrument } from './instruments';
import { composePhrase, type MelodyNote } from './melody';
import { type PercussionVoice } from './percussion';
import { seededRandom, type Random } from './random';
import {
  beatsPerBar,
  type GroundTruth,
  type MeterSegment,
  type SectionName,
  stepsPerBeat,
  type TrackSpec,
  validateTrackSpec,
} from './track-spec';

/** A sound to place on the timeline: a drum hit or a pitched note. */
export type SoundEvent =
  | { kind: 'hit'; time: number; voice: PercussionVoice; gain: number; pan: number }
  | { kind: 'note'; time: number; instrument: Instrument; midi: number; seconds: number; gain: number; pan: number };

interface Bar {
  start: number;
  meter: TimeSignature;
  beats: number;
  steps: number;
  section: SectionName;
  /** Bar index within its section. */
  index: number;
  chordDegree: number;
}

/** Loudness and density of each kind of section: the chorus is the fullest. */
const INTENSITY: Record<SectionName, number> = { intro: 0.55, verse: 0.75, chorus: 1, bridge: 0.7, outro: 0.55 };

export interface Arrangement {
  events: SoundEvent[];
  truth: GroundTruth;
  reverb: number;
}

export function arrange(spec: TrackSpec): Arrangement {
  validateTrackSpec(spec);
  const style = GENRE_STYLES[spec.genre];
  const random = seededRandom(spec.seed);
  const harmony = chooseHarmony(random, spec.mode ?? (random.chance(0.5) ? 'major' : 'minor'));
  const beatSeconds = 60 / spec.bpm;
  const bars = layOutBars(spec, harmony, beatSeconds);
  const events: SoundEvent[] = [];
  const humanise = style.genre === 'house' ? 0 : 0.004;
  const place = (bar: Bar, step: number) => stepTime(bar, step, beatSeconds, style) + random.between(-1, 1) * humanise;
  for (const bar of bars) {
    const intensity = INTENSITY[bar.section];
    const level = 0.55 + 0.45 * intensity;
    addDrums(events, style, bar, level, random, place);
    const chord = diatonicChord(harmony.tonic, harmony.mode, bar.chordDegree, style.chords.sevenths);
    if (bar.section !== 'intro') addBass(events, style, bar, harmony, level, beatSeconds, place);
    addChords(events, style, bar, chord.notes, level, beatSeconds, place);
  }
  addMelodies(events, spec, style, harmony, bars, beatSeconds);
  events.sort((a, b) => a.time - b.time);
  return { events, truth: groundTruth(spec, bars, beatSeconds), reverb: style.reverb };
}

function layOutBars(spec: TrackSpec, harmony: Harmony, beatSeconds: number): Bar[] {
  const bars: Bar[] = [];
  let time = spec.leadIn ?? 0.25;
  for (const section of spec.sections) {
    const meter = section.meter ?? spec.meter;
    const progression =
      section.name === 'chorus' ? harmony.chorus : section.name === 'bridge' ? harmony.bridge : harmony.verse;
    for (let index = 0; index < section.bars; index++) {
      const beats = beatsPerBar(meter);
      const chordDegree = progression[index % progression.length] ?? 0;
      bars.push({ start: time, meter, beats, steps: stepsPerBeat(meter), section: section.name, index, chordDegree });
      time += beats * beatSeconds;
    }
  }
  return bars;
}

/** Time of a grid step in a bar, with the style's swing applied to off-beat steps. */
function stepTime(bar: Bar, step: number, beatSeconds: number, style: GenreStyle): number {
  const beat = Math.floor(step / bar.steps);
  const within = step % bar.steps;
  let fraction = within / bar.steps;
  if (bar.steps === 4 && style.swing > 0) {
    if (style.swingUnit === 'eighth' && within === 2) fraction = 0.5 + style.swing * 0.5;
    if (style.swingUnit === 'sixteenth' && within % 2 === 1) fraction += style.swing * 0.25;
  }
  return bar.start + (beat + fraction) * beatSeconds;
}

type Place = (bar: Bar, step: number) => number;

function addDrums(events: SoundEvent[], style: GenreStyle, bar: Bar, level: number, random: Random, place: Place) {
  const intensity = INTENSITY[bar.section];
  for (const drum of style.drums[bar.meter]) {
    if ((drum.minIntensity ?? 0) > intensity) continue;
    [...drum.pattern].forEach((symbol, step) => {
      if (symbol === '.') return;
      const accent = symbol === 'x' ? 1 : 0.45;
      const gain = drum.gain * accent * level * random.between(0.92, 1);
      events.push({ kind: 'hit', time: place(bar, step), voice: drum.voice, gain, pan: drum.pan });
    });
  }
  if (bar.index === 0 && (bar.section === 'chorus' || bar.section === 'verse')) {
    events.push({ kind: 'hit', time: place(bar, 0), voice: 'crash', gain: 0.3 * level, pan: -0.4 });
  }
}

/** The chord root moved into the bass register (MIDI 33–44). */
const bassNote = (midi: number) => {
  let note = midi;
  while (note > 44) note -= 12;
  while (note < 33) note += 12;
  return note;
};

function addBass(
  events: SoundEvent[],
  style: GenreStyle,
  bar: Bar,
  harmony: Harmony,
  level: number,
  beatSeconds: number,
  place: Place,
) {
  const { instrument, motion, gain } = style.bass;
  const root = bassNote(scaleNote(harmony.tonic, harmony.mode, bar.chordDegree));
  const fifth = bassNote(scaleNote(harmony.tonic, harmony.mode, bar.chordDegree + 4));
  const note = (step: number, midi: number, beats: number, accent = 1) =>
    events.push({
      kind: 'note',
      time: place(bar, step),
      instrument,
      midi,
      seconds: beats * beatSeconds,
      gain: gain * level * accent,
      pan: 0,
    });
  const beatStep = (beat: number) => beat * bar.steps;
  switch (motion) {
    case 'bar':
      note(0, root, bar.beats * 0.95);
      break;
    case 'beats':
      for (let beat = 0; beat < bar.beats; beat++) note(beatStep(beat), root, 0.8, beat === 0 ? 1 : 0.8);
      break;
    case 'off-beats':
      note(0, root, 0.3, 0.8);
      // Every off-beat step: the "and" in simple time, both following eighths in 6/8.
      for (let beat = 0; beat < bar.beats; beat++) {
        for (let step = Math.floor(bar.steps / 2); step < bar.steps; step += Math.floor(bar.steps / 2)) {
          note(beatStep(beat) + step, root, 0.3);
        }
      }
      break;
    case 'root-fifth':
      note(0, root, bar.beats > 2 ? 1.8 : 0.9);
      note(beatStep(bar.beats === 4 ? 2 : 1), fifth, 0.9, 0.85);
      break;
    case 'walking': {
      const walk = [root, scaleNote(harmony.tonic, harmony.mode, bar.chordDegree + 2), fifth, root + 1];
      for (let beat = 0; beat < bar.beats; beat++) note(beatStep(beat), bassNote(walk[beat] ?? root), 0.9);
      break;
    }
  }
}

/** Moves chord tones into the middle register (MIDI 55–72) so voicings stay close. */
const voice = (notes: number[]) =>
  notes.map((midi) => {
    let note = midi;
    while (note > 72) note -= 12;
    while (note < 55) note += 12;
    return note;
  });

function addChords(
  events: SoundEvent[],
  style: GenreStyle,
  bar: Bar,
  notes: number[],
  level: number,
  beatSeconds: number,
  place: Place,
) {
  const { instrument, motion, gain } = style.chords;
  const voicing = voice(notes);
  const strike = (step: number, beats: number, accent: number, spread = 0) =>
    voicing.forEach((midi, order) =>
      events.push({
        kind: 'note',
        time: place(bar, step) + order * spread,
        instrument,
        midi,
        seconds: beats * beatSeconds,
        gain: (gain * level * accent) / Math.sqrt(voicing.length),
        pan: (order / Math.max(1, voicing.length - 1) - 0.5) * 0.6,
      }),
    );
  const half = Math.floor(bar.steps / 2);
  switch (motion) {
    case 'held':
      strike(0, bar.beats, 1);
      break;
    case 'beats':
      for (let beat = 0; beat < bar.beats; beat++) strike(beat * bar.steps, 0.9, beat === 0 ? 1 : 0.7);
      break;
    case 'strum':
      // Down on the beat, up on the off-beat eighths (two of them in 6/8).
      for (let beat = 0; beat < bar.beats; beat++) {
        strike(beat * bar.steps, 0.5, beat === 0 ? 1 : 0.75, 0.008);
        for (let step = half; step < bar.steps; step += half) strike(beat * bar.steps + step, 0.4, 0.4, 0.006);
      }
      break;
    case 'comp':
      strike(0, 0.8, 1);
      strike(bar.steps + half, 0.6, 0.6);
      if (bar.beats === 4) strike(3 * bar.steps, 0.6, 0.5);
      break;
    case 'arpeggio': {
      strike(0, bar.beats, 0.5);
      const tones = [...voicing, (voicing[1] ?? 60) + 12];
      for (let step = 0, order = 0; step < bar.beats * bar.steps; step += half, order++) {
        const midi = (tones[order % tones.length] ?? 60) + 12;
        events.push({
          kind: 'note',
          time: place(bar, step),
          instrument: 'pluck',
          midi,
          seconds: 0.3,
          gain: gain * level * (step % bar.steps === 0 ? 0.8 : 0.45),
          pan: 0.3,
        });
      }
      break;
    }
  }
}

function addMelodies(
  events: SoundEvent[],
  spec: TrackSpec,
  style: GenreStyle,
  harmony: Harmony,
  bars: Bar[],
  beatSeconds: number,
) {
  const phrases = new Map<string, MelodyNote[]>();
  for (const bar of bars) {
    if (bar.section !== 'verse' && bar.section !== 'chorus') continue;
    const key = `${bar.section} ${bar.meter}`;
    const progression = bar.section === 'chorus' ? harmony.chorus : harmony.verse;
    let phrase = phrases.get(key);
    if (!phrase) {
      const density = bar.section === 'chorus' ? 0.9 : 0.55;
      phrase = composePhrase(spec.seed, key, harmony, progression, bar.beats, bar.steps, density);
      phrases.set(key, phrase);
    }
    const level = bar.section === 'chorus' ? 1 : 0.7;
    const stepSeconds = beatSeconds / bar.steps;
    for (const note of phrase.filter((candidate) => candidate.bar === bar.index % 4)) {
      const octaves = bar.section === 'chorus' ? [0, 12] : [0];
      for (const octave of octaves) {
        events.push({
          kind: 'note',
          time: bar.start + note.step * stepSeconds,
          instrument: style.lead.instrument,
          midi: note.midi + 12 * style.lead.octave + octave,
          seconds: note.steps * stepSeconds * 0.9,
          gain: style.lead.gain * level * (octave ? 0.4 : 1),
          pan: octave ? 0.35 : -0.1,
        });
      }
    }
  }
}

function groundTruth(spec: TrackSpec, bars: Bar[], beatSeconds: number): GroundTruth {
  const beats = bars.flatMap((bar) =>
    Array.from({ length: bar.beats }, (_, beat) => ({ time: bar.start + beat * beatSeconds, value: beat + 1 })),
  );
  const last = bars[bars.length - 1];
  const musicEnd = last ? last.start + last.beats * beatSeconds : 0;
  const meterSegments: MeterSegment[] = [];
  const sections: GroundTruth['sections'] = [];
  bars.forEach((bar, index) => {
    const end = bars[index + 1]?.start ?? musicEnd;
    const segment = meterSegments[meterSegments.length - 1];
    if (segment && segment.timeSignature === bar.meter) segment.end = end;
    else meterSegments.push({ start: bar.start, end, timeSignature: bar.meter, beatsPerBar: bar.beats });
    const section = sections[sections.length - 1];
    if (section && bar.index > 0) section.end = end;
    else sections.push({ name: bar.section, start: bar.start, end });
  });
  return {
    bpm: spec.bpm,
    duration: musicEnd + 2,
    beats,
    meterSegments,
    sections,
    chorus: sections.filter((section) => section.name === 'chorus').map(({ start, end }) => ({ start, end })),
  };
}
