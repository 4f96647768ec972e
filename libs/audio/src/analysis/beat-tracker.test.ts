import { trackBeats } from './beat-tracker';

/**
 * Salience with a pulse on each beat (and a weaker one half-way), less a threshold, as rhythm.ts
 * makes it; it ends before another beat is due (the analysis trims beats in a fade-out).
 */
function pulses(beats: number[], offBeat = 0): Float32Array {
  const salience = new Float32Array(Math.round(beats[beats.length - 1] as number) + 25).fill(-1);
  beats.forEach((beat, index) => {
    salience[Math.round(beat)] = 4;
    const next = beats[index + 1];
    if (next !== undefined && offBeat > 0) salience[Math.round((beat + next) / 2)] = offBeat;
  });
  return salience;
}

const periodsAround = (period: number) => Array.from({ length: 21 }, (_, index) => period * (0.8 + index * 0.02));

describe('trackBeats', () => {
  it('follows a tempo that slows by a sixth over the piece, beat for beat', () => {
    const beats: number[] = [];
    for (let time = 10, period = 40; time < 2000; time += period, period += 0.15) beats.push(time);
    const tracked = trackBeats(pulses(beats), { periods: periodsAround(43) });
    expect(tracked.length).toBe(beats.length);
    tracked.forEach((frame, index) => expect(Math.abs(frame - (beats[index] as number))).toBeLessThanOrEqual(1));
  });

  it('keeps the beat on the strong pulses when weaker off-beats sit half-way between them', () => {
    const beats = Array.from({ length: 40 }, (_, index) => 20 + index * 40);
    const tracked = trackBeats(pulses(beats, 2), { periods: periodsAround(40) });
    expect(tracked.map(Math.round)).toEqual(beats);
  });

  it('bridges a quiet passage at the tempo it was following', () => {
    const beats = Array.from({ length: 40 }, (_, index) => 20 + index * 40);
    const salience = pulses(beats);
    // Ten beats of silence in the middle.
    salience.fill(-1, 20 + 15 * 40 - 5, 20 + 25 * 40 - 5);
    const tracked = trackBeats(salience, { periods: periodsAround(40) });
    expect(tracked.map(Math.round)).toEqual(beats);
  });
});
