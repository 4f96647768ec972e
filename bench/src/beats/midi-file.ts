/**
 * Standard MIDI files, written and read back. The rendered-MIDI benchmark takes its truth from the
 * file itself — its tempo map and time signatures — not from the generator's plan, so the same
 * reader gives the truth of MIDI the project did not write (a game's composed soundtrack).
 */

/** Ticks per quarter note in the files we write. */
export const TICKS_PER_QUARTER = 480;

export interface MidiEvent {
  tick: number;
  /** Status and data bytes, or a meta event (0xff, type, data). */
  bytes: number[];
}

export interface TempoChange {
  tick: number;
  microsecondsPerQuarter: number;
}

export interface TimeSignatureChange {
  tick: number;
  numerator: number;
  denominator: number;
}

export interface MidiTiming {
  ticksPerQuarter: number;
  tempos: TempoChange[];
  timeSignatures: TimeSignatureChange[];
  /** Ticks of the first and last sounding note (where the music starts and ends). */
  firstTick: number;
  lastTick: number;
}

export const tempoEvent = (tick: number, bpm: number): MidiEvent => {
  const micros = Math.round(60_000_000 / bpm);
  return { tick, bytes: [0xff, 0x51, 3, (micros >> 16) & 0xff, (micros >> 8) & 0xff, micros & 0xff] };
};

export const timeSignatureEvent = (tick: number, numerator: number, denominator: number): MidiEvent => ({
  tick,
  bytes: [0xff, 0x58, 4, numerator, Math.log2(denominator), 24, 8],
});

/** A format-1 file: one MIDI track per list, the first carrying tempo and meter. */
export function encodeMidi(tracks: MidiEvent[][]): Buffer {
  const chunks = tracks.map((events) => {
    const sorted = [...events].sort((a, b) => a.tick - b.tick || order(a) - order(b));
    const bytes: number[] = [];
    let last = 0;
    for (const event of sorted) {
      bytes.push(...variableLength(Math.max(0, Math.round(event.tick) - last)), ...event.bytes);
      last = Math.max(last, Math.round(event.tick));
    }
    bytes.push(0, 0xff, 0x2f, 0);
    return Buffer.concat([Buffer.from('MTrk'), uint32(bytes.length), Buffer.from(bytes)]);
  });
  const header = Buffer.concat([
    Buffer.from('MThd'),
    uint32(6),
    uint16(1),
    uint16(tracks.length),
    uint16(TICKS_PER_QUARTER),
  ]);
  return Buffer.concat([header, ...chunks]);
}

/** Meta events first, note-offs before note-ons at the same tick (a repeated note is re-struck). */
const order = (event: MidiEvent) => (event.bytes[0] === 0xff ? 0 : ((event.bytes[0] ?? 0) & 0xf0) === 0x80 ? 1 : 2);

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

const uint32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const uint16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
};

/** The timing of any standard MIDI file: tempo map, time signatures, last tick. */
export function readMidiTiming(file: Buffer): MidiTiming {
  if (file.toString('latin1', 0, 4) !== 'MThd') throw new Error('not a standard MIDI file');
  const division = file.readUInt16BE(12);
  if (division & 0x8000) throw new Error('SMPTE time division is not supported');
  const timing: MidiTiming = {
    ticksPerQuarter: division,
    tempos: [],
    timeSignatures: [],
    firstTick: Infinity,
    lastTick: 0,
  };
  let offset = 8 + file.readUInt32BE(4);
  while (offset + 8 <= file.length) {
    const length = file.readUInt32BE(offset + 4);
    if (file.toString('latin1', offset, offset + 4) === 'MTrk') {
      readTrack(file.subarray(offset + 8, offset + 8 + length), timing);
    }
    offset += 8 + length;
  }
  timing.tempos.sort((a, b) => a.tick - b.tick);
  timing.timeSignatures.sort((a, b) => a.tick - b.tick);
  return timing;
}

function readTrack(track: Buffer, timing: MidiTiming): void {
  let position = 0;
  let tick = 0;
  let running = 0;
  const readLength = () => {
    let value = 0;
    for (;;) {
      const byte = track[position++] ?? 0;
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80) || position >= track.length) return value;
    }
  };
  while (position < track.length) {
    tick += readLength();
    let status = track[position] ?? 0;
    if (status & 0x80) position++;
    else status = running;
    if (status === 0xff) {
      const type = track[position++] ?? 0;
      const length = readLength();
      const data = track.subarray(position, position + length);
      position += length;
      if (type === 0x51)
        timing.tempos.push({ tick, microsecondsPerQuarter: (data[0]! << 16) | (data[1]! << 8) | data[2]! });
      if (type === 0x58) timing.timeSignatures.push({ tick, numerator: data[0]!, denominator: 2 ** data[1]! });
      continue;
    }
    if (status === 0xf0 || status === 0xf7) {
      position += readLength();
      continue;
    }
    running = status;
    const kind = status & 0xf0;
    position += kind === 0xc0 || kind === 0xd0 ? 1 : 2;
    // Only sounding notes mark the end of the music (a trailing controller does not).
    if (kind === 0x90 || kind === 0x80) {
      timing.firstTick = Math.min(timing.firstTick, tick);
      timing.lastTick = Math.max(timing.lastTick, tick);
    }
  }
}
