import { rankByStyle, STYLE_RANKING } from './section-style';

// Whole-track styles on two axes: "ambient" and "rock".
const AMBIENT = [1, 0];
const ROCK = [0, 1];
const LEANING_AMBIENT = [0.9, 0.3];

const answers = [
  { trackId: 'source', score: 0.95, startMs: 12_000 },
  { trackId: 'rock-with-a-quiet-bar', score: 0.6, startMs: 40_000 },
  { trackId: 'other-ambient', score: 0.55, startMs: 8_000 },
];
const tracks = new Map([
  ['source', AMBIENT],
  ['rock-with-a-quiet-bar', ROCK],
  ['other-ambient', LEANING_AMBIENT],
]);

describe('similar sections after the first, ranked partly by the style of whole tracks', () => {
  it('puts a track of the same kind as the first answer ahead of one that only has a stretch alike', () => {
    const ranked = rankByStyle(answers, { tracks }, { weight: 0.3, referenceShare: 0 });
    expect(ranked.map((answer) => answer.trackId)).toEqual(['source', 'other-ambient', 'rock-with-a-quiet-bar']);
  });

  it('never moves the first answer or its section, however strong the style of the rest', () => {
    const ranked = rankByStyle(answers, { tracks, reference: ROCK }, { weight: 1, referenceShare: 1 });
    expect(ranked[0]).toEqual(answers[0]);
    expect(ranked.every((answer) => answer.score <= answers[0]!.score)).toBe(true);
  });

  it('compares with the reference itself when it is told to: a rock reference keeps the rock track second', () => {
    const ranked = rankByStyle(answers, { tracks, reference: ROCK }, { weight: 0.3, referenceShare: 1 });
    expect(ranked.map((answer) => answer.trackId)).toEqual(['source', 'rock-with-a-quiet-bar', 'other-ambient']);
  });

  it('keeps the section order when style weighs nothing or nothing is known of the tracks', () => {
    const order = answers.map((answer) => answer.trackId);
    expect(rankByStyle(answers, { tracks }, { weight: 0, referenceShare: 0 }).map((a) => a.trackId)).toEqual(order);
    expect(
      rankByStyle(answers, { tracks: new Map() }, { weight: 0.5, referenceShare: 0 }).map((a) => a.trackId),
    ).toEqual(order);
  });

  it('keeps each answer as it was but for its score, scores within 0–1', () => {
    const ranked = rankByStyle(answers, { tracks }, { weight: 0.5, referenceShare: 0.5 });
    const ambient = ranked.find((answer) => answer.trackId === 'other-ambient')!;
    expect(ambient.startMs).toBe(8_000);
    expect(ranked.every((answer) => answer.score >= 0 && answer.score <= 1)).toBe(true);
  });

  it('orders the rest by style even when the first answer scores low (another track than the reference)', () => {
    // A catalog track's section: the first answer is another track, found with a modest score; the
    // rest restyled score above it and are capped at it, but keep the order style gives them.
    const modest = [
      { trackId: 'first-ambient', score: 0.5, startMs: 0 },
      { trackId: 'a-rock', score: 0.48, startMs: 0 },
      { trackId: 'b-ambient', score: 0.45, startMs: 0 },
    ];
    const styles = new Map([
      ['first-ambient', AMBIENT],
      ['a-rock', [0.6, 0.8]],
      ['b-ambient', LEANING_AMBIENT],
    ]);
    const ranked = rankByStyle(modest, { tracks: styles }, { weight: 0.5, referenceShare: 0 });
    expect(ranked.map((answer) => answer.trackId)).toEqual(['first-ambient', 'b-ambient', 'a-rock']);
    expect(ranked.every((answer) => answer.score <= 0.5)).toBe(true);
  });

  it("follows a catalog track's own style, where an upload follows its first answer's", () => {
    // A section of a rock track whose best-aligned other track is an ambient piece with a rock-like
    // stretch: the rest should be rock like the reference, not ambient like that first answer.
    const found = [
      { trackId: 'ambient-first', score: 0.7, startMs: 0 },
      { trackId: 'ambient', score: 0.62, startMs: 0 },
      { trackId: 'rock', score: 0.6, startMs: 0 },
    ];
    const styles = new Map([
      ['ambient-first', AMBIENT],
      ['ambient', AMBIENT],
      ['rock', ROCK],
    ]);
    const order = (kind: 'track' | 'upload') =>
      rankByStyle(found, { tracks: styles, reference: ROCK }, STYLE_RANKING[kind]).map((answer) => answer.trackId);
    expect(order('track')).toEqual(['ambient-first', 'rock', 'ambient']);
    expect(order('upload')).toEqual(['ambient-first', 'ambient', 'rock']);
  });
});
