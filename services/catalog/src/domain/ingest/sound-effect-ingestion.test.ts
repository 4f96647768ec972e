import { MemoryDocumentStore, type Logger } from '@downbeat/platform';
import { COLLECTIONS, type SoundEffectDocument } from '../documents';
import { CatalogImporter } from '../import/importer';
import type { MediaIngest, MediaState } from '../ports';
import { SoundEffectIngestion, type IngestSoundEffectRequest } from './sound-effect-ingestion';
import { trackIdOfMaster } from './track-id';
import { catalogStore } from '../../store';

const SHA = 'c'.repeat(64);
const CATEGORY = 'c5cfb69d-4c00-57b3-b7bf-57d8479361f1';
const GIVEN = '7e01c7dd-4680-548d-b0f2-4898da57c705';
const silent = { warn: () => undefined, info: () => undefined } as unknown as Logger;

/** Media as sound-effect ingestion sees it: answers what the test says, records the kinds asked. */
class ScriptedMedia implements MediaIngest {
  answer: { state: MediaState; message: string } = { state: 'processing', message: 'Rendering' };
  readonly asked: string[] = [];

  async ingestMaster(request: { trackId: string; kind?: string; force?: boolean }) {
    this.asked.push(`${request.kind ?? 'track'} ${request.trackId}${request.force ? ' forced' : ''}`);
    return this.answer;
  }

  async trackAnalysis() {
    return null;
  }
}

const request = (overrides: Partial<IngestSoundEffectRequest> = {}): IngestSoundEffectRequest => ({
  master: { uri: '/masters/boom.flac', sha256: SHA },
  metadata: { title: 'Deep Boom', categoryIds: [CATEGORY], images: {}, lengthSeconds: 2.5 },
  ...overrides,
});

async function setUp() {
  const store = new MemoryDocumentStore();
  await store.start();
  const stores = catalogStore(store);
  const importer = new CatalogImporter(stores);
  const category = { type: 'soundEffectCategory', id: CATEGORY, name: 'Impacts' };
  await importer.import([{ line: 1, json: JSON.stringify(category) }]);
  const media = new ScriptedMedia();
  let now = Date.parse('2026-11-21T10:00:00Z');
  const ingestion = new SoundEffectIngestion({
    ingests: stores.soundEffectIngests,
    importer,
    media,
    logger: silent,
    followUpMs: 1_000,
    now: () => new Date(now),
  });
  const soundEffects = store.collection<SoundEffectDocument>(COLLECTIONS.soundEffects);
  return { ingestion, media, soundEffects, later: (ms: number) => (now += ms) };
}

describe('sound effect ingestion', () => {
  it('asks media for a sound effect and writes nothing visible while it renders', async () => {
    const { ingestion, media, soundEffects } = await setUp();
    const status = await ingestion.ingest(request());
    expect(status).toEqual({ trackId: trackIdOfMaster(SHA), state: 'processing', message: 'Rendering', created: true });
    expect(media.asked).toEqual([`sound-effect ${trackIdOfMaster(SHA)}`]);
    expect(await soundEffects.findOne({ _id: status.trackId })).toBeNull();
  });

  it('publishes when a repeated request finds media ready, keeping the id given; a further repeat changes nothing', async () => {
    const { ingestion, media, soundEffects } = await setUp();
    await ingestion.ingest(request({ soundEffectId: GIVEN }));
    media.answer = { state: 'ready', message: 'Ready' };
    expect(await ingestion.ingest(request({ soundEffectId: GIVEN }))).toMatchObject({
      trackId: GIVEN,
      state: 'published',
      created: false,
    });
    expect(await soundEffects.findOne({ _id: GIVEN })).toMatchObject({
      title: 'Deep Boom',
      lengthSeconds: 2.5,
      master: { uri: '/masters/boom.flac', sha256: SHA },
    });
    await ingestion.ingest(request({ soundEffectId: GIVEN }));
    expect(media.asked).toHaveLength(2);
    expect(await soundEffects.findOne({ _id: GIVEN })).toMatchObject({ revision: 1 });
  });

  it('follows up on its own when nobody asks again', async () => {
    const { ingestion, media, soundEffects, later } = await setUp();
    const { trackId } = await ingestion.ingest(request());
    media.answer = { state: 'ready', message: 'Ready' };
    expect(await ingestion.followUp()).toBe(0);
    later(1_500);
    expect(await ingestion.followUp()).toBe(1);
    expect(await soundEffects.findOne({ _id: trackId })).not.toBeNull();
  });

  it('fails with media’s message and retries, forced, when asked again', async () => {
    const { ingestion, media } = await setUp();
    media.answer = { state: 'failed', message: 'boom.flac is not audio' };
    expect(await ingestion.ingest(request())).toMatchObject({ state: 'failed', message: 'boom.flac is not audio' });
    media.answer = { state: 'processing', message: 'Rendering' };
    expect(await ingestion.ingest(request())).toMatchObject({ state: 'processing' });
    expect(media.asked[1]).toMatch(/forced$/);
  });

  it('refuses what a sound effect cannot have, naming the fields', async () => {
    const { ingestion } = await setUp();
    const bad = request({ soundEffectId: 'sfx-1' });
    bad.metadata = { ...bad.metadata, title: '', categoryIds: [] };
    await expect(ingestion.ingest(bad)).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: expect.arrayContaining([
        { key: 'soundEffectId', messages: ['must be a UUID'] },
        { key: 'title', messages: [expect.any(String)] },
      ]),
    });
  });
});
