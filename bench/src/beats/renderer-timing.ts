/**
 * How the renderer of the rendered-MIDI sets keeps time. The pieces change tempo on every beat and
 * fluidsynth drifts from the tempo map (up to 13 ms early after 80 s, bench:versions-splices): for
 * beat tracking (±70 ms) the tempo map is truth enough; for splices judged to ±10 ms the truth is
 * where the renderer really plays each beat.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { decodePcm } from '@downbeat/audio';
import { attackBetween } from '@downbeat/versions';
import { encodeMidi, type MidiEvent, readMidiTiming } from './midi-file';
import { renderMidi, SOUNDFONTS } from './midi-set';
import { secondsOfTick } from './midi-truth';

/**
 * Where the renderer really plays the tempo map: a rim click on every quarter of the piece's own
 * tempo map, rendered by the same fluidsynth, each click's attack against its tempo-map time
 * (relative to the first click, which removes the click sample's own attack delay). The
 * pieces change tempo every beat, and fluidsynth drifts from the map (ms per minute).
 */
export async function rendererTiming(midiFile: string): Promise<(time: number) => number> {
  const timing = readMidiTiming(await readFile(midiFile));
  const clickFile = midiFile.replace(/\.mid$/, '-clicks.wav');
  const seconds = secondsOfTick(timing);
  const ticks: number[] = [];
  for (let tick = 0; tick <= timing.lastTick; tick += timing.ticksPerQuarter) ticks.push(tick);
  if (!existsSync(clickFile)) {
    const conductor: MidiEvent[] = timing.tempos.map((tempo) => ({
      tick: tempo.tick,
      bytes: [
        0xff,
        0x51,
        3,
        (tempo.microsecondsPerQuarter >> 16) & 0xff,
        (tempo.microsecondsPerQuarter >> 8) & 0xff,
        tempo.microsecondsPerQuarter & 0xff,
      ],
    }));
    const clicks = ticks.flatMap((tick) => [
      { tick, bytes: [0x99, 37, 120] },
      { tick: tick + 60, bytes: [0x89, 37, 0] },
    ]);
    const clickMidi = midiFile.replace(/\.mid$/, '-clicks.mid');
    await writeFile(clickMidi, encodeMidi([conductor, clicks]));
    await renderMidi(clickMidi, SOUNDFONTS[0]!, clickFile);
  }
  const pcm = await decodePcm(clickFile, 44_100);
  const measured = ticks.flatMap((tick) => {
    const time = seconds(tick);
    const attack = attackBetween(pcm.samples, pcm.sampleRate, time - 0.03, time + 0.03, 0.002);
    return attack === null ? [] : [{ time, offset: attack - time }];
  });
  const origin = measured[0]?.offset ?? 0;
  return (time: number) => {
    const after = measured.findIndex((item) => item.time >= time);
    const a = measured[Math.max(0, after === -1 ? measured.length - 1 : after - 1)]!;
    const b = measured[after === -1 ? measured.length - 1 : after]!;
    const share = b.time > a.time ? (time - a.time) / (b.time - a.time) : 0;
    return a.offset + share * (b.offset - a.offset) - origin;
  };
}

/** The beats moved to where the renderer of `midiFile` plays them. */
export async function playedBeats<B extends { time: number }>(midiFile: string, beats: B[]): Promise<B[]> {
  const drift = await rendererTiming(midiFile);
  return beats.map((beat) => ({ ...beat, time: beat.time + drift(beat.time) }));
}
