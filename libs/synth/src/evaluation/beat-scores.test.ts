import {
  barPositionAccuracy,
  bpmWithin,
  continuity,
  downbeatFMeasure,
  downbeatPrecision,
  fMeasure,
  overlapShare,
} from './beat-scores';

const grid = (count: number, period: number, offset = 0) =>
  Array.from({ length: count }, (_, index) => offset + index * period);

describe('fMeasure', () => {
  it('is 1 for identical lists and counts a match only within ±70 ms', () => {
    expect(fMeasure([1, 2, 3], [1, 2, 3])).toBe(1);
    expect(fMeasure([1.06, 2, 3], [1, 2, 3])).toBe(1);
    // One of three estimates is 80 ms off: precision = recall = 2/3.
    expect(fMeasure([1.08, 2, 3], [1, 2, 3])).toBeCloseTo(2 / 3);
  });

  it('penalises extra and missing beats', () => {
    expect(fMeasure([1, 1.5, 2, 2.5, 3], [1, 2, 3])).toBeCloseTo((2 * 0.6 * 1) / 1.6);
    expect(fMeasure([1], [1, 2, 3])).toBeCloseTo((2 * 1 * (1 / 3)) / (4 / 3));
    expect(fMeasure([], [1])).toBe(0);
    expect(fMeasure([], [])).toBe(1);
  });

  it('matches each reference beat at most once', () => {
    expect(fMeasure([1, 1.01], [1])).toBeCloseTo((2 * 0.5 * 1) / 1.5);
  });
});

describe('continuity', () => {
  const reference = grid(20, 0.5);

  it('scores a perfect tracker 1 on every measure', () => {
    expect(continuity(reference, reference)).toEqual({ cmlc: 1, cmlt: 1, amlc: 1, amlt: 1 });
  });

  it('accepts double tempo and off-beat tapping only at the allowed metrical levels', () => {
    const doubled = grid(39, 0.25);
    expect(continuity(doubled, reference)).toMatchObject({ cmlt: 0, amlt: 1 });
    const offBeat = grid(19, 0.5, 0.25);
    expect(continuity(offBeat, reference)).toMatchObject({ cmlt: 0, amlt: 1 });
  });

  it('breaks continuity where the tracker loses the beat', () => {
    const estimated = [...grid(10, 0.5), ...grid(10, 0.5, 5.2)];
    const scores = continuity(estimated, reference);
    expect(scores.cmlc).toBeCloseTo(10 / 20);
    expect(scores.cmlt).toBeCloseTo(10 / 20);
  });
});

describe('bar positions', () => {
  const reference = grid(8, 0.5).map((time, index) => ({ time, value: (index % 4) + 1 }));

  it('scores downbeats and bar positions of a correct grid as 1', () => {
    expect(downbeatFMeasure(reference, reference)).toBe(1);
    expect(barPositionAccuracy(reference, reference)).toBe(1);
  });

  it('scores a grid shifted by one beat as wrong though every beat is found', () => {
    const shifted = reference.map((beat) => ({ ...beat, value: (beat.value % 4) + 1 }));
    expect(
      fMeasure(
        shifted.map((beat) => beat.time),
        reference.map((beat) => beat.time),
      ),
    ).toBe(1);
    expect(downbeatFMeasure(shifted, reference)).toBe(0);
    expect(barPositionAccuracy(shifted, reference)).toBe(0);
  });

  it('keeps downbeat precision at 1 for bars read twice as long, and halves it for bars read half as long', () => {
    const twoBeatBars = reference.map((beat) => ({ ...beat, value: ((beat.value - 1) % 2) + 1 }));
    const eightBeatBars = reference.map((beat, index) => ({ ...beat, value: (index % 8) + 1 }));
    expect(downbeatPrecision(twoBeatBars, reference)).toBe(0.5);
    expect(downbeatPrecision(eightBeatBars, reference)).toBe(1);
    expect(downbeatPrecision([], reference)).toBe(1);
  });
});

describe('bpmWithin and overlapShare', () => {
  it('accepts a tempo within one BPM', () => {
    expect(bpmWithin(120.9, 120)).toBe(true);
    expect(bpmWithin(121.2, 120)).toBe(false);
  });

  it('measures how much of a highlight lies inside the choruses', () => {
    const choruses = [
      { start: 30, end: 50 },
      { start: 80, end: 100 },
    ];
    expect(overlapShare({ start: 40, end: 60 }, choruses)).toBeCloseTo(0.5);
    expect(overlapShare({ start: 0, end: 20 }, choruses)).toBe(0);
    expect(overlapShare({ start: 30, end: 50 }, choruses)).toBe(1);
  });
});
