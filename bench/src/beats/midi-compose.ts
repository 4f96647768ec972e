/**
 * The notes of a planned piece: drums, bass, comping and a melody on four MIDI channels, with
 * swing, human timing (a few milliseconds early or late) and dynamics that follow the form (the
 * chorus louder). Returns the events of a format-1 file whose first track holds the tempo map and
 * the time signatures — the truth the benchmark reads back.
 */
import { childSeed, type Random, seededRandom } from '@downbeat/synth';
import { type MidiEvent, tempoEvent, TICKS_PER_QUARTER, timeSignatureEvent } from './midi-file';
import { type Bar, type PiecePlan } from './midi-piece';

const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] };
const CHANNEL = { bass: 0, comp: 1, lead: 2, drums: 9 };

interface Note {
  /** Beats from the start of the bar. */
  at: number;
  length: number;
  pitch: number;
  velocity: number;
}

export function composeMidi(plan: PiecePlan): MidiEvent[][] {
  const random = seededRandom(childSeed(plan.seed, 'notes'));
  const beatTicks = TICKS_PER_QUARTER * plan.beatQuarters;
  const conductor: MidiEvent[] = [];
  const parts: Record<keyof typeof CHANNEL, MidiEvent[]> = { bass: [], comp: [], lead: [], drums: [] };
  let beat = 0;
  let barTick = 0;
  plan.bars.forEach((bar, index) => {
    if (index === 0 || bar.meter !== plan.bars[index - 1]?.meter) {
      const [numerator, denominator] = bar.meter.split('/').map(Number) as [number, number];
      conductor.push(timeSignatureEvent(barTick, numerator, denominator));
    }
    for (let inBar = 0; inBar < bar.beats; inBar++) {
      conductor.push(
        tempoEvent(barTick + inBar * beatTicks, (plan.beatTempos[beat + inBar] ?? plan.bpm) * plan.beatQuarters),
      );
    }
    const tempo = plan.beatTempos[beat] ?? plan.bpm;
    const place = (part: keyof typeof CHANNEL, notes: Note[]) =>
      notes.forEach((note) =>
        parts[part].push(...noteEvents(plan, bar, barTick, beatTicks, tempo, note, CHANNEL[part], random)),
      );
    const loud = bar.role === 'chorus' ? 12 : bar.role === 'intro' || bar.role === 'outro' ? -10 : 0;
    if (bar.drums && plan.style.drums) {
      place(
        'drums',
        plan.style
          .drums(bar.beats, index, random)
          .map((hit) => ({ ...hit, length: 0.1, pitch: hit.note, velocity: hit.velocity + loud })),
      );
    }
    place('bass', bassLine(plan, bar, plan.bars[index + 1], loud, random));
    place('comp', comping(plan, bar, loud, random));
    if (bar.role !== 'intro' && bar.role !== 'breakdown') place('lead', melody(plan, bar, index, loud));
    beat += bar.beats;
    barTick += bar.beats * beatTicks;
  });
  const programs = [
    { tick: 0, bytes: [0xc0 | CHANNEL.bass, plan.programs.bass] },
    { tick: 0, bytes: [0xc0 | CHANNEL.comp, plan.programs.comp] },
    { tick: 0, bytes: [0xc0 | CHANNEL.lead, plan.programs.lead] },
    { tick: 0, bytes: [0xb0 | CHANNEL.comp, 7, 90] },
    { tick: 0, bytes: [0xb0 | CHANNEL.lead, 7, 100] },
  ];
  return [conductor, [...programs, ...parts.bass], parts.comp, parts.lead, parts.drums];
}

function noteEvents(
  plan: PiecePlan,
  bar: Bar,
  barTick: number,
  beatTicks: number,
  tempo: number,
  note: Note,
  channel: number,
  random: Random,
): MidiEvent[] {
  const whole = Math.floor(note.at);
  const fraction = note.at - whole;
  // Swing warps each beat: its first half is stretched to `swing`, its second squeezed into the rest.
  const swung =
    plan.division === 2
      ? fraction <= 0.5
        ? (fraction / 0.5) * plan.swing
        : plan.swing + ((fraction - 0.5) / 0.5) * (1 - plan.swing)
      : fraction;
  const ticksPerSecond = (beatTicks * tempo) / 60;
  const looseness = plan.style.rubato >= 0.01 ? 0.012 : plan.style.rubato === 0 ? 0.002 : 0.006;
  const jitter = Math.round(random.between(-1, 1) * looseness * ticksPerSecond);
  const start = Math.max(0, Math.round(barTick + (whole + swung) * beatTicks) + jitter);
  const end = start + Math.max(10, Math.round(note.length * beatTicks * 0.95));
  const velocity = Math.max(1, Math.min(127, Math.round(note.velocity + random.between(-8, 8))));
  const pitch = Math.max(0, Math.min(127, note.pitch));
  return [
    { tick: start, bytes: [0x90 | channel, pitch, velocity] },
    { tick: end, bytes: [0x80 | channel, pitch, 0] },
  ];
}

/** Pitches of the triad (seventh chord in swing) on a scale degree, from a base octave. */
function chordTones(plan: PiecePlan, degree: number, base: number, sevenths = false): number[] {
  const scale = plan.minor ? SCALES.minor : SCALES.major;
  return [0, 2, 4, ...(sevenths ? [6] : [])].map((step) => {
    const index = degree + step;
    return base + plan.key + (scale[index % 7] as number) + 12 * Math.floor(index / 7);
  });
}

/** Each chord of the bar with the beat it starts on; an anticipated first chord starts before the bar. */
function chordSpans(plan: PiecePlan, bar: Bar): Array<{ degree: number; at: number; length: number }> {
  const half = bar.chords.length === 2 ? Math.ceil(bar.beats / 2) : bar.beats;
  const early = bar.anticipated ? 1 / plan.division : 0;
  return bar.chords.map((degree, index) =>
    index === 0 ? { degree, at: -early, length: half + early } : { degree, at: half, length: bar.beats - half },
  );
}

function bassLine(plan: PiecePlan, bar: Bar, next: Bar | undefined, loud: number, random: Random): Note[] {
  const notes: Note[] = [];
  const velocity = 95 + loud;
  for (const span of chordSpans(plan, bar)) {
    const [root, , fifth] = chordTones(plan, span.degree, 36);
    const r = root as number;
    const starts = (step: number) =>
      Array.from({ length: Math.round(span.length / step) }, (_, index) => span.at + index * step);
    switch (plan.style.bass) {
      case 'root':
      case 'sustained':
        notes.push({ at: span.at, length: span.length, pitch: r, velocity });
        break;
      case 'root-fifth':
        starts(Math.max(1, span.length / 2)).forEach((at, index) =>
          notes.push({ at, length: 0.9, pitch: index % 2 ? (fifth as number) - 12 : r, velocity }),
        );
        break;
      case 'eighths':
        starts(0.5).forEach((at, index) =>
          notes.push({ at, length: 0.45, pitch: r, velocity: velocity - (index % 2) * 15 }),
        );
        break;
      case 'octaves':
        starts(0.5).forEach((at, index) => notes.push({ at, length: 0.4, pitch: r + (index % 2) * 12, velocity }));
        break;
      case 'offbeat':
        starts(1).forEach((at) => notes.push({ at: at + 0.5, length: 0.4, pitch: r, velocity }));
        if (random.chance(0.5)) notes.push({ at: span.at, length: 0.4, pitch: r, velocity: velocity - 10 });
        break;
      case 'walking': {
        const target = next ? (chordTones(plan, next.chords[0] ?? 0, 36)[0] as number) : r;
        starts(1).forEach((at, index, all) => {
          const walk =
            index === all.length - 1 ? target + (random.chance(0.5) ? 1 : -1) : r + [0, 4, 7, 9, 12][index % 5]!;
          notes.push({ at, length: 0.9, pitch: walk, velocity: velocity - 10 });
        });
        break;
      }
    }
  }
  return notes;
}

function comping(plan: PiecePlan, bar: Bar, loud: number, random: Random): Note[] {
  const notes: Note[] = [];
  const velocity = 72 + loud;
  const sub = 1 / plan.division;
  for (const span of chordSpans(plan, bar)) {
    const tones = chordTones(plan, span.degree, 60, plan.style.name === 'swing');
    const chord = (at: number, length: number, level = velocity) =>
      tones.forEach((pitch) => notes.push({ at, length, pitch, velocity: level }));
    const positions = (step: number) =>
      Array.from({ length: Math.round(span.length / step) }, (_, index) => span.at + index * step);
    switch (plan.style.comping) {
      case 'sustained':
        chord(span.at, span.length);
        break;
      case 'block':
        positions(1).forEach((at, index) => chord(at, 0.9, index === 0 ? velocity + 8 : velocity - 5));
        if (random.chance(0.4)) chord(span.at + span.length - 0.5, 0.5);
        break;
      case 'offbeat':
        positions(1).forEach((at) => chord(at + 0.5, 0.3));
        break;
      case 'waltz':
        positions(1)
          .slice(1)
          .forEach((at) => chord(at, 0.6));
        break;
      case 'strum':
        positions(sub).forEach((at, index) =>
          chord(at, sub, index % plan.division === 0 ? velocity + 6 : velocity - 12),
        );
        break;
      case 'stabs':
        positions(sub / (plan.division === 2 ? 2 : 1))
          .filter((_, index) => index === 0 || random.chance(0.3))
          .forEach((at) => chord(at, 0.2, velocity + 5));
        break;
      case 'arpeggio': {
        const cycle = [...tones, (tones[0] as number) + 12, tones[2] as number, tones[1] as number];
        positions(sub).forEach((at, index) =>
          notes.push({
            at,
            length: sub * 2,
            pitch: cycle[index % cycle.length] as number,
            velocity: index % plan.division === 0 ? velocity : velocity - 10,
          }),
        );
        break;
      }
    }
  }
  return notes;
}

/** A melody that repeats with its role (the chorus sings the same tune each time), in two-bar cells. */
function melody(plan: PiecePlan, bar: Bar, index: number, loud: number): Note[] {
  const random = seededRandom(childSeed(plan.seed, `${bar.role}-${index % 2}`));
  const scale = plan.minor ? SCALES.minor : SCALES.major;
  const sub = 1 / plan.division;
  const lengths = plan.division === 3 ? [sub, 2 * sub, 1, 1 + sub] : [0.5, 0.5, 1, 1, 1.5, 2];
  const notes: Note[] = [];
  let step = 7 + random.integer(0, 4);
  for (let at = 0; at < bar.beats - 1e-6;) {
    const length = Math.min(random.pick(lengths), bar.beats - at);
    step = Math.max(3, Math.min(13, step + random.integer(-2, 2)));
    if (!random.chance(0.2)) {
      const pitch = 60 + plan.key + (scale[step % 7] as number) + 12 * Math.floor(step / 7) - 12;
      notes.push({ at, length, pitch, velocity: 85 + loud });
    }
    at += length;
  }
  return notes;
}
