import { imageKeys } from '@downbeat/contracts';
import { invalidArgument, MemoryDocumentStore, unavailable, type Logger } from '@downbeat/platform';
import { COLLECTIONS, type TrackDocument } from '../documents';
import { CatalogImporter } from '../import/importer';
import { storeCatalog } from '../import/stored-catalog';
import type { AnalysisSummary, MediaIngest, MediaState } from '../ports';
import { trackIdOfMaster } from './track-id';
import { followUpDelay, newIngest, TrackIngestion, type IngestTrackRequest } from './track-ingestion';
import { catalogStore, type OutboxEntry } from '../../store';

const SHA = 'a'.repeat(64);
const OTHER_SHA = 'b'.repeat(64);
const silent = { warn: () => undefined, info: () => undefined } as unknown as Logger;

/** Media as ingestion sees it: answers what the test says, records what it was asked. */
class ScriptedMedia implements MediaIngest {
  answer: { state: MediaState; message: string } | Error = { state: 'queued', message: 'Queued' };
  analysis: AnalysisSummary | null = null;
  readonly asked: string[] = [];
  readonly forced: boolean[] = [];

  async ingestMaster(request: { trackId: string; masterUri: string; force?: boolean }) {
    this.asked.push(request.masterUri);
    this.forced.push(request.force === true);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }

  async trackAnalysis() {
    return this.analysis;
  }
}

const request = (overrides: Partial<IngestTrackRequest['metadata']> = {}, sha = SHA): IngestTrackRequest => ({
  master: { uri: '/masters/sunny.wav', sha256: sha },
  metadata: {
    title: 'Sunny',
    mainArtists: ['Ada'],
    featuredArtists: [],
    moodIds: [],
    genreIds: ['genre-pop'],
    images: {},
    hasVocals: false,
    isExplicit: false,
    ...overrides,
  },
});

/** Media's IngestImage: one known picture file, everything else refused as media words it. */
const coverDesk = {
  async ingestPicture(source: string) {
    if (source !== '/covers/sunny.jpg') throw invalidArgument(`picture ${source} could not be read (ENOENT)`);
    return imageKeys('5'.repeat(32));
  },
};

const completed = (sha = SHA) => ({
  trackId: trackIdOfMaster(sha),
  masterSha256: sha,
  status: 'completed' as const,
  analyzedAt: '2026-11-21T10:00:00.000Z',
  lengthSeconds: 31.46,
  bpm: 119.6,
  analysisVersion: 1,
  highlightCandidates: [],
});

async function setUp() {
  const store = new MemoryDocumentStore();
  await store.start();
  const stores = catalogStore(store);
  const importer = new CatalogImporter(stores, { pictures: coverDesk });
  await importer.import([{ line: 1, json: JSON.stringify({ type: 'genre', id: 'genre-pop', name: 'Pop' }) }]);
  const media = new ScriptedMedia();
  let now = Date.parse('2026-11-21T10:00:00Z');
  const ingestion = new TrackIngestion({
    ingests: stores.trackIngests,
    importer,
    catalog: storeCatalog(stores.documents),
    media,
    logger: silent,
    followUpMs: 1_000,
    now: () => new Date(now),
  });
  const tracks = store.collection<TrackDocument>(COLLECTIONS.tracks);
  const outbox = store.collection<OutboxEntry>(COLLECTIONS.outbox);
  return { ingestion, media, tracks, outbox, later: (ms: number) => (now += ms) };
}

describe('track ingestion', () => {
  it('records the master, asks media for it, and writes nothing visible until the analysis arrives', async () => {
    const { ingestion, media, tracks, outbox } = await setUp();
    const status = await ingestion.ingest(request());
    expect(status).toEqual({ trackId: trackIdOfMaster(SHA), state: 'processing', message: 'Queued', created: true });
    expect(media.asked).toEqual(['/masters/sunny.wav']);
    expect(await tracks.findOne({ _id: status.trackId })).toBeNull();
    expect(await outbox.count({})).toBe(0);
  });

  it('publishes the track on a completed analysis: BPM and length from the analysis, announced in the outbox', async () => {
    const { ingestion, tracks, outbox } = await setUp();
    const { trackId } = await ingestion.ingest(request());
    await ingestion.applyAnalysisEvent(completed());
    expect(await tracks.findOne({ _id: trackId })).toMatchObject({
      status: 'published',
      title: 'Sunny',
      bpm: 120,
      lengthSeconds: 31.46,
      master: { uri: '/masters/sunny.wav', sha256: SHA },
    });
    expect(await outbox.count({})).toBe(1);
    expect(await ingestion.status({ masterSha256: SHA })).toMatchObject({ trackId, state: 'published' });
  });

  it('makes the track’s picture before recording anything, and publishes the track with its images', async () => {
    const { ingestion, media, tracks } = await setUp();
    await expect(ingestion.ingest(request({ image: '/covers/missing.jpg' }))).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'image', messages: ['picture /covers/missing.jpg could not be read (ENOENT)'] }],
    });
    expect(media.asked).toEqual([]);
    await expect(ingestion.status({ masterSha256: SHA })).rejects.toMatchObject({ kind: 'not-found' });
    const { trackId } = await ingestion.ingest(request({ image: '/covers/sunny.jpg' }));
    await ingestion.applyAnalysisEvent(completed());
    expect(await tracks.findOne({ _id: trackId })).toMatchObject({ images: imageKeys('5'.repeat(32)) });
  });

  it('keeps the BPM the metadata fixes', async () => {
    const { ingestion, tracks } = await setUp();
    const { trackId } = await ingestion.ingest(request({ bpm: 60 }));
    await ingestion.applyAnalysisEvent(completed());
    expect(await tracks.findOne({ _id: trackId })).toMatchObject({ bpm: 60 });
  });

  it('is idempotent by checksum: the same master is the same track, and a repeat publishes nothing new', async () => {
    const { ingestion, media, tracks } = await setUp();
    const { trackId } = await ingestion.ingest(request());
    await ingestion.applyAnalysisEvent(completed());
    await ingestion.applyAnalysisEvent(completed());
    const again = await ingestion.ingest(request());
    expect(again).toMatchObject({ trackId, state: 'published', created: false });
    expect(media.asked).toHaveLength(1);
    expect(await tracks.findOne({ _id: trackId })).toMatchObject({ revision: 1 });
  });

  it('keeps a track id the request gives (the demo catalog’s), idempotent by it, and takes a new master under it', async () => {
    const { ingestion, media, tracks } = await setUp();
    const given = '3cd8faea-9cd6-5c7d-94be-cf74ccb11f66';
    const status = await ingestion.ingest({ ...request(), trackId: given.toUpperCase() });
    expect(status).toMatchObject({ trackId: given, state: 'processing', created: true });
    await ingestion.applyAnalysisEvent({ ...completed(), trackId: given });
    expect(await tracks.findOne({ _id: given })).toMatchObject({ status: 'published', title: 'Sunny' });
    expect(await ingestion.ingest({ ...request(), trackId: given })).toMatchObject({
      state: 'published',
      created: false,
    });
    expect(media.asked).toHaveLength(1);
    const replaced = await ingestion.ingest({ ...request({}, OTHER_SHA), trackId: given });
    expect(replaced).toMatchObject({ trackId: given, state: 'processing' });
    expect(media.asked).toHaveLength(2);
    await expect(ingestion.ingest({ ...request(), trackId: 'track-1' })).rejects.toMatchObject({
      violations: [{ key: 'trackId', messages: ['must be a UUID'] }],
    });
  });

  it('marks the ingest failed with media’s message when the master is not audio', async () => {
    const { ingestion, media, tracks } = await setUp();
    media.answer = invalidArgument('sunny.wav is not a decodable audio file');
    const status = await ingestion.ingest(request());
    expect(status).toMatchObject({ state: 'failed', message: 'sunny.wav is not a decodable audio file' });
    expect(await tracks.findOne({ _id: status.trackId })).toBeNull();
  });

  it('retries a failed ingest when asked again, telling media to process the master anew', async () => {
    const { ingestion, media } = await setUp();
    media.answer = { state: 'failed', message: 'ffmpeg crashed' };
    expect((await ingestion.ingest(request())).state).toBe('failed');
    media.answer = { state: 'queued', message: 'Queued' };
    expect((await ingestion.ingest(request())).state).toBe('processing');
    expect(media.forced).toEqual([false, true]);
  });

  it('ignores analyses of other masters', async () => {
    const { ingestion, tracks } = await setUp();
    const { trackId } = await ingestion.ingest(request());
    await ingestion.applyAnalysisEvent({ ...completed(OTHER_SHA), trackId });
    expect(await tracks.findOne({ _id: trackId })).toBeNull();
    expect((await ingestion.status({ trackId })).state).toBe('processing');
  });

  it('follows up when media was down or the event was lost: asks again once due and publishes a ready analysis', async () => {
    const { ingestion, media, tracks, later } = await setUp();
    media.answer = unavailable('media is unavailable');
    const { trackId } = await ingestion.ingest(request());
    expect(await ingestion.followUp()).toBe(0);
    later(1_500);
    media.answer = { state: 'ready', message: 'Ready' };
    media.analysis = { masterSha256: SHA, bpm: 97.8, lengthSeconds: 20, analyzedAt: '2026-11-21T10:00:01.000Z' };
    expect(await ingestion.followUp()).toBe(1);
    expect(await tracks.findOne({ _id: trackId })).toMatchObject({ status: 'published', bpm: 98 });
  });

  it('refuses metadata a track cannot have, naming the fields', async () => {
    const { ingestion } = await setUp();
    await expect(ingestion.ingest(request({ title: '', genreIds: ['genre-polka'] }))).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [
        { key: 'title', messages: [expect.any(String)] },
        { key: 'genreIds[0]', messages: ['unknown genre "genre-polka"'] },
      ],
    });
    await expect(ingestion.status({ trackId: 'nope' })).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('derives one UUID per master checksum', () => {
    expect(trackIdOfMaster(SHA)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(trackIdOfMaster(SHA.toUpperCase())).toBe(trackIdOfMaster(SHA));
    expect(trackIdOfMaster(OTHER_SHA)).not.toBe(trackIdOfMaster(SHA));
  });
});

describe('ingest records on plain values', () => {
  const master = { uri: '/masters/a.wav', sha256: 'a'.repeat(64) };
  const at = new Date('2026-11-21T10:00:00.000Z');

  it('records a request anew as processing, asked about again after the first follow-up time', () => {
    expect(newIngest('t-1', master, { title: 'A' }, at, 15_000, null)).toEqual({
      _id: 't-1',
      masterSha256: master.sha256,
      masterUri: master.uri,
      metadata: { title: 'A' },
      state: 'processing',
      message: 'Waiting for media',
      followUpAt: at.getTime() + 15_000,
      followUps: 0,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
  });

  it('keeps the creation time of an earlier request under the id', () => {
    const earlier = { createdAt: '2026-01-01T00:00:00.000Z' };
    expect(newIngest('t-1', master, {}, at, 1_000, earlier)).toMatchObject({
      createdAt: earlier.createdAt,
      updatedAt: at.toISOString(),
    });
  });

  it('backs follow-ups off by doubling, to at most two minutes', () => {
    expect([0, 1, 2, 3].map((followUps) => followUpDelay(15_000, followUps))).toEqual([
      30_000, 60_000, 120_000, 120_000,
    ]);
  });
});
