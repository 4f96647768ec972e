import { barPositionAccuracy, downbeatFMeasure, downbeatPrecision, fMeasure } from '@downbeat/synth';
import { clip, drumlessClip } from '../testing/clips';
import { onsetEnvelopes } from './onset-strength';
import { analyseRhythm, decodeRhythm, RHYTHM_SETTINGS } from './rhythm';

const analyse = (track: ReturnType<typeof clip>) => analyseRhythm(track.pcm, track.sampleRate);
/**
 * A song-length form (36 bars): the beat network hears ±12 s around each frame, and in clips much
 * shorter than that it can still take a pop song's third beat for a downbeat or halve a fast tempo.
 */
const song = [
  { name: 'intro' as const, bars: 4 },
  { name: 'verse' as const, bars: 8 },
  { name: 'chorus' as const, bars: 8 },
  { name: 'verse' as const, bars: 8 },
  { name: 'chorus' as const, bars: 8 },
];
const times = (beats: Array<{ time: number }>) => beats.map((beat) => beat.time);

describe('analyseRhythm', () => {
  it('finds the beats and tempo of a steady 4/4 song', () => {
    const track = clip({ genre: 'pop', bpm: 112, sections: song });
    const rhythm = analyse(track);
    expect(fMeasure(times(rhythm.beats), times(track.truth.beats))).toBeGreaterThanOrEqual(0.95);
    expect(Math.abs(rhythm.bpm - 112)).toBeLessThanOrEqual(1);
    expect(downbeatFMeasure(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4']);
  });

  it('reads a pop song whose third beats the network hears as downbeats as 4/4, not 2/4', () => {
    // The e2e suite's 'city-lights': the network gives beats 1 and 3 of every bar ~0.85.
    const track = clip({
      bpm: 120,
      seed: 3,
      sections: [
        { name: 'intro', bars: 4 },
        { name: 'verse', bars: 6 },
        { name: 'chorus', bars: 8 },
      ],
    });
    const rhythm = analyse(track);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4']);
    expect(rhythm.beats.filter((beat) => beat.value === 1).length).toBeGreaterThan(10);
    expect(downbeatPrecision(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
  });

  it('does not halve a slow hip-hop tempo or double a fast rock one', () => {
    for (const [genre, bpm] of [
      ['hip-hop', 76],
      ['rock', 164],
    ] as const) {
      const rhythm = analyse(clip({ genre, bpm, sections: song }));
      expect(Math.abs(rhythm.bpm - bpm)).toBeLessThanOrEqual(1);
    }
  });

  it('numbers the beats of a 3/4 waltz 1, 2, 3', () => {
    const track = clip({ genre: 'folk', meter: '3/4', bpm: 132 });
    const rhythm = analyse(track);
    expect(barPositionAccuracy(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['3/4']);
  });

  it('counts 6/8 as two dotted-quarter beats per bar', () => {
    const track = clip({ genre: 'folk', meter: '6/8', bpm: 84 });
    const rhythm = analyse(track);
    expect(Math.abs(rhythm.bpm - 84)).toBeLessThanOrEqual(1);
    expect(barPositionAccuracy(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['6/8']);
  });

  it('follows a 4/4 song into a 3/4 bridge and back', () => {
    const track = clip({
      genre: 'rock',
      bpm: 120,
      sections: [
        { name: 'verse', bars: 8 },
        { name: 'bridge', bars: 8, meter: '3/4' },
        { name: 'chorus', bars: 8 },
      ],
    });
    const rhythm = analyse(track);
    expect(downbeatFMeasure(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4', '3/4', '4/4']);
    const bridge = track.truth.meterSegments[1];
    expect(Math.abs((rhythm.meterSegments[1]?.start ?? 0) - (bridge?.start ?? 0))).toBeLessThan(0.1);
  });

  it('reports no beats and no tempo in silence', () => {
    const rhythm = analyseRhythm(new Float32Array(11025 * 5), 11025);
    expect(rhythm.beats).toEqual([]);
    expect(rhythm.bpm).toBe(0);
  });
});

describe('analyseRhythm on harder material', () => {
  it('follows a tempo change from 96 to 132 BPM without losing the beat', () => {
    const slow = clip({ genre: 'rock', bpm: 96 });
    const fast = clip({ genre: 'rock', bpm: 132, seed: 12 });
    const pcm = new Float32Array(slow.pcm.length + fast.pcm.length);
    pcm.set(slow.pcm);
    pcm.set(fast.pcm, slow.pcm.length);
    const offset = slow.pcm.length / slow.sampleRate;
    const truth = [...slow.truth.beats, ...fast.truth.beats.map((beat) => ({ ...beat, time: beat.time + offset }))];
    const rhythm = analyseRhythm(pcm, slow.sampleRate);
    expect(fMeasure(times(rhythm.beats), times(truth))).toBeGreaterThanOrEqual(0.9);
    const after = rhythm.beats.filter((beat) => beat.time > offset + 2);
    const interval = (after[after.length - 1]!.time - after[0]!.time) / (after.length - 1);
    expect(60 / interval).toBeCloseTo(132, -0.5);
  });

  // Its even eighths are tracked at 168; the network's downbeats every six of those beats bring it
  // back to 84 (tempo.ts `doubledBeats`).
  it('finds the beats and bars of a drumless piano piece in 3/4', () => {
    const piece = drumlessClip(84, 3, 24);
    const rhythm = analyseRhythm(piece.pcm, piece.sampleRate);
    expect(fMeasure(times(rhythm.beats), times(piece.beats))).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(rhythm.bpm - 84)).toBeLessThanOrEqual(2);
    expect(downbeatFMeasure(rhythm.beats, piece.beats)).toBeGreaterThanOrEqual(0.8);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['3/4']);
  });
});

/**
 * Clicks at `clicks` (seconds, each at its level) in `seconds` of silence at 11,025 Hz, with a
 * network that hears nothing anywhere (beats 0.2, downbeats 0.05): only the onsets place the beats.
 */
function clicksForAFlatNetwork(clicks: Array<{ time: number; level: number }>, seconds: number) {
  const sampleRate = 11025;
  const samples = new Float32Array(sampleRate * seconds);
  for (const { time, level } of clicks) {
    const start = Math.round(time * sampleRate);
    for (let offset = 0; offset < 200; offset++)
      samples[start + offset] = level * Math.sin(offset * 0.9) * Math.exp(-offset / 40);
  }
  const envelopes = onsetEnvelopes(samples, sampleRate);
  const frames = envelopes.broadband.length;
  const activations = {
    frameRate: envelopes.frameRate,
    beat: new Float32Array(frames).fill(0.2),
    downbeat: new Float32Array(frames).fill(0.05),
  };
  return (settings = RHYTHM_SETTINGS) => decodeRhythm(samples, sampleRate, envelopes, activations, settings);
}

describe('decodeRhythm with an unsure network', () => {
  // A click every half second (120 BPM): the onset envelope alone has to place the beats (what
  // recordings unlike the training music need).
  it('puts the beats on the onsets when the network is flat', () => {
    const clicks = Array.from({ length: 60 }, (_, index) => 0.25 + index * 0.5);
    const decode = clicksForAFlatNetwork(
      clicks.map((time) => ({ time, level: 1 })),
      30,
    );
    expect(fMeasure(times(decode().beats), clicks)).toBeGreaterThanOrEqual(0.95);
    const networkOnly = decode({ ...RHYTHM_SETTINGS, onsetWeight: 0 });
    expect(fMeasure(times(networkOnly.beats), clicks)).toBeLessThan(0.5);
  });

  it('starts the beats on the first onset of the music where beats and off-beats sound alike', () => {
    // Even eighths from 0.25 s, the off-beats a shade louder: a 120 BPM beat fits either set.
    const eighths = Array.from({ length: 78 }, (_, index) => ({
      time: 0.25 + index * 0.25,
      level: index % 2 ? 1.1 : 1,
    }));
    const decode = clicksForAFlatNetwork(eighths, 20);
    const onBeats = eighths.filter((_, index) => index % 2 === 0).map((click) => click.time);
    const offBeats = eighths.filter((_, index) => index % 2 === 1).map((click) => click.time);
    const unopened = decode({ ...RHYTHM_SETTINGS, openingBeat: 0 });
    expect(fMeasure(times(unopened.beats), offBeats)).toBeGreaterThanOrEqual(0.95);
    expect(fMeasure(times(decode().beats), onBeats)).toBeGreaterThanOrEqual(0.95);
  });
});
