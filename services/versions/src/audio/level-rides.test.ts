import { describe, expect, it } from '@jest/globals';
import { RIDE_HOLD_SECONDS, RIDE_RETURN_SECONDS } from '../domain/seam-levels';
import { rideLevels } from './level-rides';

const RATE = 1000;
const steady = (seconds: number, value: number) => ({
  samples: new Float32Array(seconds * RATE * 2).fill(value),
  sampleRate: RATE,
  channels: 2,
});
const at = (pcm: { samples: Float32Array }, seconds: number) => pcm.samples[Math.round(seconds * RATE) * 2] as number;

describe('rideLevels', () => {
  it('holds the ride through the short-term window after the splice, then returns to the track’s level', () => {
    const pcm = steady(20, 0.1);
    rideLevels(pcm, [{ at: 2, gainDb: -6 }], false);
    expect(at(pcm, 1.9)).toBeCloseTo(0.1, 6);
    expect(at(pcm, 2 + RIDE_HOLD_SECONDS / 2)).toBeCloseTo(0.1 * 10 ** (-6 / 20), 6);
    // Half-way back: −3 dB.
    expect(at(pcm, 2 + RIDE_HOLD_SECONDS + RIDE_RETURN_SECONDS / 2)).toBeCloseTo(0.1 * 10 ** (-3 / 20), 4);
    expect(at(pcm, 2 + RIDE_HOLD_SECONDS + RIDE_RETURN_SECONDS + 0.1)).toBeCloseTo(0.1, 6);
  });

  it('never lifts a sample into clipping', () => {
    const pcm = steady(20, 0.9);
    rideLevels(pcm, [{ at: 1, gainDb: 6 }], false);
    const peak = pcm.samples.reduce((highest, value) => Math.max(highest, Math.abs(value)), 0);
    expect(peak).toBeLessThanOrEqual(0.98 + 1e-6);
    expect(peak).toBeGreaterThan(0.9);
  });

  it('rides a loop’s wrap from the file’s start', () => {
    const pcm = steady(10, 0.1);
    rideLevels(pcm, [{ at: 10, gainDb: -6 }], true);
    expect(at(pcm, 0.5)).toBeCloseTo(0.1 * 10 ** (-6 / 20), 6);
    expect(at(pcm, 9.9)).toBeCloseTo(0.1, 6);
  });

  it('carries a ride late in a loop on through its wrap, so the loop point steps nothing', () => {
    const pcm = steady(12, 0.1);
    rideLevels(pcm, [{ at: 10, gainDb: -6 }], true);
    // 2 s of hold before the wrap, 1 s after it; the last frame and the first carry the same gain.
    expect(at(pcm, 11.999)).toBeCloseTo(0.1 * 10 ** (-6 / 20), 6);
    expect(at(pcm, 0)).toBeCloseTo(0.1 * 10 ** (-6 / 20), 6);
    expect(at(pcm, 4)).toBeLessThan(0.1);
    expect(at(pcm, 8)).toBeCloseTo(0.1, 6);
  });

  it('leaves a loop shorter than a ride as it is', () => {
    const pcm = steady(8, 0.1);
    rideLevels(pcm, [{ at: 4, gainDb: -6 }], true);
    expect(at(pcm, 5)).toBeCloseTo(0.1, 6);
  });
});
