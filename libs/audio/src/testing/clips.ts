/**
 * Test fixtures: short synthesised clips at the analysis rate, so analysis tests run on real
 * (synthesised) music with known beats in well under a second each.
 */
import { ANALYSIS_SAMPLE_RATE } from '../analysis/analyse-track';
import { synthesizeTrack, type SynthesizedTrack } from '../synth/synthesize-track';
import { type TrackSpec } from '../synth/track-spec';

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
