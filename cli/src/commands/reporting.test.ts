import { MemoryEventBus } from '@downbeat/platform';
import { UsageError } from '../command';
import { eventLine, parseTail, tail } from './reporting';

describe('downbeat reporting tail', () => {
  it('reads the analytics topic, from the end unless asked, optionally one partner', () => {
    expect(parseTail([])).toEqual({ fromBeginning: false, topics: ['analytics.events.v1'] });
    expect(parseTail(['--from-beginning', '--partner', 'p1', '--usage'])).toEqual({
      fromBeginning: true,
      partnerId: 'p1',
      topics: ['analytics.events.v1', 'usage.reports.v1'],
    });
    expect(() => parseTail(['--partner'])).toThrow(UsageError);
    expect(() => parseTail(['--everything'])).toThrow(UsageError);
  });

  it('prints each event of the chosen partner as one JSON line', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const publish = (key: string, trackId: string) =>
      bus.publish({
        topic: 'analytics.events.v1',
        key,
        subject: key,
        type: 'downbeat.analytics.track-previewed.v1',
        data: { trackId },
      });
    await publish('p1', 'before');
    await publish('p2', 'other partner');
    const lines: string[] = [];
    let stop = () => {};
    const until = new Promise<void>((resolve) => (stop = resolve));
    const tailing = tail(
      { fromBeginning: true, partnerId: 'p1', topics: ['analytics.events.v1'] },
      bus,
      (line) => {
        lines.push(line);
        if (lines.length === 2) stop();
      },
      until,
    );
    await publish('p1', 'after');
    await tailing;
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        key: 'p1',
        subject: 'p1',
        type: 'downbeat.analytics.track-previewed.v1',
        data: { trackId: 'before' },
      }),
      expect.objectContaining({ key: 'p1', data: { trackId: 'after' } }),
    ]);
  });

  it('writes the envelope fields a data team needs', () => {
    const line = eventLine({
      id: 'e1',
      type: 't',
      source: '/downbeat/reporting',
      time: '2026-11-21T10:00:00.000Z',
      key: 'p1',
      topic: 'analytics.events.v1',
      data: { a: 1 },
      traceContext: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    expect(JSON.parse(line)).toEqual({
      topic: 'analytics.events.v1',
      key: 'p1',
      id: 'e1',
      type: 't',
      source: '/downbeat/reporting',
      time: '2026-11-21T10:00:00.000Z',
      traceContext: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      data: { a: 1 },
    });
  });
});
