/**
 * What a synthesised track is made of, and the ground truth it comes with.
 *
 * Conventions shared with the analysis: times are seconds from the start of the file; a beat's
 * `value` is its position in the bar (1 = downbeat); in 6/8 the beat is the dotted quarter, so a
 * 6/8 bar has two beats and its BPM counts dotted quarters. Meter changes keep the beat: a track may
 * move between 4/4 and 3/4 (same quarter-note beat) but not between those and 6/8.
 */
import { type Beat } from '@downbeat/contracts';
import { type Genre, type TimeSignature } from './genres';
import { type Mode } from './harmony';

export type SectionName = 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';

export interface SectionSpec {
  name: SectionName;
  bars: number;
  /** The section's meter when it differs from the track's. */
  meter?: TimeSignature;
}

export interface TrackSpec {
  name: string;
  genre: Genre;
  /** Beats per minute (dotted quarters in 6/8). */
  bpm: number;
  meter: TimeSignature;
  sections: SectionSpec[];
  seed: number;
  mode?: Mode;
  /** Silence before the first downbeat, in seconds. */
  leadIn?: number;
}

export interface MeterSegment {
  start: number;
  end: number;
  timeSignature: TimeSignature;
  beatsPerBar: number;
}

export interface TimeSpan {
  start: number;
  end: number;
}

export interface GroundTruth {
  bpm: number;
  duration: number;
  beats: Beat[];
  meterSegments: MeterSegment[];
  sections: Array<TimeSpan & { name: SectionName }>;
  /** Every chorus, in order: what a good highlight overlaps. */
  chorus: TimeSpan[];
}

/** Beats per bar under our convention (6/8 counts dotted quarters). */
export const beatsPerBar = (meter: TimeSignature) => (meter === '4/4' ? 4 : meter === '3/4' ? 3 : 2);

/** Grid steps per beat: sixteenths in simple meters, eighths in 6/8. */
export const stepsPerBeat = (meter: TimeSignature) => (meter === '6/8' ? 3 : 4);

/** Rejects specs the synthesiser cannot honour, e.g. a 6/8 section in a 4/4 track. */
export function validateTrackSpec(spec: TrackSpec): void {
  const compound = (meter: TimeSignature) => meter === '6/8';
  if (!(spec.bpm >= 40 && spec.bpm <= 240)) throw new RangeError(`${spec.name}: bpm ${spec.bpm} is outside 40–240`);
  if (spec.sections.length === 0) throw new RangeError(`${spec.name}: a track needs at least one section`);
  for (const section of spec.sections) {
    if (!(section.bars >= 1)) throw new RangeError(`${spec.name}: section ${section.name} needs at least one bar`);
    if (compound(section.meter ?? spec.meter) !== compound(spec.meter)) {
      throw new RangeError(`${spec.name}: meter changes must keep the beat (4/4 ↔ 3/4 only)`);
    }
  }
}
