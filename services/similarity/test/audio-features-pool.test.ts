/**
 * The audio task on the worker pool, from the built package (worker threads load `dist/`): what the
 * service gets back, a bad file as a DomainError of its kind, and cancellation ending ffmpeg too.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { WorkerPool } from '@downbeat/platform';
import { processRunning, waitFor } from '@downbeat/testing';
import { describeAudio, EMBEDDING_SIZE } from '../src/features';

const run = promisify(execFile);

describe('the audio features task on the worker pool', () => {
  let pool: WorkerPool;
  let directory: string;
  let ffmpeg: string;
  beforeAll(async () => {
    pool = new WorkerPool({ threads: 1 });
    directory = await mkdtemp(path.join(tmpdir(), 'similarity-pool-'));
    ffmpeg = (await locateFfmpeg()).ffmpeg;
  });
  afterAll(async () => {
    await pool.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('describes an OGG upload off the event loop', async () => {
    const file = path.join(directory, 'upload.ogg');
    await run(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=8', '-c:a', 'libvorbis', file]);
    const features = await describeAudio(pool, { file });
    expect(features.duration).toBeCloseTo(8, 1);
    expect(features.patches).toHaveLength(3);
    expect(features.patches[0]?.embedding).toHaveLength(EMBEDDING_SIZE);
    expect(features.key.tonic).toBe(9); // 220 Hz is an A
  });

  it('rejects a file that is not audio as invalid-argument', async () => {
    const file = path.join(directory, 'cover.jpg');
    await writeFile(file, 'not a picture either\n'.repeat(20));
    await expect(describeAudio(pool, { file })).rejects.toMatchObject({
      name: 'DomainError',
      kind: 'invalid-argument',
    });
  });

  it('ends a cancelled task with its ffmpeg, and goes on with the next', async () => {
    const file = path.join(directory, 'long-master.flac');
    await run(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1800:sample_rate=44100', file]);
    const abort = new AbortController();
    const cancelled = describeAudio(pool, { file }, { signal: abort.signal });
    await waitFor('ffmpeg to decode the master', () => processRunning(file));
    abort.abort();
    await expect(cancelled).rejects.toThrow();
    await waitFor('ffmpeg to end with the task', () => !processRunning(file), { timeoutMs: 5_000 });
    await expect(describeAudio(pool, { file: path.join(directory, 'upload.ogg') })).resolves.toMatchObject({
      version: 1,
    });
  });
});
