import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analyseTrack, decodePcm } from '@downbeat/audio';
import { demoTrackSpecs, writeSynthesizedTrack } from '@downbeat/synth';
import { createLogger, FilesystemBlobStore, MemoryDocumentStore, MemoryEventBus } from '@downbeat/platform';
import { type MediaPort, type TrackAnalysisFacts } from '../adapters/media-client';
import { JobEvents, STATUS_TOPIC } from '../domain/job-events';
import { VersionJobs } from '../domain/version-jobs';
import { JobRepository } from '../store/job-repository';
import { JobRunner } from './job-runner';
import { renderVersion } from './render-version';

/**
 * The worker end to end on real audio: a synthesised track stored as media stores masters, its
 * real analysis, the real render (called directly rather than on a thread: the pool needs the
 * built package). Media's part — handing out the analysis and signing links — is the port.
 */
jest.setTimeout(120_000);

let dir: string;
let blobs: FilesystemBlobStore;
let analysis: TrackAnalysisFacts;
const TRACK = 'trk_versions_1';

const media = (): MediaPort => ({
  trackAnalysis: async (trackId) => {
    if (trackId !== TRACK) throw Object.assign(new Error('Track was not found'));
    return analysis;
  },
  versionLinks: async (jobId) => ({
    previewUrl: `http://edge/downloads/versions/${jobId}/128.mp3`,
    highQualityUrl: `http://edge/downloads/versions/${jobId}/320.mp3`,
    expires: new Date(Date.now() + 86_400_000),
  }),
  close: () => undefined,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'versions-runner-'));
  blobs = new FilesystemBlobStore({ root: path.join(dir, 'blobs') });
  const spec = demoTrackSpecs(1, 11, { minSeconds: 40, maxSeconds: 45 })[0]!;
  await writeSynthesizedTrack(dir, spec);
  const file = path.join(dir, `${spec.name}.wav`);
  const analysed = await analyseTrack(file);
  await blobs.put(`masters/track/${TRACK}/sha-1`, await readFile(file));
  analysis = { ready: true, message: '', masterSha256: 'sha-1', beats: analysed.beats };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function system() {
  const store = new MemoryDocumentStore();
  const bus = new MemoryEventBus();
  await store.start();
  await bus.start();
  const repository = new JobRepository(store);
  const jobs = new VersionJobs(repository, media(), blobs, new JobEvents(bus));
  const statuses: string[] = [];
  await bus.subscribe({ group: 'test', topics: [STATUS_TOPIC], fromBeginning: true }, async (event) => {
    statuses.push((event.data as { status: string }).status);
  });
  const runner = (leaseMs = 30_000) =>
    new JobRunner({
      jobs: repository,
      media: media(),
      blobs,
      bus,
      logger: createLogger({ service: 'versions', level: 'silent' }),
      render: renderVersion,
      leaseMs,
      sweepMs: 200,
    });
  return { store, bus, repository, jobs, statuses, runner };
}

const start = (jobs: VersionJobs, durationMs: number, extra: { loopable?: boolean; idempotencyKey?: string } = {}) =>
  jobs.start({
    partnerId: 'p1',
    userId: 'u1',
    trackId: TRACK,
    durationMs,
    loopable: extra.loopable ?? false,
    ...extra,
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('JobRunner', () => {
  it('renders a queued job to COMPLETED with MP3s of the exact length and a waveform', async () => {
    const { jobs, repository, runner, statuses } = await system();
    const worker = runner();
    await worker.start();
    const job = await start(jobs, 20_000);
    expect(job.status).toBe('PENDING');
    const done = await until(
      () => repository.get(job._id),
      (value) => value?.status === 'COMPLETED',
    );
    await worker.stop();
    expect(done?.status).toBe('COMPLETED');
    const decoded = await decodePcm(path.join(dir, 'blobs', 'versions', job._id, 'mp3', '320.mp3'), 44_100);
    expect(decoded.samples.length).toBe(20 * 44_100);
    const view = await jobs.get(job._id, 'p1', 'u1', true);
    expect(view.results[0]?.previewUrl).toContain(`/downloads/versions/${job._id}/128.mp3`);
    expect((view.results[0]?.waveform as { length: number }).length).toBe(20 * 25);
    expect(statuses).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
  });

  it('hides a job from other users and answers the same job for a repeated Idempotency-Key', async () => {
    const { jobs } = await system();
    const first = await start(jobs, 15_000, { idempotencyKey: 'k-1' });
    const again = await start(jobs, 15_000, { idempotencyKey: 'k-1' });
    expect(again._id).toBe(first._id);
    await expect(start(jobs, 16_000, { idempotencyKey: 'k-1' })).rejects.toMatchObject({
      kind: 'idempotency-conflict',
      violations: [expect.objectContaining({ key: 'Idempotency-Key' })],
    });
    await expect(jobs.get(first._id, 'p1', 'someone-else', false)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(start(jobs, 500)).rejects.toMatchObject({ kind: 'invalid-argument' });
  });

  it('takes over the job of a worker that died mid-render and completes it once', async () => {
    const { jobs, repository, runner, statuses } = await system();
    const job = await start(jobs, 12_000);
    // A worker claims the job and dies: its lease is never renewed.
    expect(await repository.claim(job._id, 'dead-worker', Date.now(), 300)).toBe(true);
    const survivor = runner(300);
    await survivor.start();
    const done = await until(
      () => repository.get(job._id),
      (value) => value?.status === 'COMPLETED',
    );
    await survivor.stop();
    expect(done?.status).toBe('COMPLETED');
    expect(done?.attempts).toBe(2);
    expect(done?.results).toHaveLength(1);
    // The dead worker coming back cannot complete it a second time.
    expect(await repository.complete(job._id, 'dead-worker', done!.results, Date.now())).toBe(false);
    expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(1);
  });

  it('hands a render back at once when it stops, and the next worker completes the job without counting that attempt', async () => {
    const { jobs, repository, runner, statuses } = await system();
    const stopping = runner();
    await stopping.start();
    const job = await start(jobs, 120_000);
    await until(
      () => repository.get(job._id),
      (value) => value?.status === 'PROCESSING',
    );
    // Into the render's ffmpeg work (decoding), then stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stopping.stop();
    // Not rendered to the end (it would be COMPLETED): handed back, its lease over, the attempt uncounted.
    const handedBack = await repository.get(job._id);
    expect(handedBack).toMatchObject({ status: 'PROCESSING', attempts: 0 });
    expect(handedBack!.lease!.until).toBeLessThan(Date.now());

    const next = runner();
    await next.start();
    const done = await until(
      () => repository.get(job._id),
      (value) => value?.status === 'COMPLETED',
    );
    await next.stop();
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 1 });
    expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(1);
  });
});
