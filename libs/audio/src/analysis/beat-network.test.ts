import { readFileSync } from 'node:fs';
import { beatFeatures } from './beat-features';
import { BEAT_MODEL_FILES, beatActivations, type BeatModelFile, parseBeatModel } from './beat-network';

type ShippedFile = BeatModelFile & {
  probe: { frames: number; at: number[]; beatLogit: number[]; downbeatLogit: number[] };
};
const files = BEAT_MODEL_FILES.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ShippedFile);
const file = files[0] as ShippedFile;

describe('the beat network', () => {
  it.each(files.map((shipped, index) => [BEAT_MODEL_FILES[index], shipped] as const))(
    '%s computes what the training script computed for its probe input',
    (_, file) => {
      const { frames, at, beatLogit, downbeatLogit } = file.probe;
      const channels = file.featureChannels;
      const values = new Float32Array(channels * frames);
      for (let channel = 0; channel < channels; channel++) {
        for (let frame = 0; frame < frames; frame++) {
          values[channel * frames + frame] = Math.sin(0.05 * (channel + 1) * frame) * Math.cos(0.013 * frame) + 1;
        }
      }
      const activations = beatActivations(
        { frameRate: file.frameRate, frames, channels, values },
        parseBeatModel(file),
      );
      // The probe drives the network far outside what music gives it (logits of ±15 and more), where
      // float32 sums in another order differ by up to ~1 %; on real features the two agree to 1e-6.
      // Past |logit| 12 the float32 probability saturates, so it is compared as a probability.
      const near = (probability: number, expected: number) => {
        if (Math.abs(expected) >= 12) expect(Math.abs(probability - 1 / (1 + Math.exp(-expected)))).toBeLessThan(1e-4);
        else {
          const logit = Math.log(probability / (1 - probability));
          expect(Math.abs(logit - expected)).toBeLessThanOrEqual(0.02 * Math.max(1, Math.abs(expected)));
        }
      };
      at.forEach((frame, index) => {
        near(activations.beat[frame] as number, beatLogit[index] as number);
        near(activations.downbeat[frame] as number, downbeatLogit[index] as number);
      });
    },
  );

  it('averages the shipped networks frame by frame', () => {
    const features = beatFeatures(
      Float32Array.from({ length: 11025 * 3 }, (_, n) => Math.sin(n / 7) * (n % 5512 < 400 ? 1 : 0.05)),
      11025,
    );
    const each = files.map((shipped) => beatActivations(features, parseBeatModel(shipped)));
    const both = beatActivations(features);
    for (const frame of [10, 100, 200]) {
      const mean = each.reduce((sum, activations) => sum + (activations.beat[frame] as number), 0) / each.length;
      expect(both.beat[frame]).toBeCloseTo(mean, 6);
    }
  });

  it('reads the features the analysis makes, at their frame rate', () => {
    const features = beatFeatures(new Float32Array(11025 * 2), 11025);
    expect(features.channels).toBe(file.featureChannels);
    expect(features.frameRate).toBeCloseTo(file.frameRate, 6);
  });

  it('refuses a model whose tensors do not match its shape', () => {
    const broken = { ...file, channels: file.channels + 4 };
    expect(() => parseBeatModel(broken)).toThrow(/input.weight missing or misshapen/);
    expect(() => parseBeatModel({ ...file, channels: file.channels + 1 })).toThrow(/not a multiple of 4/);
  });
});
