import { steadyBeats } from '../testing/feature-factory';
import { beatPeriod, downbeatsOf, SECTION_BARS, SECTION_HOP_BARS, sectionsOf } from './bar-grid';

describe('sections of a track', () => {
  it('start on downbeats, span four bars and start every second bar', () => {
    const beats = steadyBeats(120, 60); // a bar every 2 s
    const sections = sectionsOf(beats, 60);
    expect(sections[0]).toEqual({ start: 0, end: SECTION_BARS * 2 });
    expect(sections[1]).toEqual({ start: SECTION_HOP_BARS * 2, end: SECTION_HOP_BARS * 2 + SECTION_BARS * 2 });
    const downbeats = new Set(downbeatsOf(beats));
    for (const section of sections) expect(downbeats.has(section.start)).toBe(true);
  });

  it('cover the end of the music, the last section ending with the audio', () => {
    const sections = sectionsOf(steadyBeats(120, 61), 61.5);
    expect(sections.at(-1)!.end).toBeGreaterThan(58);
    expect(sections.at(-1)!.end).toBeLessThanOrEqual(61.5);
  });

  it('fall back to fixed windows when the music has no bars', () => {
    const sections = sectionsOf([], 20);
    expect(sections).toEqual([
      { start: 0, end: 8 },
      { start: 4, end: 12 },
      { start: 8, end: 16 },
      { start: 12, end: 20 },
    ]);
  });

  it('are none for audio too short to describe', () => {
    expect(sectionsOf([], 2)).toEqual([]);
  });
});

describe('the beat period', () => {
  it('is the median gap, so one odd beat does not move it', () => {
    const beats = steadyBeats(100, 30);
    beats[5] = { ...beats[5]!, time: beats[5]!.time + 0.2 };
    expect(beatPeriod(beats)).toBeCloseTo(0.6, 5);
  });
});
