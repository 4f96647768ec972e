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
import type { MediaAsset } from './ports';

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

type Analyse = (file: string, signal: AbortSignal) => Promise<TrackAnalysis>;
const analyseForReal: Analyse = (file) => analyseTrackFile({ file, ffmpeg: tools.ffmpeg });

/** Media's ingestion over memory documents and a blob directory; `media` makes one (or a restarted one). */
async function ingestionUnderTest(name: string) {
  const store = new MemoryDocumentStore();
  await store.start();
  const assets = new MediaAssetRecords(store);
  const analyses = new AnalysisRecords(store);
  const blobs = new FilesystemBlobStore({ root: join(work, name) });
  const started: Ingestion[] = [];
  const media = (analyse: Analyse, leaseMs?: number) => {
    const ingestion = new Ingestion({
      assets,
      analyses,
      announcer: new AnalysisAnnouncer({ assets, analyses, logger: silent }),
      blobs,
      workshop: masterWorkshop({ blobs, tools, workDir: work }),
      analyse,
      logger: silent,
      ...(leaseMs ? { leaseMs } : {}),
    });
    started.push(ingestion);
    return ingestion;
  };
  const asset = (done: (asset: MediaAsset | null) => boolean) => until(() => assets.find('track', name), done);
  const ingest = (ingestion: Ingestion) =>
    ingestion.ingest({ kind: 'track', assetId: name, masterUri: master, force: false });
  const close = async () => {
    for (const ingestion of started) await ingestion.stop();
    await store.stop();
  };
  return { assets, analyses, blobs, media, asset, ingest, close };
}

describe('an ingest that cannot finish now', () => {
  it('keeps the asset in processing and finishes it after its lease, instead of failing the master', async () => {
    const { analyses, blobs, media, asset, ingest, close } = await ingestionUnderTest('trk-evening');
    const calls: string[] = [];
    const ingestion = media((file, signal) => {
      calls.push(file);
      if (calls.length === 1) return Promise.reject(new DomainError('unavailable', 'the worker pool is shut down'));
      return analyseForReal(file, signal);
    }, 900);
    ingestion.start();
    try {
      await ingest(ingestion);
      const interrupted = await asset((found) => found?.message.startsWith('Interrupted') === true);
      expect(interrupted).toMatchObject({ state: 'processing' });
      expect(interrupted?.message).toContain('the worker pool is shut down');
      expect(await blobs.list('tracks/')).toEqual([]);

      const ready = await asset((found) => found?.state !== 'processing');
      expect(ready).toMatchObject({ state: 'ready', message: 'Ready', announce: true });
      expect(calls).toHaveLength(2);
      expect((await analyses.find('trk-evening'))?.analysis.bpm).toBeGreaterThan(0);
    } finally {
      await close();
    }
  }, 60_000);

  it('is handed back at once by a stopping media, and the next media finishes it', async () => {
    const { blobs, media, asset, ingest, close } = await ingestionUnderTest('trk-stopped');
    try {
      // An analysis that runs until it is stopped, as a long master's would.
      const first = media(
        (_file, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      );
      first.start();
      await ingest(first);
      await asset((found) => found?.state === 'processing');
      const stopping = Date.now();
      await first.stop();
      expect(Date.now() - stopping).toBeLessThan(2000);
      const handedBack = await asset(() => true);
      expect(handedBack).toMatchObject({ state: 'processing', message: 'Interrupted by a shutdown; resumes shortly' });
      expect(Date.parse(handedBack!.leaseUntil)).toBeLessThanOrEqual(Date.now());
      expect(await blobs.list('tracks/')).toEqual([]);

      // The default lease is two minutes; the next media takes it up at its first upkeep regardless.
      media(analyseForReal).start();
      expect(await asset((found) => found?.state === 'ready')).toMatchObject({ state: 'ready', message: 'Ready' });
    } finally {
      await close();
    }
  }, 60_000);

  it('still fails a master that cannot be analysed, for good', async () => {
    const { media, asset, ingest, close } = await ingestionUnderTest('trk-refused');
    try {
      await ingest(media((file) => Promise.reject(new DomainError('invalid-argument', `${file} has no audio stream`))));
      const failed = await asset((found) => found?.state === 'failed');
      expect(failed).toMatchObject({ state: 'failed', message: 'evening-light.mp3 has no audio stream' });
    } finally {
      await close();
    }
  }, 60_000);
});
