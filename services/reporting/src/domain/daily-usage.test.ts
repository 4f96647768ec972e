import { MemoryDocumentStore, type EventEnvelope } from '@downbeat/platform';
import { DailyUsageCounts, dayRange } from './daily-usage';

let sequence = 0;
function event(data: Record<string, unknown>): EventEnvelope {
  const eventId = `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;
  return {
    id: eventId,
    type: 't',
    source: '/downbeat/reporting',
    time: '2026-11-21T10:00:00Z',
    key: 'p1',
    topic: 'analytics.events.v1',
    data: { eventId, partnerId: 'p1', userId: 'u', occurredAt: '2026-11-21T10:00:00.000Z', ...data },
  };
}

describe('daily usage', () => {
  it('counts previews, downloads, exports per platform and top tracks, each event id once', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const counts = new DailyUsageCounts(store);
    const previewed = event({ eventType: 'trackPreviewed', trackId: 'trk.1' });
    await counts.count(previewed);
    await counts.count(previewed);
    await counts.count(event({ eventType: 'trackDownloaded', trackId: 'trk.1', format: 'mp3', quality: 'high' }));
    await counts.count(event({ eventType: 'tracksExported', trackIds: ['trk.1', 'trk_2'], platform: 'YOUTUBE' }));
    await counts.count(event({ eventType: 'tracksExported', trackIds: ['trk_2'], platform: 'TIKTOK' }));
    await counts.count(event({ eventType: 'tracksExported', trackIds: ['trk_2'], platform: 'TIKTOK' }));

    const [first, second] = await counts.read('p1', '2026-11-21', '2026-11-22', 10);
    expect(first).toEqual({
      day: '2026-11-21',
      previews: 1,
      downloads: 1,
      exports: 3,
      exportsByPlatform: [
        { platform: 'TIKTOK', count: 2 },
        { platform: 'YOUTUBE', count: 1 },
      ],
      topTracks: [
        { trackId: 'trk.1', previews: 1, downloads: 1, exports: 1 },
        { trackId: 'trk_2', previews: 0, downloads: 0, exports: 3 },
      ],
    });
    expect(second).toMatchObject({ day: '2026-11-22', previews: 0, topTracks: [] });
    expect(await counts.read('p2', '2026-11-21', '2026-11-21', 10)).toMatchObject([{ previews: 0 }]);
  });

  it('refuses a range that is not days, runs backwards or spans over 31 days', () => {
    expect(() => dayRange('2026-11-31', '2026-12-01')).toThrow();
    expect(() => dayRange('2026-11-21', '2026-11-20')).toThrow();
    expect(() => dayRange('2026-01-01', '2026-02-01')).toThrow();
    expect(dayRange('2026-01-01', '2026-01-31')).toHaveLength(31);
  });
});
