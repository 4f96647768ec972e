import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { loadProtos, type media, type UploadEvent } from '@downbeat/contracts';
import {
  connectClient,
  connectEventBus,
  createLogger,
  FilesystemBlobStore,
  MongoDocumentStore,
  type ConnectedClient,
  type EventBus,
  type EventEnvelope,
} from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { startMediaService, type MediaService } from '../src';
import { generateUploadSamples, type UploadSamples } from '../src/testing/upload-samples';

const run = `media_uploads_it_${Date.now().toString(36)}_${process.pid}`;
const logger = createLogger({ service: 'media', level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads on real FerretDB, Kafka, ffprobe and the worker pool, over media's own gRPC API. */
describeWith(['mongodb', 'kafka'], 'media service: uploads', () => {
  let store: MongoDocumentStore;
  let bus: EventBus;
  let service: MediaService;
  let client: ConnectedClient<media.MediaServiceClient, media.MediaServiceDefinition>;
  let samples: UploadSamples;
  let blobs: FilesystemBlobStore;
  let offsetMs = 0;
  const received: EventEnvelope<UploadEvent>[] = [];

  /** Streams a file as the gateway does: start, 16 KiB chunks, end. */
  async function uploadAudio(partnerId: string, bytes: Buffer) {
    const stream = client.uploadAudioStream({ deadlineMs: 30_000 });
    await stream.write({ start: { partnerId, fileName: 'song.mp3' } });
    for (let offset = 0; offset < bytes.length; offset += 16_384)
      await stream.write({ chunk: bytes.subarray(offset, offset + 16_384) });
    await stream.write({ end: { sizeBytes: bytes.length } });
    return stream.end();
  }

  const eventsOf = (uploadId: string) =>
    received.filter((event) => event.key === uploadId).map((event) => event.data.state);

  beforeAll(async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'media-uploads-it-'));
    const tools = await locateFfmpeg();
    samples = await generateUploadSamples(tools.ffmpeg, work, 5);
    store = new MongoDocumentStore({ url: locatedInfrastructure().mongodb!.url, database: run });
    await store.start();
    bus = await connectEventBus({
      brokers: locatedInfrastructure().kafka!.brokers,
      clientId: 'media',
      logger,
      namespace: run,
    });
    await bus.subscribe({ group: 'uploads-it', topics: ['media.uploads.v1'], fromBeginning: true }, async (event) => {
      received.push(event as EventEnvelope<UploadEvent>);
    });
    blobs = new FilesystemBlobStore({ root: path.join(work, 'blobs') });
    service = await startMediaService({
      address: '127.0.0.1:0',
      logger,
      store,
      bus,
      blobs,
      ffmpeg: tools,
      signingKeys: { current: 'media-uploads-it-signing-key-0123456789' },
      edge: { host: '127.0.0.1', port: 0, allowedOrigins: ['*'] },
      hlsAccessSeconds: 3600,
      uploads: { workDir: path.join(work, 'staging'), sweepMs: 200, now: () => new Date(Date.now() + offsetMs) },
    });
    client = connectClient('media', loadProtos().downbeat.media.v1.MediaService, service.address, {
      deadlineMs: 20_000,
    });
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await service?.stop().catch(() => undefined);
    await bus?.stop();
    await store?.stop();
  });

  it('stores a streamed MP3 with its analysis, readable over gRPC, and announces it on Kafka with a CloudEvents envelope', async () => {
    const { upload, deduplicated } = await uploadAudio('ptn_a', samples.mp3);
    expect(deduplicated).toBe(false);
    expect(upload).toMatchObject({
      partnerId: 'ptn_a',
      sha256: createHash('sha256').update(samples.mp3).digest('hex'),
    });
    expect((await uploadAudio('ptn_a', samples.mp3)).upload?.id).toBe(upload!.id);

    const { analysis } = await client.getAudioUploadAnalysis({ partnerId: 'ptn_a', audioUploadId: upload!.id });
    expect(analysis?.beats.some((beat) => beat.value === 1)).toBe(true);
    expect(analysis?.lengthSeconds).toBeCloseTo(5, 0);

    const chunks: Buffer[] = [];
    for await (const message of client.readUploadContent({ partnerId: 'ptn_a', uploadId: upload!.id }))
      chunks.push(message.chunk);
    expect(Buffer.concat(chunks).equals(samples.mp3)).toBe(true);
    await expect(
      client.getAudioUploadAnalysis({ partnerId: 'ptn_b', audioUploadId: upload!.id }),
    ).rejects.toMatchObject({ kind: 'not-found', message: 'Audio was not found' });

    await waitFor('the live event', () => eventsOf(upload!.id).includes('live'), { timeoutMs: 20_000 });
    const event = received.find((candidate) => candidate.key === upload!.id)!;
    expect(event).toMatchObject({
      type: 'downbeat.media.upload.v1',
      source: '/downbeat/media',
      subject: upload!.id,
      data: { partnerId: 'ptn_a', kind: 'audio', state: 'live', format: 'mp3', bpm: expect.any(Number) },
    });
  }, 60_000);

  it('refuses a stream that stops without its end, and one over 3.5 MB, storing nothing', async () => {
    const cut = client.uploadAudioStream({ deadlineMs: 10_000 });
    await cut.write({ start: { partnerId: 'ptn_cut', fileName: 'song.mp3' } });
    await cut.write({ chunk: samples.ogg });
    await expect(cut.end()).rejects.toMatchObject({ kind: 'invalid-argument' });
    const big = Buffer.concat([samples.mp3, Buffer.alloc(3_600_000)]);
    await expect(uploadAudio('ptn_cut', big)).rejects.toMatchObject({ kind: 'payload-too-large' });
    expect((await blobs.list('uploads/')).length).toBe(1);
  }, 30_000);

  it('deletes by checksum and expires by the clock, removing bytes and analysis and announcing each', async () => {
    const ogg = (await uploadAudio('ptn_a', samples.ogg)).upload!;
    const { removedUploadIds } = await client.deleteAudioUpload({ partnerId: 'ptn_a', audioIdOrChecksum: ogg.sha256 });
    expect(removedUploadIds).toEqual([ogg.id]);
    await waitFor('the deleted event', () => eventsOf(ogg.id).includes('deleted'), { timeoutMs: 20_000 });

    const [mp3] = (await blobs.list('uploads/audio/')).map((key) => key.split('/').pop()!);
    offsetMs = 7 * DAY_MS + 1000;
    await waitFor('the expired event', () => eventsOf(mp3!).includes('expired'), { timeoutMs: 20_000 });
    expect(eventsOf(mp3!)).toEqual(['live', 'expired']);
    expect(await blobs.list('uploads/')).toEqual([]);
    await expect(client.getAudioUploadAnalysis({ partnerId: 'ptn_a', audioUploadId: mp3! })).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(await store.collection('upload_analyses').count({})).toBe(0);
  }, 60_000);
});
