import { MemoryEventBus, type EventEnvelope } from '@downbeat/platform';
import { USAGE_TOPIC, UsageReports, type UsageReport } from './usage-reports';

async function setup() {
  const bus = new MemoryEventBus();
  await bus.start();
  const published: EventEnvelope[] = [];
  await bus.subscribe({ group: 'test', topics: [USAGE_TOPIC] }, async (event) => void published.push(event));
  return { reports: new UsageReports(bus, () => new Date('2026-11-21T12:00:00Z')), published, bus };
}

const report = (extra: Partial<UsageReport>): UsageReport => ({
  partnerId: 'partner-1',
  userId: 'user-1',
  eventType: 'EXPORTED',
  platform: 'YOUTUBE',
  trackIds: ['trk_1'],
  other: undefined,
  ...extra,
});

describe('usage reports', () => {
  it('take `other` with any platform, as the reference API does, and keep it for OTHER only', async () => {
    const { reports, published, bus } = await setup();
    await reports.report(report({ platform: 'YOUTUBE', other: '' }));
    await reports.report(report({ platform: 'LOCAL', other: 'Desktop app' }));
    await reports.report(report({ platform: 'OTHER', other: 'Mastodon' }));
    await bus.handled();
    expect(published.map((event) => (event.data as { other: string | null }).other)).toEqual([null, null, 'Mastodon']);
  });

  it('refuse an `other` longer than 200 characters, naming it', async () => {
    const { reports } = await setup();
    await expect(reports.report(report({ platform: 'OTHER', other: 'x'.repeat(201) }))).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'other', messages: ['must be at most 200 characters'] }],
    });
  });
});
