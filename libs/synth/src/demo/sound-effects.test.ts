import { renderSoundEffect } from './sound-effect-voices';
import { SOUND_EFFECTS } from './sound-effects';

const SAMPLE_RATE = 11_025;

const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);

describe('the demo sound effects', () => {
  const rendered = SOUND_EFFECTS.map((effect, index) => ({
    effect,
    samples: renderSoundEffect(effect.voice, effect.seconds, SAMPLE_RATE, 100 + index),
  }));

  it.each(rendered.map(({ effect, samples }) => [effect.title, effect.seconds, samples] as const))(
    '%s is audible stereo audio of %d s',
    (_title, seconds, samples) => {
      expect(samples.length).toBe(Math.round(seconds * SAMPLE_RATE) * 2);
      const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
      expect(peak).toBeGreaterThan(0.3);
      expect(peak).toBeLessThanOrEqual(0.9);
      expect(rms(samples)).toBeGreaterThan(0.005);
    },
  );

  it('keeps ambiences going for their whole length', () => {
    for (const { effect, samples } of rendered.filter((item) => item.effect.voice.kind === 'ambience')) {
      const quarter = Math.floor(samples.length / 4);
      for (const part of [1, 2]) {
        expect(rms(samples.subarray(part * quarter, (part + 1) * quarter))).toBeGreaterThan(0.01);
      }
      expect(effect.seconds).toBeGreaterThanOrEqual(10);
    }
  });

  it('renders the same samples from the same seed', () => {
    const [first] = SOUND_EFFECTS;
    if (!first) throw new Error('no sound effects');
    const again = renderSoundEffect(first.voice, first.seconds, SAMPLE_RATE, 100);
    expect(Buffer.from(again.buffer).equals(Buffer.from(rendered[0]?.samples.buffer ?? new ArrayBuffer(0)))).toBe(true);
  });
});
