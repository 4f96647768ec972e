import { describe, expect, it } from '@jest/globals';
import { spliceSegments } from './splice';

const RATE = 1000;
/** Mono PCM whose every sample holds its own time in ms: what plays where is readable. */
const ramp = (seconds: number) => ({
  samples: Float32Array.from({ length: seconds * RATE }, (_, index) => index),
  sampleRate: RATE,
  channels: 1,
});

describe('spliceSegments', () => {
  it('plays each segment from its start and crossfades only before the next downbeat', () => {
    const out = spliceSegments(
      ramp(10),
      [
        { from: 0, to: 2 },
        { from: 6, to: 8 },
      ],
      false,
      0.03,
    );
    expect(out.samples.length).toBe(4 * RATE);
    expect(out.samples[1000]).toBe(1000);
    // From the splice on, the incoming segment alone.
    expect(out.samples[2000]).toBe(6000);
    expect(out.samples[2500]).toBe(6500);
    // Inside the fade both are heard, with equal-power gains.
    const mixed = out.samples[1985] as number;
    expect(mixed).toBeGreaterThan(1985);
    expect(mixed).toBeLessThan(5985 * 1.01);
  });

  it('wraps a loop so that its end flows into its start', () => {
    const out = spliceSegments(ramp(10), [{ from: 2, to: 4 }], true, 0.03);
    expect(out.samples.length).toBe(2 * RATE);
    expect(out.samples[0]).toBe(2000);
    // The last few ms mix in what precedes the loop's start.
    const last = out.samples[out.samples.length - 5] as number;
    expect(last).not.toBeCloseTo(3995, 0);
  });

  it('lets the music play on where a loop ends at the moment it starts: no crossfade of a sound with itself', () => {
    // Bars 4–6 s, then a jump back to 2–4 s, whose end leads into 4 s: the wrap is no splice.
    const out = spliceSegments(
      ramp(10),
      [
        { from: 4, to: 6 },
        { from: 2, to: 4 },
      ],
      true,
      0.03,
    );
    expect(out.samples[0]).toBe(4000);
    // Up to the file's last sample, what precedes 4 s, unmixed.
    expect(out.samples[out.samples.length - 1]).toBe(3999);
    expect(out.samples[out.samples.length - 15]).toBe(3985);
    // The jump at 2 s of the output is still crossfaded.
    expect(out.samples[1985]).not.toBe(5985);
  });
});
