import type { PositionedEvent } from '@downbeat/platform';
import { admitTracks, groupByPartnerDay, keepTracks, tally, type CountedEvent } from './usage-tallies';

const at = (offset: number, data: Record<string, unknown>): PositionedEvent => ({
  offset,
  envelope: { id: `e${offset}`, type: 't', source: '/test', time: '2026-11-21T10:00:00Z', key: 'k', topic: 't', data },
});
const counted = (offset: number, data: Record<string, unknown>) => ({ offset, data }) as unknown as CountedEvent;
const previewed = (partnerId: string, occurredAt: string, trackId = 'a') => ({
  eventType: 'trackPreviewed',
  partnerId,
  occurredAt,
  trackId,
});

describe('usage tallies', () => {
  it('groups a batch by partner and UTC day of the event, keeping offset order and leaving unknown types out', () => {
    const groups = groupByPartnerDay([
      at(1, previewed('p1', '2026-11-21T23:59:59.000Z')),
      at(2, previewed('p2', '2026-11-21T10:00:00.000Z')),
      at(3, { ...previewed('p1', '2026-11-21T11:00:00.000Z'), eventType: 'trackRated' }),
      at(4, previewed('p1', '2026-11-22T00:00:00.000Z')),
      at(5, previewed('p1', '2026-11-21T08:00:00.000Z')),
    ]);

    expect(groups.map((group) => [group.id, group.events.map((event) => event.offset)])).toEqual([
      ['p1/2026-11-21', [1, 5]],
      ['p2/2026-11-21', [2]],
      ['p1/2026-11-22', [4]],
    ]);
  });

  it('counts previews, downloads and exports per track and platform, an export once per distinct track', () => {
    const day = tally([
      counted(0, { eventType: 'trackPreviewed', trackId: 'a' }),
      counted(1, { eventType: 'trackDownloaded', trackId: 'a' }),
      counted(2, { eventType: 'tracksExported', trackIds: ['a', 'b', 'b'], platform: 'YOUTUBE' }),
      counted(3, { eventType: 'tracksExported', trackIds: ['b'], platform: 'YOUTUBE' }),
    ]);

    expect(day).toEqual({
      previews: 1,
      downloads: 1,
      exports: 2,
      platforms: new Map([['YOUTUBE', 2]]),
      tracks: new Map([
        ['a', { p: 1, d: 1, e: 1 }],
        ['b', { e: 2 }],
      ]),
    });
  });

  it('admits the tracks a day holds, then new ones in order of appearance while there is room', () => {
    const day = tally(
      ['x', 'a', 'y', 'z'].map((trackId, offset) => counted(offset, { eventType: 'trackPreviewed', trackId })),
    );

    const kept = admitTracks(day, new Set(['a', 'b']), 4);

    expect([...kept]).toEqual(['x', 'a', 'y']);
    const trimmed = keepTracks(day, kept);
    expect([...trimmed.tracks.keys()]).toEqual(['x', 'a', 'y']);
    expect(trimmed.previews).toBe(4);
  });
});
