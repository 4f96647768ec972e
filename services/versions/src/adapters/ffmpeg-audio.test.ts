import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYSIS_SAMPLE_RATE, decodePcm } from '@downbeat/audio';
import { demoTrackSpecs, writeSynthesizedTrack } from '@downbeat/synth';
import { decodeMaster, encodeVersion } from './ffmpeg-audio';

let dir: string;
let master: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'versions-ffmpeg-test-'));
  const spec = demoTrackSpecs(1, 3, { minSeconds: 12, maxSeconds: 15 })[0]!;
  await writeSynthesizedTrack(dir, spec);
  master = path.join(dir, `${spec.name}.wav`);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const rms = (values: Float32Array) => Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);

describe('the versions worker’s ffmpeg', () => {
  it('decodes a master once into stereo at 44.1 kHz and the very mono the analysis hears, leaving no scratch files', async () => {
    const scratch = await mkdtemp(path.join(dir, 'scratch-'));
    const { stereo, mono } = await decodeMaster(master, ANALYSIS_SAMPLE_RATE, { scratch });
    expect(await readdir(scratch)).toEqual([]);
    const analysed = await decodePcm(master, ANALYSIS_SAMPLE_RATE);
    expect(mono.sampleRate).toBe(ANALYSIS_SAMPLE_RATE);
    expect(mono.samples).toEqual(analysed.samples);
    expect(stereo).toMatchObject({ sampleRate: 44_100, channels: 2 });
    expect(stereo.samples.length / 2 / 44_100).toBeCloseTo(analysed.duration, 2);
  });

  it('encodes a version to the exact sample: stretched, cut or padded, faded; its mono for the waveform', async () => {
    const scratch = await mkdtemp(path.join(dir, 'scratch-'));
    const out = await mkdtemp(path.join(dir, 'out-'));
    const { stereo } = await decodeMaster(master, ANALYSIS_SAMPLE_RATE, { scratch });
    const source = stereo.samples.length / 2;
    const frames = Math.round(source * 1.03);
    const files = (name: string) => ({
      preview: path.join(out, `${name}-128.mp3`),
      highQuality: path.join(out, `${name}-320.mp3`),
    });
    const shape = { frames, fadeInSeconds: 0.01, fadeOutSeconds: 0.5 };
    const stretched = await encodeVersion(stereo, { ...shape, stretch: 1.03 }, files('stretched'), { scratch });
    const padded = await encodeVersion(stereo, { ...shape, stretch: 1 }, files('padded'), { scratch });
    expect(await readdir(scratch)).toEqual([]);
    for (const name of ['stretched', 'padded']) {
      for (const file of Object.values(files(name)))
        expect((await decodePcm(file, 44_100)).samples.length).toBe(frames);
    }
    expect(stretched.length).toBe(frames);
    // Before the fade-out: stretched, the music goes on; padded, it has ended in silence.
    const level = (mono: Float32Array) => rms(mono.subarray(source + 1000, frames - 0.6 * 44_100));
    expect(level(stretched)).toBeGreaterThan(0.01);
    expect(level(padded)).toBe(0);
    // The fade-out ends in silence; the mono is the channels' mean.
    expect(Math.abs(stretched[frames - 1]!)).toBeLessThan(1e-3);
    expect(rms(padded.subarray(44_100, 2 * 44_100))).toBeCloseTo(
      rms(
        Float32Array.from(
          { length: 44_100 },
          (_, i) => (stereo.samples[2 * (44_100 + i)]! + stereo.samples[2 * (44_100 + i) + 1]!) / 2,
        ),
      ),
      4,
    );
  });

  it('says which master it could not decode', async () => {
    const scratch = await mkdtemp(path.join(dir, 'scratch-'));
    await expect(decodeMaster(path.join(dir, 'missing.wav'), ANALYSIS_SAMPLE_RATE, { scratch })).rejects.toMatchObject({
      kind: 'internal',
      message: expect.stringContaining(`cannot decode the master ${path.join(dir, 'missing.wav')}`),
    });
  });

  it('kills its ffmpeg when the signal aborts, and leaves its scratch files removed', async () => {
    const scratch = await mkdtemp(path.join(dir, 'scratch-'));
    const { stereo } = await decodeMaster(master, ANALYSIS_SAMPLE_RATE, { scratch });
    // Four minutes: rubberband takes many seconds over them.
    const long = { ...stereo, samples: new Float32Array(stereo.samples.length * 20) };
    const abort = new AbortController();
    const out = await mkdtemp(path.join(dir, 'out-'));
    const stretching = encodeVersion(
      long,
      { frames: 44_100 * 250, stretch: 1.03, engine: 'rubberband', fadeInSeconds: 0, fadeOutSeconds: 1 },
      { preview: path.join(out, '128.mp3'), highQuality: path.join(out, '320.mp3') },
      { scratch, signal: abort.signal },
    );
    // Abort once ffmpeg is writing its output.
    while (!(await readdir(scratch)).some((name) => name.endsWith('-mono.f32')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = Date.now();
    abort.abort(new Error('stopping'));
    await expect(stretching).rejects.toThrow('stopping');
    expect(Date.now() - asked).toBeLessThan(3_000);
    expect(await readdir(scratch)).toEqual([]);
  });
});
