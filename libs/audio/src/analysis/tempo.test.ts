import { doubledBeats, FAST_DOUBLED_TEMPO, tempoFromBeats } from './tempo';

/** Per-beat probabilities of a bar of `length` tracked beats repeated `bars` times. */
const bars = (pattern: number[], count: number) => Array.from({ length: count }, () => pattern).flat();

describe('tempoFromBeats', () => {
  it('reads 120 BPM from beats half a second apart, a skipped beat included', () => {
    expect(tempoFromBeats([0, 0.5, 1, 2, 2.5, 3])).toBeCloseTo(120, 1);
  });
});

describe('doubledBeats', () => {
  it('keeps every other beat when downbeats come every eight tracked beats and the kept beats are stronger', () => {
    const downbeat = bars([0.9, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05], 8);
    const beat = bars([0.9, 0.3], 32);
    expect(doubledBeats(downbeat, beat)).toBe(0);
  });

  it('keeps the odd beats when they carry the downbeats', () => {
    const downbeat = bars([0.05, 0.8, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05], 8);
    const beat = bars([0.3, 0.9], 32);
    expect(doubledBeats(downbeat, beat)).toBe(1);
  });

  it('leaves four-beat bars alone', () => {
    const downbeat = bars([0.9, 0.05, 0.05, 0.05], 16);
    expect(doubledBeats(downbeat, bars([0.9, 0.3], 32))).toBeNull();
  });

  it('leaves beats alone when the strong beats fall between the downbeats', () => {
    const downbeat = bars([0.9, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05], 8);
    expect(doubledBeats(downbeat, bars([0.3, 0.9], 32))).toBeNull();
  });

  it('leaves beats alone when the network hardly hears downbeats', () => {
    const downbeat = bars([0.25, 0.03, 0.03, 0.03, 0.03, 0.03, 0.03, 0.03], 8);
    expect(doubledBeats(downbeat, bars([0.9, 0.3], 32))).toBeNull();
  });

  it('halves fast beats on the kept beats and their downbeats alone, where slow ones need longer bars', () => {
    // Bars of four tracked beats, the kept beats clearly stronger: a 200 BPM reading of a 100 BPM song.
    const downbeat = bars([0.8, 0.05, 0.05, 0.05], 16);
    const beat = bars([0.9, 0.4], 32);
    expect(doubledBeats(downbeat, beat)).toBeNull();
    expect(doubledBeats(downbeat, beat, FAST_DOUBLED_TEMPO)).toBe(0);
  });

  it('leaves fast beats alone when every tracked beat is heard alike', () => {
    const downbeat = bars([0.8, 0.05, 0.05, 0.05], 16);
    expect(doubledBeats(downbeat, bars([0.7, 0.68], 32), FAST_DOUBLED_TEMPO)).toBeNull();
  });
});
