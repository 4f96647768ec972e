import { readFileSync } from 'node:fs';
import { beatFeatures } from './beat-features';
import { BEAT_MODEL_FILE, beatActivations, type BeatModelFile, parseBeatModel } from './beat-network';

const file = JSON.parse(readFileSync(BEAT_MODEL_FILE, 'utf8')) as BeatModelFile & {
  probe: { frames: number; at: number[]; beatLogit: number[]; downbeatLogit: number[] };
};

describe('the beat network', () => {
  it('computes what the training script computed for its probe input', () => {
    const { frames, at, beatLogit, downbeatLogit } = file.probe;
    const channels = file.featureChannels;
    const values = new Float32Array(channels * frames);
    for (let channel = 0; channel < channels; channel++) {
      for (let frame = 0; frame < frames; frame++) {
        values[channel * frames + frame] = Math.sin(0.05 * (channel + 1) * frame) * Math.cos(0.013 * frame) + 1;
      }
    }
    const activations = beatActivations({ frameRate: file.frameRate, frames, channels, values }, parseBeatModel(file));
    const logit = (p: number) => Math.log(p / (1 - p));
    at.forEach((frame, index) => {
      expect(logit(activations.beat[frame] as number)).toBeCloseTo(beatLogit[index] as number, 2);
      expect(logit(activations.downbeat[frame] as number)).toBeCloseTo(downbeatLogit[index] as number, 2);
    });
  });

  it('reads the features the analysis makes, at their frame rate', () => {
    const features = beatFeatures(new Float32Array(11025 * 2), 11025);
    expect(features.channels).toBe(file.featureChannels);
    expect(features.frameRate).toBeCloseTo(file.frameRate, 6);
  });

  it('refuses a model whose tensors do not match its shape', () => {
    const broken = { ...file, channels: file.channels + 1 };
    expect(() => parseBeatModel(broken)).toThrow(/input.weight missing or misshapen/);
  });
});
