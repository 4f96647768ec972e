import { describe, expect, it } from '@jest/globals';
import { type GridBeat } from '../domain/bar-grid';
import { alignDownbeatsToOnsets } from './downbeat-onsets';

const RATE = 11_025;

/** Quiet pink-ish noise with a decaying noise burst (a drum hit) at each of `hits` (seconds). */
function hits(seconds: number, at: number[]): Float32Array {
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 30 - 1;
  };
  const samples = Float32Array.from({ length: seconds * RATE }, () => 0.003 * noise());
  for (const time of at) {
    const start = Math.round(time * RATE);
    for (let index = 0; index < 0.2 * RATE && start + index < samples.length; index++)
      samples[start + index] = (samples[start + index] as number) + 0.6 * noise() * Math.exp(-index / (0.03 * RATE));
  }
  return samples;
}

describe('alignDownbeatsToOnsets', () => {
  it('moves each downbeat onto the attack near it, to the millisecond, and leaves other beats alone', () => {
    const attacks = [0.5, 2.5, 4.5];
    const samples = hits(6, [...attacks, 1.0, 1.5, 2.0]);
    // The tracker's frames: downbeats 13 ms late, 12 ms early, 4 ms late.
    const beats: GridBeat[] = [
      { time: 0.513, value: 1 },
      { time: 1.0, value: 2 },
      { time: 1.5, value: 3 },
      { time: 2.0, value: 4 },
      { time: 2.488, value: 1 },
      { time: 4.504, value: 1 },
    ];
    const aligned = alignDownbeatsToOnsets(samples, RATE, beats);
    const downbeats = aligned.filter((beat) => beat.value === 1).map((beat) => beat.time);
    downbeats.forEach((time, index) => expect(Math.abs(time - attacks[index]!)).toBeLessThan(0.001));
    expect(aligned.filter((beat) => beat.value !== 1)).toEqual(beats.filter((beat) => beat.value !== 1));
  });

  it('keeps the analysed time where nothing starts within 15 ms (a held chord, a pickup 25 ms before)', () => {
    const held = Float32Array.from(
      { length: 3 * RATE },
      (_, index) => 0.3 * Math.sin((2 * Math.PI * 220 * index) / RATE),
    );
    const beats: GridBeat[] = [{ time: 1.2, value: 1 }];
    expect(alignDownbeatsToOnsets(held, RATE, beats)).toEqual(beats);
    const pickup = hits(3, [1.175]);
    expect(alignDownbeatsToOnsets(pickup, RATE, beats)).toEqual(beats);
  });
});
