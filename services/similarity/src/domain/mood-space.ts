/**
 * Mood as two numbers, valence (unpleasant → pleasant) and arousal (calm → excited), each −1 to 1
 * (Russell's circumplex). Tracks get theirs from what the audio says (musicnn's tags, tempo,
 * loudness, major or minor) and from the moods the catalog gave them; pictures from their colours
 * (`picture-mood.ts`). A picture and a track fit when their points lie close.
 */
export interface MoodPoint {
  valence: number;
  arousal: number;
}

/** Where a tag of musicnn's (MSD or MTT vocabulary) pulls valence and arousal; other tags say nothing of mood. */
const TAG_MOODS: Record<string, MoodPoint> = {
  happy: { valence: 0.8, arousal: 0.5 },
  party: { valence: 0.6, arousal: 0.8 },
  catchy: { valence: 0.5, arousal: 0.4 },
  dance: { valence: 0.5, arousal: 0.7 },
  house: { valence: 0.4, arousal: 0.7 },
  electro: { valence: 0.2, arousal: 0.7 },
  techno: { valence: 0.1, arousal: 0.8 },
  funk: { valence: 0.6, arousal: 0.6 },
  sexy: { valence: 0.5, arousal: 0.3 },
  beautiful: { valence: 0.6, arousal: -0.4 },
  mellow: { valence: 0.3, arousal: -0.6 },
  chill: { valence: 0.4, arousal: -0.6 },
  chillout: { valence: 0.4, arousal: -0.6 },
  'easy listening': { valence: 0.4, arousal: -0.4 },
  'new age': { valence: 0.3, arousal: -0.7 },
  ambient: { valence: 0.1, arousal: -0.8 },
  acoustic: { valence: 0.2, arousal: -0.3 },
  soft: { valence: 0.3, arousal: -0.6 },
  quiet: { valence: 0.1, arousal: -0.8 },
  slow: { valence: -0.1, arousal: -0.7 },
  sad: { valence: -0.8, arousal: -0.4 },
  metal: { valence: -0.5, arousal: 0.9 },
  'heavy metal': { valence: -0.5, arousal: 0.9 },
  'hard rock': { valence: -0.2, arousal: 0.8 },
  punk: { valence: -0.2, arousal: 0.9 },
  loud: { valence: -0.1, arousal: 0.8 },
  fast: { valence: 0.1, arousal: 0.8 },
  weird: { valence: -0.4, arousal: 0.2 },
};

/** Common mood names of music catalogs, placed on the circumplex. */
const MOOD_NAMES: Record<string, MoodPoint> = {
  happy: { valence: 0.8, arousal: 0.5 },
  uplifting: { valence: 0.7, arousal: 0.5 },
  hopeful: { valence: 0.6, arousal: 0.2 },
  playful: { valence: 0.7, arousal: 0.4 },
  energetic: { valence: 0.4, arousal: 0.8 },
  epic: { valence: 0.2, arousal: 0.8 },
  euphoric: { valence: 0.8, arousal: 0.8 },
  romantic: { valence: 0.6, arousal: -0.2 },
  chill: { valence: 0.4, arousal: -0.6 },
  relaxing: { valence: 0.5, arousal: -0.7 },
  peaceful: { valence: 0.5, arousal: -0.8 },
  dreamy: { valence: 0.3, arousal: -0.5 },
  melancholic: { valence: -0.5, arousal: -0.4 },
  sad: { valence: -0.8, arousal: -0.4 },
  dark: { valence: -0.6, arousal: 0.2 },
  mysterious: { valence: -0.2, arousal: 0.1 },
  suspense: { valence: -0.4, arousal: 0.5 },
  angry: { valence: -0.7, arousal: 0.8 },
  tense: { valence: -0.5, arousal: 0.6 },
};

/** How much each source of evidence counts when present. */
const WEIGHTS = { tags: 0.45, sound: 0.25, catalog: 0.3 };

export interface TrackMoodEvidence {
  /** musicnn tag names and their mean probabilities over the track. */
  tags: ReadonlyArray<{ name: string; probability: number }>;
  bpm: number;
  /** Mean short-term loudness, dB (0 dB is full scale). */
  loudnessDb: number;
  mode: 'major' | 'minor';
  modeStrength: number;
  /** The names of the catalog's moods on the track. */
  catalogMoods: readonly string[];
}

export function trackMood(evidence: TrackMoodEvidence): MoodPoint {
  const parts: Array<[MoodPoint, number]> = [[soundMood(evidence), WEIGHTS.sound]];
  const tags = tagMood(evidence.tags);
  if (tags) parts.push([tags, WEIGHTS.tags]);
  const catalog = catalogMood(evidence.catalogMoods);
  if (catalog) parts.push([catalog, WEIGHTS.catalog]);
  return weightedMean(parts);
}

/** Faster and louder excite; major pleases, minor less so. */
function soundMood(evidence: TrackMoodEvidence): MoodPoint {
  const tempo = clamp((evidence.bpm - 110) / 60);
  const loudness = clamp((evidence.loudnessDb + 20) / 12);
  const mode = (evidence.mode === 'major' ? 1 : -1) * clamp(evidence.modeStrength);
  return { valence: 0.5 * mode + 0.2 * tempo, arousal: 0.6 * tempo + 0.4 * loudness };
}

function tagMood(tags: TrackMoodEvidence['tags']): MoodPoint | undefined {
  const parts: Array<[MoodPoint, number]> = [];
  for (const { name, probability } of tags) {
    const point = TAG_MOODS[name.toLowerCase()];
    if (point && probability > 0) parts.push([point, probability]);
  }
  return parts.length > 0 ? weightedMean(parts) : undefined;
}

function catalogMood(names: readonly string[]): MoodPoint | undefined {
  const points = names.map((name) => MOOD_NAMES[name.toLowerCase()]).filter((point) => point !== undefined);
  return points.length > 0 ? weightedMean(points.map((point) => [point, 1])) : undefined;
}

function weightedMean(parts: Array<[MoodPoint, number]>): MoodPoint {
  const total = parts.reduce((sum, [, weight]) => sum + weight, 0);
  return {
    valence: parts.reduce((sum, [point, weight]) => sum + point.valence * weight, 0) / total,
    arousal: parts.reduce((sum, [point, weight]) => sum + point.arousal * weight, 0) / total,
  };
}

export const clamp = (value: number, low = -1, high = 1) => Math.min(high, Math.max(low, value));

export const moodDistance = (a: MoodPoint, b: MoodPoint) => Math.hypot(a.valence - b.valence, a.arousal - b.arousal);
