/**
 * Test fixtures: short synthesised clips at the analysis rate, so analysis tests run on real
 * (synthesised) music with known beats in well under a second each. For this package's tests only:
 * the synthesiser is a dev dependency, and the build leaves this folder out (tsconfig.build.json).
 */
import { synthesizeTrack, type SynthesizedTrack, type TrackSpec } from '@downbeat/synth';
import { ANALYSIS_SAMPLE_RATE } from '../analysis/analyse-track';

export function clipSpec(overrides: Partial<TrackSpec> = {}): TrackSpec {
  return {
    name: 'clip',
    genre: 'pop',
    bpm: 120,
    meter: '4/4',
    sections: [
      { name: 'verse', bars: 8 },
      { name: 'chorus', bars: 8 },
    ],
    seed: 11,
    leadIn: 0.3,
    ...overrides,
  };
}

/** A mono clip at 11025 Hz. */
export const clip = (overrides: Partial<TrackSpec> = {}): SynthesizedTrack =>
  synthesizeTrack(clipSpec(overrides), { sampleRate: ANALYSIS_SAMPLE_RATE, channels: 1 });

/**
 * A drumless piano-like piece at 11025 Hz: decaying partials, a bass note on each downbeat, the
 * bar's chord broken in eighths (a little louder on the beats), one chord per bar — the beat lives
 * in the harmony and the note onsets alone. Truth: every beat with its position in the bar.
 */
export function drumlessClip(bpm: number, beatsPerBar: number, bars: number) {
  const sampleRate = ANALYSIS_SAMPLE_RATE;
  const beatSeconds = 60 / bpm;
  const lead = 0.5;
  const pcm = new Float32Array(Math.ceil((lead + (bars * beatsPerBar + 2) * beatSeconds) * sampleRate));
  const progression = [0, 5, 3, 4];
  const scale = [0, 2, 4, 5, 7, 9, 11];
  const note = (start: number, midi: number, level: number, decay: number) => {
    const hz = 440 * 2 ** ((midi - 69) / 12);
    const from = Math.round(start * sampleRate);
    const length = Math.min(pcm.length - from, Math.round(decay * 4 * sampleRate));
    for (let index = 0; index < length; index++) {
      const t = index / sampleRate;
      const envelope = level * Math.exp(-t / decay) * Math.min(1, t * 200);
      let value = 0;
      for (let partial = 1; partial <= 4; partial++) value += Math.sin(2 * Math.PI * hz * partial * t) / partial ** 1.5;
      pcm[from + index] = (pcm[from + index] as number) + envelope * value;
    }
  };
  const beats: Array<{ time: number; value: number }> = [];
  for (let bar = 0; bar < bars; bar++) {
    const degree = progression[bar % progression.length] as number;
    const tone = (step: number) => 48 + (scale[(degree + step) % 7] as number) + 12 * Math.floor((degree + step) / 7);
    for (let beat = 0; beat < beatsPerBar; beat++) {
      const time = lead + (bar * beatsPerBar + beat) * beatSeconds;
      beats.push({ time: Math.round(time * 1000) / 1000, value: beat + 1 });
      if (beat === 0) note(time, tone(0) - 12, 0.35, 1.2);
      note(time, tone([0, 2, 4, 2][beat % 4] as number) + 12, 0.16, 0.5);
      note(time + beatSeconds / 2, tone([4, 7, 2, 4][beat % 4] as number) + 12, 0.1, 0.4);
    }
  }
  return { pcm, sampleRate, beats };
}
