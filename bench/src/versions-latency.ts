/**
 * Track-versions job latency under load: a burst of 30 s jobs started at once on one worker (a
 * two-thread pool, the embedded mode's and a versions-worker pod's shape), from StartJob to
 * COMPLETED as the job store records it, against one job alone measured in the same run. The
 * render is the real one (decode, search, splice, stretch, two MP3s, waveform) on a synthesised
 * master; the store and bus are the in-memory adapters and media is a stand-in handing out the
 * master's analysis, so the figure is the worker path, without Kafka or network.
 *
 *   npm run build && npm run bench:versions-latency -w @downbeat/bench
 *   VERSIONS_LATENCY_JOBS (12), VERSIONS_LATENCY_SECONDS (30)
 *
 * Writes bench/results/versions-latency.json.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyseTrack } from '@downbeat/audio';
import { createLogger, FilesystemBlobStore, MemoryDocumentStore, MemoryEventBus, WorkerPool } from '@downbeat/platform';
import { JobRepository, JobRunner, JobEvents, VersionJobs, renderOnPool } from '@downbeat/versions';
import { synthesisedSet } from './beats/synthesised-set';
import { BENCH_DIR, progress, writeResults } from './system';

const JOBS = Number(process.env.VERSIONS_LATENCY_JOBS ?? 12);
const SECONDS = Number(process.env.VERSIONS_LATENCY_SECONDS ?? 30);
const THREADS = 2;

async function main(): Promise<void> {
  const [clip] = await synthesisedSet(1, 2026, path.join(BENCH_DIR, 'versions', 'synthesised'), progress);
  if (!clip) throw new Error('no synthesised master');
  const analysis = await analyseTrack(clip.file);
  const dir = await mkdtemp(path.join(tmpdir(), 'versions-latency-'));
  const blobs = new FilesystemBlobStore({ root: dir });
  await blobs.put('masters/track/t1/sha', await readFile(clip.file));
  const store = new MemoryDocumentStore();
  const bus = new MemoryEventBus();
  await store.start();
  await bus.start();
  const media = {
    trackAnalysis: async () => ({ ready: true, message: '', masterSha256: 'sha', beats: analysis.beats }),
    versionLinks: async (jobId: string) => ({ previewUrl: jobId, highQualityUrl: jobId, expires: new Date() }),
    close: () => undefined,
  };
  const repository = new JobRepository(store);
  const jobs = new VersionJobs(repository, media, blobs, new JobEvents(bus));
  const pool = new WorkerPool({ threads: THREADS, maxQueue: 1000 });
  const runner = new JobRunner({
    jobs: repository,
    media,
    blobs,
    bus,
    logger: createLogger({ service: 'versions', level: 'silent' }),
    render: (job) => renderOnPool(pool, job),
    concurrency: THREADS,
    sweepMs: 60_000,
  });
  await runner.start();
  const latency = async (count: number) => {
    const started = Date.now();
    const ids = await Promise.all(
      Array.from(
        { length: count },
        async (_, index) =>
          (
            await jobs.start({
              partnerId: 'p',
              userId: `u${index}`,
              trackId: 't1',
              durationMs: SECONDS * 1000,
              loopable: false,
            })
          )._id,
      ),
    );
    const done = new Map<string, number>();
    while (done.size < ids.length) {
      for (const id of ids) {
        if (done.has(id)) continue;
        const job = await repository.get(id);
        if (job?.status === 'COMPLETED' || job?.status === 'FAILED') done.set(id, (Date.now() - started) / 1000);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return [...done.values()].sort((a, b) => a - b);
  };
  progress('one job alone (warm-up, then measured)');
  await latency(1);
  const alone = (await latency(1))[0]!;
  progress(`${JOBS} jobs at once`);
  const burst = await latency(JOBS);
  await runner.stop();
  await pool.close();
  await rm(dir, { recursive: true, force: true });
  const at = (share: number) => burst[Math.min(burst.length - 1, Math.ceil(share * burst.length) - 1)]!;
  const report = {
    settings: { jobs: JOBS, versionSeconds: SECONDS, threads: THREADS, master: clip.name },
    aloneSeconds: round(alone),
    burst: { p50Seconds: round(at(0.5)), p95Seconds: round(at(0.95)), maxSeconds: round(burst[burst.length - 1]!) },
    /** What a burst costs a job at p95, in jobs' worth of the lone job's latency. */
    p95OverAlone: round(at(0.95) / alone),
    jobsPerMinute: round((JOBS / burst[burst.length - 1]!) * 60),
  };
  writeResults('versions-latency', report);
  console.log(JSON.stringify(report, null, 2));
}

const round = (value: number) => Math.round(value * 100) / 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
