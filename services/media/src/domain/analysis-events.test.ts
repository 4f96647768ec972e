import { validateEvent } from '@downbeat/contracts';
import {
  MemoryDocumentStore,
  MemoryEventBus,
  type EventBus,
  type Logger,
  type PublishRequest,
} from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { AnalysisAnnouncer, TRACK_ANALYSIS_EVENT, trackAnalysisEvent } from './analysis-events';
import { AnalysisRecords } from '../store/analysis-records';
import { MediaAssetRecords } from '../store/media-asset-records';
import type { MediaAsset, StoredAnalysis } from './ports';

const SHA = 'c'.repeat(64);
const silent = { warn: () => undefined, info: () => undefined } as unknown as Logger;

const asset = (overrides: Partial<MediaAsset> = {}): MediaAsset => ({
  _id: 'track:trk_1',
  kind: 'track',
  assetId: 'trk_1',
  masterSha256: SHA,
  masterPath: '/masters/one.wav',
  state: 'ready',
  message: 'Ready',
  attempt: 'attempt-1',
  leaseUntil: '2026-11-21T10:02:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  announce: true,
  ...overrides,
});

const analysis: StoredAnalysis = {
  _id: 'trk_1',
  masterSha256: SHA,
  analyzedAt: '2026-11-21T09:59:59.000Z',
  analysis: {
    version: 1,
    duration: 31.5,
    bpm: 119.8,
    beats: [{ time: 0.5, value: 1 }],
    meter: { segments: [], changes: 0 },
    loudness: { integratedLufs: -14.2, rangeLu: 5.1, truePeakDbtp: -1 },
    waveform: {
      version: 2,
      channels: 1,
      sample_rate: 11025,
      samples_per_pixel: 441,
      bits: 8,
      length: 1,
      data: [-3, 4],
    },
    bars: [{ start: 0.5, score: 1.2 }],
    highlights: [{ start: 0.5, end: 30.5, duration: 30, score: 1.2 }],
  },
};

describe('media.track-analysis.v1', () => {
  it('carries the summary of a completed analysis, valid against the contract, without beats or waveform', () => {
    const event = trackAnalysisEvent(asset(), analysis);
    expect(validateEvent(TRACK_ANALYSIS_EVENT, event).valid).toBe(true);
    expect(event).toMatchObject({
      trackId: 'trk_1',
      status: 'completed',
      bpm: 119.8,
      lengthSeconds: 31.5,
      analysisVersion: 1,
      loudnessLufs: -14.2,
      highlightCandidates: [{ fromMs: 500, toMs: 30_500, score: expect.any(Number) }],
    });
    expect(event).not.toHaveProperty('beats');
    expect(event).not.toHaveProperty('waveform');
  });

  it('reports a failed ingest with its reason', () => {
    const event = trackAnalysisEvent(
      asset({ state: 'failed', message: 'one.wav is not a decodable audio file' }),
      null,
    );
    expect(validateEvent(TRACK_ANALYSIS_EVENT, event).valid).toBe(true);
    expect(event).toMatchObject({ status: 'failed', message: 'one.wav is not a decodable audio file' });
  });
});

describe('announcing finished ingests', () => {
  async function setUp(bus: Pick<EventBus, 'publish'>) {
    const store = new MemoryDocumentStore();
    await store.start();
    const assets = new MediaAssetRecords(store);
    const analyses = new AnalysisRecords(store);
    await assets.save(asset());
    await analyses.save(analysis);
    return { assets, announcer: new AnalysisAnnouncer({ assets, analyses, bus, logger: silent }) };
  }

  it('publishes each marked ingest once and clears the mark after the broker took it', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const published: unknown[] = [];
    await bus.subscribe({ group: 'test', topics: ['media.track-analysis.v1'], fromBeginning: true }, async (event) => {
      published.push(event.data);
    });
    const { assets, announcer } = await setUp(bus);
    await announcer.wake();
    await announcer.wake();
    expect(await assets.announcementsDue()).toEqual([]);
    await waitFor('the event to be delivered', async () => published.length > 0, { timeoutMs: 5_000, intervalMs: 10 });
    expect(published).toEqual([expect.objectContaining({ trackId: 'trk_1', status: 'completed' })]);
    await bus.stop();
  });

  it('keeps the mark while the broker is down, and publishes on a later pass', async () => {
    let up = false;
    const sent: PublishRequest[] = [];
    const bus = {
      publish: async (request: PublishRequest) => {
        if (!up) throw new Error('broker down');
        sent.push(request);
        return request as never;
      },
    };
    const { assets, announcer } = await setUp(bus);
    await announcer.wake();
    expect(await assets.announcementsDue()).toHaveLength(1);
    up = true;
    await announcer.wake();
    expect(await assets.announcementsDue()).toEqual([]);
    expect(sent.map((request) => request.id)).toEqual([`trk_1:${SHA}:2026-11-21T09:59:59.000Z`]);
  });
});
