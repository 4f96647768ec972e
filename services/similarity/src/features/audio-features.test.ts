import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodePcm } from '@downbeat/audio';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import {
  audioFeaturesOfSamples,
  CHROMA_SIZE,
  EMBEDDING_SIZE,
  FEATURES_SAMPLE_RATE,
  MFCC_SIZE,
  TAG_COUNT,
} from './audio-features';
import { FIXTURE_WAV, musicnnReference } from './fixtures/reference';
import { modelFile, type MusicnnModel } from './musicnn';
import { audioFeaturesTask } from './worker';

const run = promisify(execFile);
const largestDifference = (expected: number[][], actual: Float32Array[]) =>
  Math.max(
    ...expected.flatMap((row, patch) => row.map((value, index) => Math.abs(value - (actual[patch]![index] as number)))),
  );
const topTags = (tags: ArrayLike<number>, count: number) =>
  Array.from(tags, (value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map((tag) => tag.index);

describe('audio features', () => {
  let fixture: Float32Array;
  let directory: string;
  beforeAll(async () => {
    fixture = (await decodePcm(FIXTURE_WAV, FEATURES_SAMPLE_RATE)).samples;
    directory = await mkdtemp(path.join(tmpdir(), 'similarity-features-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it.each<MusicnnModel>(['MSD_musicnn', 'MTT_musicnn'])(
    'loads the committed model the references were made with (%s)',
    (model) => {
      const file = modelFile(model);
      const sums = readFileSync(path.join(path.dirname(file), 'SHA256SUMS'), 'utf8');
      const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
      expect(sums).toContain(`${sha256}  ${model}.onnx`);
      expect(musicnnReference().models[model].sha256).toBe(sha256);
    },
  );

  it.each<MusicnnModel>(['MSD_musicnn', 'MTT_musicnn'])(
    'gives the tags and embedding TensorFlow gives for the fixture (%s)',
    async (model) => {
      const reference = musicnnReference().models[model];
      const features = await audioFeaturesOfSamples(fixture, { model });
      expect(features.patches).toHaveLength(reference.tags.length);
      expect(
        largestDifference(
          reference.tags,
          features.patches.map((patch) => patch.tags),
        ),
      ).toBeLessThan(1e-5);
      expect(
        largestDifference(
          reference.embedding,
          features.patches.map((patch) => patch.embedding),
        ),
      ).toBeLessThan(1e-4);
    },
  );

  it('describes a stereo MP3 upload: patches, 10 frames a second, a key, tags close to the master', async () => {
    const { ffmpeg } = await locateFfmpeg();
    const file = path.join(directory, 'upload.mp3');
    await run(ffmpeg, ['-v', 'error', '-i', FIXTURE_WAV, '-ac', '2', '-ar', '44100', '-b:a', '128k', file]);

    const features = await audioFeaturesTask({ file });
    expect(features.duration).toBeCloseTo(7, 1);
    expect(features.patches.map((patch) => patch.start)).toEqual([0, 2.992]);
    for (const patch of features.patches) {
      expect(patch.embedding).toHaveLength(EMBEDDING_SIZE);
      expect(patch.tags).toHaveLength(TAG_COUNT);
    }
    const frames = features.frames.loudness.length;
    expect(frames).toBeGreaterThanOrEqual(70);
    expect(frames).toBeLessThanOrEqual(71);
    expect(features.frames.chroma).toHaveLength(frames * CHROMA_SIZE);
    expect(features.frames.mfcc).toHaveLength(frames * MFCC_SIZE);
    expect(features.key.strength).toBeGreaterThan(0.5);
    const master = musicnnReference().models.MSD_musicnn.tags[0]!;
    const shared = topTags(features.patches[0]!.tags, 5).filter((tag) => topTags(master, 5).includes(tag));
    expect(shared.length).toBeGreaterThanOrEqual(4);
  });

  it('says a file that is not audio is an invalid argument, naming it', async () => {
    const file = path.join(directory, 'notes.mp3');
    await writeFile(file, 'not audio at all\n'.repeat(100));
    await expect(audioFeaturesTask({ file })).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringContaining(file),
    });
  });

  it('stops when its caller aborts', async () => {
    const abort = new AbortController();
    abort.abort(new Error('upload deleted'));
    await expect(audioFeaturesOfSamples(fixture, { signal: abort.signal })).rejects.toThrow('upload deleted');
  });
});
