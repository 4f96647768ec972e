import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseTrackFile } from '@downbeat/audio';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { UPLOAD_RULES, validateEvent, type UploadEvent } from '@downbeat/contracts';
import {
  FilesystemBlobStore,
  DomainError,
  MemoryDocumentStore,
  type EventEnvelope,
  type Logger,
  type PublishRequest,
} from '@downbeat/platform';
import { pollingWaits } from '../adapters/busy-waits';
import { uploadChecks } from '../adapters/upload-checks';
import { TempFileStaging } from '../adapters/upload-staging';
import { AnalysisRecords } from '../store/analysis-records';
import { UploadRecordStore } from '../store/upload-records';
import { generateUploadSamples, type UploadSamples } from '../testing/upload-samples';
import { UPLOAD_EVENT, UploadAnnouncer, UPLOADS_TOPIC } from './upload-events';
import { uploadSlot, type BusyWaits } from './ports';
import { Uploads } from './uploads';

const silent = { warn: () => undefined, info: () => undefined } as unknown as Logger;
const DAY_MS = 24 * 60 * 60 * 1000;
const ACME = { partnerId: 'ptn_acme' };
const OTHER = { partnerId: 'ptn_other' };

let samples: UploadSamples;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'downbeat-uploads-test-'));
  samples = await generateUploadSamples((await locateFfmpeg()).ffmpeg, work);
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

/** A media's uploads over memory documents, a blob directory, a memory bus and a clock the test moves. */
async function uploadsUnderTest(waits: BusyWaits = pollingWaits, analyse = analyseTrackFile) {
  const root = await mkdtemp(join(work, 'case-'));
  const store = new MemoryDocumentStore();
  await store.start();
  const blobs = new FilesystemBlobStore({ root: join(root, 'blobs') });
  const events: UploadEvent[] = [];
  // What the announcer publishes, in order (the Kafka path is in the integration tests).
  const bus = {
    publish: async <T>(request: PublishRequest<T>) => {
      const data = request.data as unknown as UploadEvent;
      expect(request).toMatchObject({ topic: UPLOADS_TOPIC, type: UPLOAD_EVENT, key: data.uploadId });
      events.push(data);
      return {} as EventEnvelope<T>;
    },
  };
  const records = new UploadRecordStore(store);
  const analyses = new AnalysisRecords(store, 'upload_analyses');
  const announcer = new UploadAnnouncer({ records, analyses, blobs, bus, logger: silent });
  let now = new Date('2026-11-21T10:00:00.000Z');
  const tools = await locateFfmpeg();
  const stagingDir = join(root, 'staging');
  const uploads = new Uploads({
    records,
    analyses,
    blobs,
    staging: new TempFileStaging({ directory: stagingDir }),
    waits,
    checks: uploadChecks(tools.ffprobe),
    analyse,
    ffmpeg: tools.ffmpeg,
    announcer,
    logger: silent,
    now: () => now,
  });
  return {
    uploads,
    blobs,
    analyses,
    records,
    events,
    announcer,
    moveClock: (ms: number) => (now = new Date(now.getTime() + ms)),
    /** Every blob and staged file left behind. */
    leftovers: async () => [
      ...(await blobs.list('')),
      ...(await readdir(join(stagingDir, 'downbeat-uploads')).catch(() => [])),
    ],
  };
}

async function* chunked(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => ({ kind: error.kind, message: error.message, keys: error.violations.map((v) => v.key) }),
  );

describe('audio uploads', () => {
  it('stores an MP3 for 7 days with its analysis, and announces it live with what similarity needs', async () => {
    const { uploads, analyses, blobs, events, announcer } = await uploadsUnderTest();
    const { record, deduplicated } = await uploads.uploadAudio(ACME, chunked(samples.mp3));
    expect(deduplicated).toBe(false);
    expect(record).toMatchObject({ state: 'live', format: 'mp3', sizeBytes: samples.mp3.length });
    expect(record.lengthSeconds).toBeCloseTo(6, 0);
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(7 * DAY_MS);
    expect((await blobs.readAll(record.blobKey)).equals(samples.mp3)).toBe(true);
    const stored = await analyses.find(record.uploadId);
    expect(stored?.analysis.beats.some((beat) => beat.value === 1)).toBe(true);

    await announcer.wake();
    expect(events).toEqual([
      expect.objectContaining({ uploadId: record.uploadId, partnerId: 'ptn_acme', kind: 'audio', state: 'live' }),
    ]);
    expect(validateEvent(UPLOAD_EVENT, events[0]).valid).toBe(true);
    expect(events[0]).toMatchObject({ sha256: record.sha256, lengthSeconds: record.lengthSeconds, format: 'mp3' });
  });

  it('returns the live upload for the same bytes again: same id and expiry, stored once', async () => {
    const { uploads, blobs, moveClock } = await uploadsUnderTest();
    const first = await uploads.uploadAudio(ACME, chunked(samples.ogg));
    moveClock(60_000);
    const again = await uploads.uploadAudio(ACME, chunked(samples.ogg, 1000));
    expect(again).toMatchObject({ deduplicated: true });
    expect(again.record).toMatchObject({ uploadId: first.record.uploadId, expiresAt: first.record.expiresAt });
    expect(first.record.format).toBe('ogg-vorbis');
    expect(await blobs.list('uploads/')).toEqual([first.record.blobKey]);
  });

  it('stores the same bytes of two concurrent requests once', async () => {
    const { uploads, blobs } = await uploadsUnderTest();
    const [one, two] = await Promise.all([
      uploads.uploadAudio(ACME, chunked(samples.mp3)),
      uploads.uploadAudio(ACME, chunked(samples.mp3)),
    ]);
    expect(one.record.uploadId).toBe(two.record.uploadId);
    expect([one.deduplicated, two.deduplicated].sort()).toEqual([false, true]);
    expect(await blobs.list('uploads/')).toHaveLength(1);
  });

  it("answers unavailable, leaving the other request's claim alone, when the same bytes are still being stored after the wait", async () => {
    // One look and no waiting: the wait itself is the adapter's (adapters/busy-waits.test.ts).
    const { uploads, records } = await uploadsUnderTest({ whileBusy: (attempt) => attempt() });
    const sha256 = createHash('sha256').update(samples.mp3).digest('hex');
    const slot = uploadSlot('audio', ACME.partnerId, undefined, sha256);
    const other = {
      _id: slot,
      uploadId: 'upload-of-another-request',
      kind: 'audio' as const,
      partnerId: ACME.partnerId,
      sha256,
      sizeBytes: samples.mp3.length,
      blobKey: 'uploads/audio/upload-of-another-request',
      createdAt: '2026-11-21T10:00:00.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      state: 'storing' as const,
      leaseUntil: '2026-11-21T10:02:00.000Z',
    };
    expect(await records.claim(other)).toBe(true);
    expect(await refusal(uploads.uploadAudio(ACME, chunked(samples.mp3)))).toEqual({
      kind: 'unavailable',
      message: 'Audio file is still being stored by another request',
      keys: [],
    });
    expect(await records.findSlot(slot)).toMatchObject({ uploadId: other.uploadId, state: 'storing' });
  });

  it('passes on a busy or stopping worker pool as such, not as an undecodable file, and takes the bytes once it has room', async () => {
    for (const failure of [
      new DomainError('resource-exhausted', 'the worker pool is busy (64 tasks waiting)'),
      new DomainError('unavailable', 'the worker pool is shut down'),
    ]) {
      let analyse: typeof analyseTrackFile = () => Promise.reject(failure);
      const { uploads, leftovers } = await uploadsUnderTest(pollingWaits, (job) => analyse(job));
      expect(await refusal(uploads.uploadAudio(ACME, chunked(samples.mp3)))).toEqual({
        kind: failure.kind,
        message: failure.message,
        keys: [],
      });
      expect(await leftovers()).toEqual([]);
      analyse = analyseTrackFile;
      const again = await uploads.uploadAudio(ACME, chunked(samples.mp3));
      expect(again).toMatchObject({ deduplicated: false, record: { state: 'live' } });
    }
  });

  it('refuses a WAV, a picture and text by content (415 naming file), leaving nothing', async () => {
    const { uploads, leftovers } = await uploadsUnderTest();
    for (const bytes of [samples.wav, samples.jpeg, Buffer.from('ID3 not really an mp3\n'.repeat(50))]) {
      expect(await refusal(uploads.uploadAudio(ACME, chunked(bytes)))).toMatchObject({
        kind: 'unsupported-media-type',
        keys: ['file'],
      });
    }
    expect(await leftovers()).toEqual([]);
  });

  it('stops reading a file over 3.5 MB at the limit (413), leaving nothing', async () => {
    const { uploads, leftovers } = await uploadsUnderTest();
    let sent = 0;
    async function* fourMegabytes() {
      for (let i = 0; i < 64; i++) {
        sent += 65_536;
        yield Buffer.alloc(65_536, i);
      }
    }
    expect(await refusal(uploads.uploadAudio(ACME, fourMegabytes()))).toEqual({
      kind: 'payload-too-large',
      message: 'Audio file is larger than 3.5 MB',
      keys: ['file'],
    });
    expect(sent).toBeLessThanOrEqual(UPLOAD_RULES.audio.maxBytes + 65_536);
    expect(await leftovers()).toEqual([]);
  });

  it('leaves nothing of a stream that breaks off', async () => {
    const { uploads, leftovers } = await uploadsUnderTest();
    async function* brokenOff() {
      yield samples.mp3.subarray(0, 100_000);
      throw new Error('client went away');
    }
    await expect(uploads.uploadAudio(ACME, brokenOff())).rejects.toThrow('client went away');
    expect(await leftovers()).toEqual([]);
  });

  it('finds an upload by checksum and id for its partner only', async () => {
    const { uploads } = await uploadsUnderTest();
    const { record } = await uploads.uploadAudio(ACME, chunked(samples.mp3));
    expect((await uploads.audio('ptn_acme', { sha256: record.sha256 })).uploadId).toBe(record.uploadId);
    expect((await uploads.audio('ptn_acme', { uploadId: record.uploadId })).uploadId).toBe(record.uploadId);
    for (const match of [{ sha256: record.sha256 }, { uploadId: record.uploadId }])
      expect(await refusal(uploads.audio('ptn_other', match))).toMatchObject({
        kind: 'not-found',
        message: 'Audio was not found',
      });
    expect(await uploads.deleteAudio(OTHER.partnerId, { uploadId: record.uploadId })).toEqual([]);
    expect((await uploads.audio('ptn_acme', { uploadId: record.uploadId })).uploadId).toBe(record.uploadId);
  });

  it('deletes by checksum or id with everything derived, announces it, and takes the same bytes anew', async () => {
    const { uploads, analyses, events, announcer, leftovers } = await uploadsUnderTest();
    const mp3 = (await uploads.uploadAudio(ACME, chunked(samples.mp3))).record;
    const ogg = (await uploads.uploadAudio(ACME, chunked(samples.ogg))).record;
    expect(await uploads.deleteAudio('ptn_acme', { sha256: mp3.sha256 })).toEqual([mp3.uploadId]);
    expect(await uploads.deleteAudio('ptn_acme', { uploadId: ogg.uploadId })).toEqual([ogg.uploadId]);
    expect(await uploads.deleteAudio('ptn_acme', { uploadId: ogg.uploadId })).toEqual([]);
    expect(await leftovers()).toEqual([]);
    expect(await analyses.find(mp3.uploadId)).toBeNull();
    await announcer.wake();
    expect(
      events
        .filter((event) => event.state === 'deleted')
        .map((event) => event.uploadId)
        .sort(),
    ).toEqual([mp3.uploadId, ogg.uploadId].sort());
    const anew = await uploads.uploadAudio(ACME, chunked(samples.mp3));
    expect(anew.deduplicated).toBe(false);
    expect(anew.record.uploadId).not.toBe(mp3.uploadId);
  });

  it('expires after 7 days: the sweeper removes it and everything derived, and says so', async () => {
    const { uploads, analyses, events, moveClock, leftovers } = await uploadsUnderTest();
    const { record } = await uploads.uploadAudio(ACME, chunked(samples.mp3));
    moveClock(7 * DAY_MS - 1000);
    expect(await uploads.sweep()).toEqual({ expired: 0, abandoned: 0 });
    expect((await uploads.audio('ptn_acme', { sha256: record.sha256 })).uploadId).toBe(record.uploadId);
    moveClock(1000);
    // Expired is gone for readers even before a sweep.
    expect(await refusal(uploads.audio('ptn_acme', { sha256: record.sha256 }))).toMatchObject({ kind: 'not-found' });
    expect(await uploads.sweep()).toEqual({ expired: 1, abandoned: 0 });
    expect(await leftovers()).toEqual([]);
    expect(await analyses.find(record.uploadId)).toBeNull();
    expect(events.map((event) => event.state)).toEqual(['live', 'expired']);
  });
});

describe('image uploads', () => {
  const ALICE = { partnerId: 'ptn_acme', userId: 'alice' };
  const BOB = { partnerId: 'ptn_acme', userId: 'bob' };

  it('stores a JPEG for 24 hours, the user’s own: others neither find nor delete it', async () => {
    const { uploads } = await uploadsUnderTest();
    const { record } = await uploads.uploadImage(ALICE, chunked(samples.jpeg));
    expect(record).toMatchObject({ kind: 'image', format: 'jpeg', userId: 'alice' });
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(DAY_MS);
    expect(await refusal(uploads.image(BOB, record.uploadId))).toMatchObject({ message: 'Image was not found' });
    expect(await refusal(uploads.deleteImage(BOB, record.uploadId))).toMatchObject({ kind: 'not-found' });
    expect(await uploads.deleteImages(BOB)).toEqual([]);
    expect((await uploads.image(ALICE, record.uploadId)).uploadId).toBe(record.uploadId);
  });

  it('refuses a PNG and a truncated JPEG (415), and anything over 2 MB (413)', async () => {
    const { uploads, leftovers } = await uploadsUnderTest();
    for (const bytes of [samples.png, samples.jpeg.subarray(0, Math.floor(samples.jpeg.length / 2))])
      expect(await refusal(uploads.uploadImage(ALICE, chunked(bytes)))).toMatchObject({
        kind: 'unsupported-media-type',
        keys: ['file'],
      });
    expect(await refusal(uploads.uploadImage(ALICE, chunked(Buffer.alloc(2_000_001))))).toMatchObject({
      kind: 'payload-too-large',
      message: 'Image is larger than 2 MB',
    });
    expect(await leftovers()).toEqual([]);
  });

  it('deletes one image or all of the user’s, and expires the rest after 24 hours', async () => {
    const { uploads, moveClock, leftovers } = await uploadsUnderTest();
    const jpeg = (await uploads.uploadImage(ALICE, chunked(samples.jpeg))).record;
    const bobs = (await uploads.uploadImage(BOB, chunked(samples.jpeg))).record;
    expect(bobs.uploadId).not.toBe(jpeg.uploadId);
    expect(await uploads.deleteImage(ALICE, jpeg.uploadId)).toEqual([jpeg.uploadId]);
    const again = (await uploads.uploadImage(ALICE, chunked(samples.jpeg))).record;
    expect(await uploads.deleteImages(ALICE)).toEqual([again.uploadId]);
    moveClock(DAY_MS);
    expect(await uploads.sweep()).toEqual({ expired: 1, abandoned: 0 });
    expect(await leftovers()).toEqual([]);
  });
});
