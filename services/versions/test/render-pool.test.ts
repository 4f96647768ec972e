/**
 * A version rendered on the worker pool, from the built package (worker threads load `dist/`): a
 * length whole bars reach comes back rendered; one they cannot reach comes back as the DomainError
 * of its kind, so the job runner fails the job at once instead of retrying a refusal as an outage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyseTrack } from '@downbeat/audio';
import { DomainError, WorkerPool } from '@downbeat/platform';
import { demoTrackSpecs, writeSynthesizedTrack } from '@downbeat/synth';
import { isPermanent } from '../src/domain/jobs';
import { type RenderVersionJob } from '../src/worker/render-version';
import { renderOnPool } from '../src/worker/tasks';

describe('rendering a version on the worker pool', () => {
  let pool: WorkerPool;
  let directory: string;
  let job: Omit<RenderVersionJob, 'durationMs' | 'loopable' | 'outputDir'>;
  let bar: number;
  beforeAll(async () => {
    pool = new WorkerPool({ threads: 1 });
    directory = await mkdtemp(path.join(tmpdir(), 'versions-pool-'));
    const spec = demoTrackSpecs(1, 11, { minSeconds: 40, maxSeconds: 45 })[0]!;
    await writeSynthesizedTrack(directory, spec);
    const masterFile = path.join(directory, `${spec.name}.wav`);
    const analysis = await analyseTrack(masterFile);
    job = { masterFile, beats: analysis.beats, barScores: analysis.bars };
    bar = (240 / analysis.bpm) * (analysis.meter.segments[0]?.timeSignature === '3/4' ? 0.75 : 1);
  }, 60_000);
  afterAll(async () => {
    await pool.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** A loop of `bars` of the track's bars, rendered on the pool. */
  const loopOf = (bars: number) =>
    renderOnPool(pool, {
      ...job,
      durationMs: Math.round(bars * bar * 1000),
      loopable: true,
      outputDir: path.join(directory, `loop-${bars}`),
      scratchDir: directory,
    });

  it('renders a loop of whole bars', async () => {
    expect((await loopOf(4)).plan.loop).toBe(true);
  });

  it('hands a loop no whole bars reach back as a failed precondition, naming lengths that loop', async () => {
    const error = await loopOf(2.5).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('failed-precondition');
    expect((error as DomainError).message).toMatch(/nearest loops of this track last [\d.]+ s or [\d.]+ s/);
    expect(isPermanent(error)).toBe(true);
  });
});
