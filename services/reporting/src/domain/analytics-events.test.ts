import { acceptBatch, type ReportedEvent } from './analytics-events';

const now = new Date('2026-11-21T12:00:00Z');
const preview = (overrides: Partial<ReportedEvent> = {}): ReportedEvent => ({
  userId: 'user-1',
  occurredAt: new Date('2026-11-21T11:00:00Z'),
  activity: { type: 'trackPreviewed', trackId: 'trk_1' },
  ...overrides,
});
const violationsOf = (events: ReportedEvent[]) => {
  try {
    acceptBatch(events, now);
    return [];
  } catch (error) {
    return (error as { violations: { key: string }[] }).violations.map((violation) => violation.key);
  }
};

describe('an analytics batch', () => {
  it('is accepted when every event keeps the rules', () => {
    const events = [
      preview(),
      preview({ activity: { type: 'trackDownloaded', trackId: 'trk_2', format: 'mp3', quality: 'high' } }),
      preview({ activity: { type: 'tracksExported', trackIds: ['trk_1', 'trk_2'], platform: 'YOUTUBE' } }),
    ];
    expect(acceptBatch(events, now)).toHaveLength(3);
  });

  it('holds 1 to 100 events', () => {
    expect(violationsOf([])).toEqual(['events']);
    expect(violationsOf(Array.from({ length: 101 }, () => preview()))).toEqual(['events']);
    expect(violationsOf(Array.from({ length: 100 }, () => preview()))).toEqual([]);
  });

  it('names every bad event by index and field, and refuses the whole batch', () => {
    const events = [
      preview(),
      preview({ occurredAt: new Date(now.getTime() - 7 * 86_400_000 - 1000) }),
      preview({ userId: 'not a user id!' }),
      preview({
        activity: { type: 'tracksExported', trackIds: Array.from({ length: 51 }, (_, i) => `t${i}`), platform: 'X' },
      }),
      preview({ activity: undefined }),
      preview({ occurredAt: new Date(now.getTime() + 10 * 60_000) }),
      preview({ activity: { type: 'trackDownloaded', trackId: 'trk_2', format: '', quality: 'high' } }),
    ];
    expect(violationsOf(events)).toEqual([
      'events[1].timestamp',
      'events[2].userId',
      'events[3].analyticsEvent.trackIds',
      'events[4].analyticsEvent.type',
      'events[5].timestamp',
      'events[6].analyticsEvent.format',
    ]);
  });

  it('tolerates a partner clock a little ahead, and events just under 7 days old', () => {
    expect(violationsOf([preview({ occurredAt: new Date(now.getTime() + 60_000) })])).toEqual([]);
    expect(violationsOf([preview({ occurredAt: new Date(now.getTime() - 7 * 86_400_000 + 1000) })])).toEqual([]);
  });
});
