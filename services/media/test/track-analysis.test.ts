import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ANALYSIS_VERSION } from '@downbeat/audio';
import { writeSynthesizedTrack } from '@downbeat/synth';
import { locateFfmpeg, type FfmpegTools } from '@downbeat/platform/ffmpeg';
import { type Beat } from '@downbeat/contracts';
import { loadProtos, type media, type TrackAnalysisEvent } from '@downbeat/contracts';
import {
  connectClient,
  connectEventBus,
  createLogger,
  FilesystemBlobStore,
  MongoDocumentStore,
  type ConnectedClient,
  type EventBus,
} from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { startMediaService, type MediaService } from '../src';

const run = `media_analysis_it_${Date.now().toString(36)}_${process.pid}`;
const logger = createLogger({ service: 'media', level: 'silent' });

/** Analysis during ingest on real FerretDB, Kafka and ffmpeg: served over gRPC and announced without loss. */
describeWith(['mongodb', 'kafka'], 'media service: track analysis', () => {
  let tools: FfmpegTools;
  let store: MongoDocumentStore;
  let work: string;
  let truth: Beat[];
  let truthSeconds: number;
  let masterFile: string;
  let bus: EventBus;
  const services: MediaService[] = [];
  const clients: ConnectedClient<media.MediaServiceClient, media.MediaServiceDefinition>[] = [];
  const received: TrackAnalysisEvent[] = [];

  const start = async (withBus: boolean) => {
    const service = await startMediaService({
      address: '127.0.0.1:0',
      logger,
      store,
      blobs: new FilesystemBlobStore({ root: path.join(work, 'blobs') }),
      ...(withBus ? { bus } : {}),
      ffmpeg: tools,
      signingKeys: { current: 'media-analysis-it-signing-key-0123456789' },
      edge: { host: '127.0.0.1', port: 0, allowedOrigins: ['*'] },
      hlsAccessSeconds: 3600,
    });
    services.push(service);
    const client = connectClient('media', loadProtos().downbeat.media.v1.MediaService, service.address, {
      deadlineMs: 20_000,
    });
    clients.push(client);
    return { service, client };
  };

  beforeAll(async () => {
    tools = await locateFfmpeg();
    work = mkdtempSync(path.join(tmpdir(), 'media-analysis-it-'));
    store = new MongoDocumentStore({ url: locatedInfrastructure().mongodb!.url, database: run });
    await store.start();
    bus = await connectEventBus({
      brokers: locatedInfrastructure().kafka!.brokers,
      clientId: 'media',
      logger,
      namespace: run,
    });
    await bus.subscribe(
      { group: 'analysis-it', topics: ['media.track-analysis.v1'], fromBeginning: true },
      async (event) => {
        received.push(event.data as TrackAnalysisEvent);
      },
    );
    const written = await writeSynthesizedTrack(work, {
      name: 'song',
      genre: 'rock',
      bpm: 110,
      meter: '4/4',
      seed: 21,
      leadIn: 0.3,
      sections: [
        { name: 'intro', bars: 4 },
        { name: 'chorus', bars: 8 },
      ],
    });
    truth = written.truth.beats;
    truthSeconds = written.truth.duration;
    masterFile = written.audioFile;
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const service of services) await service.stop().catch(() => undefined);
    await bus?.stop();
    await store?.collection('media_assets').deleteMany({});
    await store?.collection('track_analyses').deleteMany({});
    await store?.stop();
  });

  it('analyses a track while it renders, and a restarted media announces what the stopped one could not', async () => {
    // The first media has no broker: the finished ingest must wait in the store, not in memory.
    const first = await start(false);
    await waitFor(
      'the master to be ingested',
      async () => {
        const answer = await first.client.ingestMaster({
          kind: 'ASSET_KIND_TRACK',
          assetId: 'trk_song',
          masterUri: masterFile,
        });
        return answer.state === 'PROCESSING_STATE_READY';
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    await first.service.stop();
    expect(received).toEqual([]);

    await start(true);
    await waitFor('the analysis event', async () => received.length > 0, { timeoutMs: 30_000, intervalMs: 100 });
    expect(received).toEqual([
      expect.objectContaining({
        trackId: 'trk_song',
        status: 'completed',
        bpm: expect.any(Number),
        analysisVersion: ANALYSIS_VERSION,
      }),
    ]);
    expect(Math.abs(received[0]!.bpm! - 110)).toBeLessThan(1);
  }, 180_000);

  it('serves the beat grid, highlights on downbeats and the analysis over gRPC', async () => {
    const client = clients[clients.length - 1]!;
    const { beats } = await client.getBeats({ trackId: 'trk_song' });
    const downbeats = beats.filter((beat) => beat.value === 1).map((beat) => beat.timeSeconds);
    const trueDownbeats = truth.filter((beat) => beat.value === 1).map((beat) => beat.time);
    expect(downbeats.length).toBeGreaterThan(8);
    expect(downbeats.filter((time) => trueDownbeats.some((other) => Math.abs(other - time) <= 0.07)).length).toBe(
      downbeats.length,
    );

    const { highlights } = await client.getHighlights({ trackId: 'trk_song', durationsSeconds: [10, 5] });
    expect(highlights.map((highlight) => highlight.durationSeconds)).toEqual([10, 5]);
    for (const highlight of highlights) {
      expect(highlight.toMs - highlight.fromMs).toBe(highlight.durationSeconds * 1000);
      expect(downbeats.some((time) => Math.abs(time * 1000 - highlight.fromMs) <= 1)).toBe(true);
    }
    await expect(client.getHighlights({ trackId: 'trk_song', durationsSeconds: [3] })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [expect.objectContaining({ key: 'duration' })],
    });

    const { analysis } = await client.getTrackAnalysis({ trackId: 'trk_song' });
    expect(analysis).toMatchObject({
      trackId: 'trk_song',
      analysisVersion: ANALYSIS_VERSION,
      state: 'PROCESSING_STATE_READY',
    });
    expect(Math.abs(analysis!.lengthSeconds - truthSeconds)).toBeLessThan(0.5);
    await expect(client.getBeats({ trackId: 'trk_unknown' })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
  }, 60_000);
});
