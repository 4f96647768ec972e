import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TrackAnalysis } from '@downbeat/audio';
import { waveformPath } from '@downbeat/contracts';
import { createLogger, FilesystemBlobStore, MemoryDocumentStore } from '@downbeat/platform';
import { pictureTools } from '../adapters/picture-tools';
import { AccessGrants } from '../domain/access-grants';
import { ImageLibrary } from '../domain/image-library';
import { MediaSigner } from '../domain/signing';
import { AnalysisRecords } from '../store/analysis-records';
import { startEdge, type RunningEdge } from './edge-server';

const logger = createLogger({ service: 'media-test', level: 'silent' });
const waveform = {
  version: 2,
  channels: 1,
  sample_rate: 22050,
  samples_per_pixel: 882,
  bits: 8,
  length: 3,
  data: [-3, 4, -60, 70, -12, 9],
};

describe('waveforms on the media edge', () => {
  let dir: string;
  let edge: RunningEdge;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'edge-waveforms-'));
    const blobs = new FilesystemBlobStore({ root: dir });
    const store = new MemoryDocumentStore();
    await store.start();
    const analyses = new AnalysisRecords(store);
    await analyses.save({
      _id: 'trk 1/ä',
      masterSha256: 'abc123',
      analyzedAt: '2026-11-21T10:00:00Z',
      analysis: { waveform } as unknown as TrackAnalysis,
    });
    edge = await startEdge({
      host: '127.0.0.1',
      port: 0,
      blobs,
      grants: new AccessGrants(new MediaSigner({ current: 'k'.repeat(32) })),
      images: new ImageLibrary({ blobs, tools: pictureTools, logger }),
      analyses,
      cookieName: 'downbeat_hls',
      allowedOrigins: [],
      logger,
    });
  });
  afterAll(async () => {
    await edge.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a track’s waveform in the audiowaveform layout, public and revalidated by its master', async () => {
    const response = await fetch(`${edge.url}${waveformPath('trk 1/ä')}`, {
      headers: { origin: 'https://any.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(waveform);
    const again = await fetch(`${edge.url}${waveformPath('trk 1/ä')}`, { headers: { 'if-none-match': '"abc123"' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 with the error body for a track not analysed yet', async () => {
    const response = await fetch(`${edge.url}${waveformPath('trk_unknown')}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Waveform was not found' });
  });
});
