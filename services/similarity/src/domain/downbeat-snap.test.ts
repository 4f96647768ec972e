import { nearestValue, snapToDownbeats } from './downbeat-snap';

const bars = (first: number, bar: number, count: number) => Array.from({ length: count }, (_, i) => first + i * bar);

describe('a similar section lined up with the target bars', () => {
  it('moves a slightly misaligned match so the downbeats coincide', () => {
    const section = snapToDownbeats({
      offset: 10.07, // the reference's downbeat at 2.0 s lands at 12.07 s, 70 ms past the target's 12.0
      reference: { start: 1.5, end: 11.5 },
      referenceDownbeats: bars(2, 2, 6),
      targetDownbeats: bars(0, 2, 40),
      targetBeatPeriod: 0.5,
      targetDuration: 80,
    });
    expect(section.start).toBeCloseTo(11.5, 6);
    expect(section.end - section.start).toBeCloseTo(10, 6);
  });

  it('keeps the reference place in the bar: a reference from beat 3 gives a section from beat 3', () => {
    const section = snapToDownbeats({
      offset: 20,
      reference: { start: 3, end: 13 }, // beat 3 of the bar that starts at 2 s (2 s bars)
      referenceDownbeats: bars(0, 2, 10),
      targetDownbeats: bars(0, 2, 40),
      targetBeatPeriod: 0.5,
      targetDuration: 80,
    });
    expect(section.start).toBeCloseTo(23, 6);
  });

  it('leaves the offset alone when no downbeat is near (no grid to line up with)', () => {
    const section = snapToDownbeats({
      offset: 5,
      reference: { start: 0, end: 10 },
      referenceDownbeats: [],
      targetDownbeats: bars(0.9, 2, 10),
      targetBeatPeriod: 0.5,
      targetDuration: 60,
    });
    expect(section.start).toBe(5);
  });

  it('stays inside the target', () => {
    const section = snapToDownbeats({
      offset: 55,
      reference: { start: 0, end: 10 },
      referenceDownbeats: [],
      targetDownbeats: [],
      targetBeatPeriod: 0.5,
      targetDuration: 60,
    });
    expect(section).toEqual({ start: 50, end: 60 });
  });
});

describe('the nearest value of a sorted list', () => {
  it('is found on either side', () => {
    expect(nearestValue([1, 3, 5], 3.9)).toBe(3);
    expect(nearestValue([1, 3, 5], 4.1)).toBe(5);
    expect(nearestValue([1, 3, 5], -2)).toBe(1);
    expect(nearestValue([1, 3, 5], 99)).toBe(5);
    expect(nearestValue([], 1)).toBeUndefined();
  });
});
