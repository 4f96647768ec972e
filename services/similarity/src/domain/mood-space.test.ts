import { pictureColours, pictureMood } from './picture-mood';
import { trackMood, type TrackMoodEvidence } from './mood-space';

const evidence = (changes: Partial<TrackMoodEvidence>): TrackMoodEvidence => ({
  tags: [],
  bpm: 110,
  loudnessDb: -20,
  mode: 'major',
  modeStrength: 0.5,
  catalogMoods: [],
  ...changes,
});

describe('the mood of a track', () => {
  it('is more excited when faster and louder', () => {
    const calm = trackMood(evidence({ bpm: 70, loudnessDb: -30 }));
    const excited = trackMood(evidence({ bpm: 170, loudnessDb: -8 }));
    expect(excited.arousal).toBeGreaterThan(calm.arousal + 0.5);
  });

  it('is more pleasant in major than in minor', () => {
    expect(trackMood(evidence({ mode: 'major' })).valence).toBeGreaterThan(
      trackMood(evidence({ mode: 'minor' })).valence,
    );
  });

  it('follows what the tags and the catalog say', () => {
    const happy = trackMood(evidence({ tags: [{ name: 'happy', probability: 0.9 }], catalogMoods: ['Uplifting'] }));
    const sad = trackMood(evidence({ tags: [{ name: 'sad', probability: 0.9 }], catalogMoods: ['Melancholic'] }));
    expect(happy.valence).toBeGreaterThan(sad.valence + 0.5);
  });

  it('ignores tags and mood names it does not know', () => {
    const plain = trackMood(evidence({}));
    expect(trackMood(evidence({ tags: [{ name: 'guitar', probability: 1 }], catalogMoods: ['Purple'] }))).toEqual(
      plain,
    );
  });
});

/** A picture of one colour (HSV), as RGB bytes. */
function colourField(hue: number, saturation: number, value: number, size = 16): Uint8Array {
  const c = value * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = value - c;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const pixels = new Uint8Array(size * size * 3);
  for (let p = 0; p < size * size; p += 1)
    pixels.set(
      [r + m, g + m, b + m].map((v) => Math.round(v * 255)),
      p * 3,
    );
  return pixels;
}

const moodOfField = (hue: number, saturation: number, value: number) =>
  pictureMood(pictureColours(colourField(hue, saturation, value), 16, 16));

describe('the mood of a picture', () => {
  it('is more pleasant the brighter it is (Valdez & Mehrabian)', () => {
    const valences = [0.2, 0.4, 0.6, 0.8, 1].map((value) => moodOfField(200, 0.5, value).valence);
    for (let i = 1; i < valences.length; i += 1) expect(valences[i]).toBeGreaterThan(valences[i - 1]!);
  });

  it('is more excited the more saturated it is', () => {
    const arousals = [0, 0.25, 0.5, 0.75, 1].map((saturation) => moodOfField(10, saturation, 0.7).arousal);
    for (let i = 1; i < arousals.length; i += 1) expect(arousals[i]).toBeGreaterThan(arousals[i - 1]!);
  });

  it('is more pleasant when warm than when cold, at the same brightness and saturation', () => {
    expect(moodOfField(30, 0.8, 0.8).valence).toBeGreaterThan(moodOfField(220, 0.8, 0.8).valence);
  });

  it('is more excited when busy than when plain', () => {
    const stripes = new Uint8Array(16 * 16 * 3);
    for (let p = 0; p < 256; p += 1) stripes.fill(Math.floor((p % 16) / 2) % 2 === 0 ? 230 : 20, p * 3, p * 3 + 3);
    const plain = new Uint8Array(16 * 16 * 3).fill(125);
    expect(pictureMood(pictureColours(stripes, 16, 16)).arousal).toBeGreaterThan(
      pictureMood(pictureColours(plain, 16, 16)).arousal,
    );
  });
});
