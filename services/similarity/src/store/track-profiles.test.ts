import { MemoryDocumentStore } from '@downbeat/platform';
import type { TrackProfile } from '../domain/ports';
import { TrackProfileRecords } from './track-profiles';

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
  it('makes published tracks described at another version due again, and leaves the rest alone', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const tracks = new TrackProfileRecords(store);
    await tracks.replace(profile('old', { state: 'ready', version: 1001, attempts: 1, attempt: 'a' }), undefined);
    await tracks.replace(profile('broken', { state: 'failed', version: 1001, attempts: 5, message: 'x' }), undefined);
    await tracks.replace(profile('current', { state: 'ready', version: 1002, attempts: 1, attempt: 'b' }), undefined);
    await tracks.replace(profile('gone', { state: 'ready', version: 1001, attempts: 1 }, false), undefined);

    expect(await tracks.markOutdated(1002)).toBe(2);

    const claimed = await tracks.claimDue('worker', new Date(Date.now() + 60_000), 10);
    expect(claimed.map((track) => track._id).sort()).toEqual(['broken', 'old']);
    expect(claimed.every((track) => track.work.version === 1002 && track.work.attempts === 1)).toBe(true);
    expect((await tracks.get('current'))?.work.state).toBe('ready');
    expect((await tracks.get('gone'))?.work.version).toBe(1001);
    expect(await tracks.markOutdated(1002)).toBe(0);
    await store.stop();
  });
});
