import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYSIS_SAMPLE_RATE, decodePcm } from '@downbeat/audio';
import { demoTrackSpecs, writeSynthesizedTrack } from '@downbeat/synth';
import { decodeMaster, stretchPcm } from './ffmpeg-audio';

let dir: string;
let master: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'versions-ffmpeg-test-'));
  const spec = demoTrackSpecs(1, 3, { minSeconds: 12, maxSeconds: 15 })[0]!;
  await writeSynthesizedTrack(dir, spec);
  master = path.join(dir, `${spec.name}.wav`);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

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

  it('stretches by the factor asked and says which master it could not decode', async () => {
    const scratch = await mkdtemp(path.join(dir, 'scratch-'));
    const { stereo } = await decodeMaster(master, ANALYSIS_SAMPLE_RATE, { scratch });
    const stretched = await stretchPcm(stereo, 1.03, { scratch });
    expect(stretched.samples.length / stereo.samples.length).toBeCloseTo(1.03, 2);
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
    const stretching = stretchPcm(long, 1.03, { scratch, signal: abort.signal }, 'rubberband');
    // Abort once ffmpeg is writing its output.
    while (!(await readdir(scratch)).some((name) => name.endsWith('-output.f32')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = Date.now();
    abort.abort(new Error('stopping'));
    await expect(stretching).rejects.toThrow('stopping');
    expect(Date.now() - asked).toBeLessThan(3_000);
    expect(await readdir(scratch)).toEqual([]);
  });
});
