import { MemoryDocumentStore } from '@downbeat/platform';
import type { TrackProfile } from '../domain/ports';
import { describedVersion } from '../domain/sound-vectors';
import { TrackProfileRecords } from './track-profiles';

// Features of version 1 with index vectors of version 1 (before the centred blocks), and the
// version the service describes tracks at now.
const BEFORE = 1001;
const NOW = describedVersion(1);

const profile = (id: string, work: TrackProfile['work'], published = true): TrackProfile => ({
  _id: id,
  revision: 1,
  published,
  masterSha256: `sha-${id}`,
  genres: [],
  moods: [],
  work,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('TrackProfileRecords.markOutdated', () => {
  it('makes published tracks described before the current vectors due again, and leaves the rest alone', async () => {
    expect(NOW).not.toBe(BEFORE);
    const store = new MemoryDocumentStore();
    await store.start();
    const tracks = new TrackProfileRecords(store);
    await tracks.replace(profile('old', { state: 'ready', version: BEFORE, attempts: 1, attempt: 'a' }), undefined);
    await tracks.replace(profile('broken', { state: 'failed', version: BEFORE, attempts: 5, message: 'x' }), undefined);
    await tracks.replace(profile('current', { state: 'ready', version: NOW, attempts: 1, attempt: 'b' }), undefined);
    await tracks.replace(profile('gone', { state: 'ready', version: BEFORE, attempts: 1 }, false), undefined);

    expect(await tracks.markOutdated(NOW)).toBe(2);

    const claimed = await tracks.claimDue('worker', new Date(Date.now() + 60_000), 10);
    expect(claimed.map((track) => track._id).sort()).toEqual(['broken', 'old']);
    expect(claimed.every((track) => track.work.version === NOW && track.work.attempts === 1)).toBe(true);
    expect((await tracks.get('current'))?.work.state).toBe('ready');
    expect((await tracks.get('gone'))?.work.version).toBe(BEFORE);
    expect(await tracks.markOutdated(NOW)).toBe(0);
    await store.stop();
  });
});
