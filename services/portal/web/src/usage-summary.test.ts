import { axisMax, dayOf, topTracksOver, totalsOver, type UsageDay } from './usage-summary';

const day = (date: string, tracks: [string, number, number, number][]): UsageDay => ({
  day: date,
  previews: tracks.reduce((sum, [, previews]) => sum + previews, 0),
  downloads: tracks.reduce((sum, [, , downloads]) => sum + downloads, 0),
  exports: tracks.reduce((sum, [, , , exports]) => sum + exports, 0),
  topTracks: tracks.map(([trackId, previews, downloads, exports]) => ({ trackId, previews, downloads, exports })),
});

describe('the usage page', () => {
  const days = [
    day('2026-11-20', [
      ['a', 5, 0, 0],
      ['b', 1, 1, 0],
    ]),
    day('2026-11-21', [
      ['b', 3, 2, 1],
      ['c', 1, 0, 0],
    ]),
  ];

  it('adds each day’s top tracks up over the range, most used first', () => {
    expect(topTracksOver(days, 10).map((track) => [track.trackId, track.total])).toEqual([
      ['b', 8],
      ['a', 5],
      ['c', 1],
    ]);
    expect(topTracksOver(days, 1)).toHaveLength(1);
  });

  it('totals the range', () => {
    expect(totalsOver(days)).toEqual({ previews: 10, downloads: 3, exports: 1 });
  });

  it('rounds the chart axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 10, 11, 180, 501].map(axisMax)).toEqual([1, 1, 5, 10, 20, 200, 1000]);
  });

  it('names days in UTC', () => {
    expect(dayOf(new Date('2026-11-21T23:59:00Z'), -6)).toBe('2026-11-15');
  });
});
