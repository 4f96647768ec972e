/**
 * A track's mood point from its features: the mean of musicnn's tags over the whole track, its
 * tempo (from the beat grid), its mean loudness and its mode, with the catalog's own moods.
 */
import type { AudioFeatures } from './audio-features';
import { beatPeriod, type Beat } from './bar-grid';
import { type MoodPoint, trackMood } from './mood-space';
import { pooledPatches } from './sound-vectors';

export function describeTrackMood(
  features: AudioFeatures,
  beats: readonly Beat[],
  tagNames: readonly string[],
  catalogMoods: readonly string[],
): MoodPoint {
  const { tags } = pooledPatches(features.patches, { start: 0, end: features.duration });
  return trackMood({
    tags: tagNames.map((name, index) => ({ name, probability: tags[index] ?? 0 })),
    bpm: beats.length > 1 ? 60 / beatPeriod(beats) : 0,
    loudnessDb: meanOf(features.frames.loudness),
    mode: features.key.mode,
    modeStrength: features.key.strength,
    catalogMoods,
  });
}

function meanOf(values: Float32Array): number {
  if (values.length === 0) return -60;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
