/**
 * The answers after the first, ranked partly by style. The first similar section is where the
 * reference most likely comes from (its best-aligned place); what should follow it is music of the
 * same kind. Section likeness and frame agreement alone favour a track that happens to have a
 * stretch sounding like these ten seconds; how alike the *whole* tracks are — the candidate's track
 * vector against the reference's own and against the first answer's — says whether it is the same
 * kind of music. The first answer keeps its place and section; only the order of the rest changes.
 */
import { cosine } from './sound-vectors';

export interface StyleRanking {
  /** How much the style of whole tracks counts against the section score, 0–1 (0: off). */
  weight: number;
  /**
   * Which whole-track style the rest is compared with: the reference's own (its track vector, or
   * for an upload the vector of the whole upload) and the first answer's, mixed by this share of
   * the reference's (1: the reference alone, 0: the first answer alone).
   */
  referenceShare: number;
}

/** What the reference is: a section of a catalog track, or of a partner's upload. */
export type ReferenceKind = 'track' | 'upload';

/**
 * Tuned by bench:similarity on the tuning splits of its four sets only (SIMILARITY_TUNE_STYLE=1,
 * 51 settings each). An upload: the first answer's style alone, half the score — the first answer is
 * the track the upload comes from, and the upload's own ten seconds (degraded, short) told less of
 * the kind of music. A catalog track's section: the track itself is excluded, so the first answer
 * is another track; the reference's own whole-track vector (clean, whole) is the better anchor,
 * with less weight (bench/README.md, "catalog tracks as references", 2026-11-27).
 */
export const STYLE_RANKING: Readonly<Record<ReferenceKind, Readonly<StyleRanking>>> = {
  upload: { weight: 0.5, referenceShare: 0 },
  track: { weight: 0.3, referenceShare: 1 },
};

export interface StyledSection {
  trackId: string;
  /** 0–1, the section's own score (likeness and agreement). */
  score: number;
}

export interface StyleVectors {
  /** The reference's whole-track style (absent: the first answer's alone counts). */
  reference?: ArrayLike<number>;
  /** Track vectors of the answers, by track id (an answer without one is left where its score puts it). */
  tracks: ReadonlyMap<string, ArrayLike<number>>;
}

/**
 * `ranked` (best first) with every answer after the first scored again as
 * (1 − weight) · score + weight · style, style being the mixed cosine of its track vector with the
 * reference's and the first answer's, mapped to 0–1. Scores stay 0–1 and never above the first's.
 */
export function rankByStyle<S extends StyledSection>(
  ranked: readonly S[],
  vectors: StyleVectors,
  settings: StyleRanking,
): S[] {
  const [first, ...rest] = ranked;
  if (!first || rest.length === 0 || settings.weight <= 0) return [...ranked];
  const anchors = styleAnchors(first.trackId, vectors, settings.referenceShare);
  if (anchors.length === 0) return [...ranked];
  const restyled = rest.map((section) => {
    const own = vectors.tracks.get(section.trackId);
    if (!own) return { section: { ...section }, rank: section.score };
    const style = anchors.reduce((sum, [anchor, share]) => sum + share * cosine(own, anchor), 0);
    const rank = Math.max(0, Math.min(1, (1 - settings.weight) * section.score + settings.weight * ((style + 1) / 2)));
    return { section: { ...section, score: Math.min(first.score, rank) }, rank };
  });
  // Ordered by the new score before it is capped at the first's: when the first answer is another
  // track (a catalog track's section) its score can be low, and capped scores would tie and fall
  // back to the order of track ids.
  restyled.sort((a, b) => b.rank - a.rank || a.section.trackId.localeCompare(b.section.trackId));
  return [first, ...restyled.map(({ section }) => section)];
}

/** The vectors the rest is compared with, with their shares (summing to 1). */
function styleAnchors(
  firstTrackId: string,
  vectors: StyleVectors,
  referenceShare: number,
): Array<[ArrayLike<number>, number]> {
  const first = vectors.tracks.get(firstTrackId);
  const { reference } = vectors;
  if (!reference) return first ? [[first, 1]] : [];
  if (!first) return [[reference, 1]];
  const share = Math.max(0, Math.min(1, referenceShare));
  const anchors: Array<[ArrayLike<number>, number]> = [
    [reference, share],
    [first, 1 - share],
  ];
  return anchors.filter(([, weight]) => weight > 0);
}
