import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseTrackFile, type TrackAnalysis } from '@downbeat/audio';
import { DomainError, FilesystemBlobStore, MemoryDocumentStore, type Logger } from '@downbeat/platform';
import { locateFfmpeg, type FfmpegTools } from '@downbeat/platform/ffmpeg';
import { masterWorkshop } from '../adapters/master-workshop';
import { AnalysisRecords } from '../store/analysis-records';
import { MediaAssetRecords } from '../store/media-asset-records';
import { generateSong } from '../testing/upload-samples';
import { AnalysisAnnouncer } from './analysis-events';
import { Ingestion } from './ingestion';

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Logger;

let tools: FfmpegTools;
let work: string;
let master: string;

beforeAll(async () => {
  tools = await locateFfmpeg();
  work = await mkdtemp(join(tmpdir(), 'downbeat-ingestion-test-'));
  master = join(work, 'evening-light.mp3');
  await generateSong(tools.ffmpeg, master, 6);
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an ingest that cannot finish now', () => {
  it('keeps the asset in processing and finishes it after its lease, instead of failing the master', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const assets = new MediaAssetRecords(store);
    const analyses = new AnalysisRecords(store);
    const blobs = new FilesystemBlobStore({ root: join(work, 'blobs') });
    const calls: string[] = [];
    const ingestion = new Ingestion({
      assets,
      analyses,
      announcer: new AnalysisAnnouncer({ assets, analyses, logger: silent }),
      blobs,
      workshop: masterWorkshop({ blobs, tools, workDir: work }),
      analyse: (file) => {
        calls.push(file);
        if (calls.length === 1) return Promise.reject(new DomainError('unavailable', 'the worker pool is shut down'));
        return analyseTrackFile({ file, ffmpeg: tools.ffmpeg });
      },
      logger: silent,
      leaseMs: 900,
    });
    ingestion.start();
    try {
      await ingestion.ingest({ kind: 'track', assetId: 'trk-evening', masterUri: master, force: false });
      const interrupted = await until(
        () => assets.find('track', 'trk-evening'),
        (asset) => asset?.message.startsWith('Interrupted') === true,
      );
      expect(interrupted).toMatchObject({ state: 'processing' });
      expect(interrupted?.message).toContain('the worker pool is shut down');
      expect(await blobs.list('tracks/')).toEqual([]);

      const ready = await until(
        () => assets.find('track', 'trk-evening'),
        (asset) => asset?.state !== 'processing',
      );
      expect(ready).toMatchObject({ state: 'ready', message: 'Ready', announce: true });
      expect(calls).toHaveLength(2);
      expect((await analyses.find('trk-evening'))?.analysis.bpm).toBeGreaterThan(0);
    } finally {
      await ingestion.stop();
      await store.stop();
    }
  }, 60_000);

  it('is handed back at once by a stopping media, and the next media finishes it', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const assets = new MediaAssetRecords(store);
    const analyses = new AnalysisRecords(store);
    const blobs = new FilesystemBlobStore({ root: join(work, 'blobs-stopped') });
    const media = (analyse: (file: string, signal: AbortSignal) => Promise<TrackAnalysis>) =>
      new Ingestion({
        assets,
        analyses,
        announcer: new AnalysisAnnouncer({ assets, analyses, logger: silent }),
        blobs,
        workshop: masterWorkshop({ blobs, tools, workDir: work }),
        analyse,
        logger: silent,
      });
    // An analysis that runs until it is stopped, as a long master's would.
    const first = media(
      (_file, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    first.start();
    await first.ingest({ kind: 'track', assetId: 'trk-stopped', masterUri: master, force: false });
    await until(
      () => assets.find('track', 'trk-stopped'),
      (asset) => asset?.state === 'processing',
    );
    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(2000);
    const handedBack = await assets.find('track', 'trk-stopped');
    expect(handedBack).toMatchObject({ state: 'processing', message: 'Interrupted by a shutdown; resumes shortly' });
    expect(Date.parse(handedBack!.leaseUntil)).toBeLessThanOrEqual(Date.now());
    expect(await blobs.list('tracks/')).toEqual([]);

    // The default lease is two minutes; the next media takes it up at its first upkeep regardless.
    const second = media((file) => analyseTrackFile({ file, ffmpeg: tools.ffmpeg }));
    second.start();
    try {
      const ready = await until(
        () => assets.find('track', 'trk-stopped'),
        (asset) => asset?.state === 'ready',
      );
      expect(ready).toMatchObject({ state: 'ready', message: 'Ready' });
    } finally {
      await second.stop();
      await store.stop();
    }
  }, 60_000);

  it('still fails a master that cannot be analysed, for good', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const assets = new MediaAssetRecords(store);
    const analyses = new AnalysisRecords(store);
    const blobs = new FilesystemBlobStore({ root: join(work, 'blobs-refused') });
    const ingestion = new Ingestion({
      assets,
      analyses,
      announcer: new AnalysisAnnouncer({ assets, analyses, logger: silent }),
      blobs,
      workshop: masterWorkshop({ blobs, tools, workDir: work }),
      analyse: (file) => Promise.reject(new DomainError('invalid-argument', `${file} has no audio stream`)),
      logger: silent,
      leaseMs: 900,
    });
    try {
      await ingestion.ingest({ kind: 'track', assetId: 'trk-refused', masterUri: master, force: false });
      const failed = await until(
        () => assets.find('track', 'trk-refused'),
        (asset) => asset?.state === 'failed',
      );
      expect(failed).toMatchObject({ state: 'failed', message: 'evening-light.mp3 has no audio stream' });
    } finally {
      await ingestion.stop();
      await store.stop();
    }
  }, 60_000);
});
