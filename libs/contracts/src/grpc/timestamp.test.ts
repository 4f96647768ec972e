import { fromTimestamp, toTimestamp } from './timestamp';

describe('timestamps', () => {
  it('round-trips an instant with millisecond precision', () => {
    const instant = new Date('2025-11-21T10:35:00.123Z');
    expect(toTimestamp(instant)).toEqual({ seconds: '1763721300', nanos: 123_000_000 });
    expect(fromTimestamp({ seconds: '1763721300', nanos: 123_000_000 })).toEqual(instant);
  });

  it('handles instants before 1970 (negative seconds, positive nanos)', () => {
    const instant = new Date('1969-12-31T23:59:59.750Z');
    expect(toTimestamp(instant)).toEqual({ seconds: '-1', nanos: 750_000_000 });
    expect(fromTimestamp(toTimestamp(instant))).toEqual(instant);
  });

  it('reads an absent timestamp as undefined', () => {
    expect(fromTimestamp(null)).toBeUndefined();
    expect(fromTimestamp(undefined)).toBeUndefined();
  });

  it('refuses an invalid date', () => {
    expect(() => toTimestamp(new Date('not a date'))).toThrow(RangeError);
  });
});
