/**
 * How answers are scored, the same way for the service's answers through the API, the offline
 * baselines and the Python peer: per set and split.
 */
import type { Split } from '../beats/midi-set';
import type { BenchPiece, SetName } from './catalog';

/** One similar-sections answer to an excerpt of `source` cut at `offset` seconds. */
export interface SectionAnswer {
  source: string;
  offset: number;
  /** Pieces in rank order with the start (seconds) of their section; unknown tracks as null. */
  ranked: Array<{ piece: string | null; start: number }>;
}

/** One similar-tracks answer: pieces in rank order. */
export interface TrackAnswer {
  source: string;
  ranked: Array<string | null>;
}

export interface SectionScores {
  queries: number;
  /** The source ranked first. */
  sourceFirst: number;
  /** The source's section (at whatever rank) starts within one beat of where the excerpt was cut. */
  startWithinBeat: number;
  /** Both: ranked first and placed within a beat. */
  firstAndPlaced: number;
  /**
   * Placed within a beat of the true offset, or on a place where the source plays the same audio
   * (`repeats`: its master's samples there equal those at the true offset to ≤ −30 dB, repeats.ts):
   * the excerpt could have been cut from either, so no system can tell them apart.
   */
  placedOrRepeat?: number;
  /** Another piece of the same genre among the first two (synthesised sets: the same style in either). */
  sameGenreInTop2: number;
}

export interface TrackScores {
  queries: number;
  /** Share of the first five that are other pieces of the same set and genre. */
  precisionAt5: number;
  /** The same, out of min(5, same-genre pieces there are to find): 1 is the best possible. */
  precisionAt5Attainable: number;
  /** Expected precision@5 of a random ranking of the other pieces. */
  chance: number;
}

export type Grouped<T> = Record<string, Partial<Record<Split | 'all', T>>>;

const round = (value: number) => Math.round(value * 1000) / 1000;
/**
 * Which labels are comparable: the demo catalog and the generated set come from one synthesiser
 * and share its eight styles (a generated house track is as much "house" as a demo one).
 */
export const family = (piece: BenchPiece) => (piece.set === 'generated' ? 'demo' : piece.set);
const sameGenre = (a: BenchPiece, b: BenchPiece | undefined) =>
  b !== undefined && b.name !== a.name && family(b) === family(a) && b.genre === a.genre;

export function scoreSections(
  answers: SectionAnswer[],
  pieces: Map<string, BenchPiece>,
  /** The source's beat period, seconds. */
  beatPeriods: Map<string, number>,
  /** Whether the source plays the same audio from `found` as from `truth` (seconds). */
  repeats?: (source: string, truth: number, found: number) => boolean,
): Grouped<SectionScores> {
  return grouped(answers, pieces, (group) => {
    let first = 0;
    let placed = 0;
    let both = 0;
    let genre = 0;
    let repeat = 0;
    for (const answer of group) {
      const source = pieces.get(answer.source)!;
      const period = beatPeriods.get(answer.source) ?? 0.5;
      const own = answer.ranked.find((entry) => entry.piece === answer.source);
      const isFirst = answer.ranked[0]?.piece === answer.source;
      const isPlaced = own !== undefined && Math.abs(own.start - answer.offset) <= period;
      first += isFirst ? 1 : 0;
      placed += isPlaced ? 1 : 0;
      both += isFirst && isPlaced ? 1 : 0;
      repeat += isPlaced || (own !== undefined && repeats?.(answer.source, answer.offset, own.start)) ? 1 : 0;
      genre += answer.ranked.slice(0, 2).some((entry) => sameGenre(source, pieces.get(entry.piece ?? ''))) ? 1 : 0;
    }
    const n = group.length;
    return {
      queries: n,
      sourceFirst: round(first / n),
      startWithinBeat: round(placed / n),
      firstAndPlaced: round(both / n),
      ...(repeats ? { placedOrRepeat: round(repeat / n) } : {}),
      sameGenreInTop2: round(genre / n),
    };
  });
}

export function scoreTracks(answers: TrackAnswer[], pieces: Map<string, BenchPiece>): Grouped<TrackScores> {
  const all = [...pieces.values()];
  return grouped(answers, pieces, (group) => {
    let precision = 0;
    let attainable = 0;
    let chance = 0;
    for (const answer of group) {
      const source = pieces.get(answer.source)!;
      const hits = answer.ranked.slice(0, 5).filter((piece) => sameGenre(source, pieces.get(piece ?? ''))).length;
      const findable = all.filter((piece) => sameGenre(source, piece)).length;
      precision += hits / 5;
      attainable += findable > 0 ? hits / Math.min(5, findable) : 0;
      chance += findable / (all.length - 1);
    }
    const n = group.length;
    return {
      queries: n,
      precisionAt5: round(precision / n),
      precisionAt5Attainable: round(attainable / n),
      chance: round(chance / n),
    };
  });
}

export function grouped<A extends { source: string }, T>(
  answers: A[],
  pieces: Map<string, BenchPiece>,
  score: (group: A[]) => T,
): Grouped<T> {
  const result: Grouped<T> = {};
  const sets = [...new Set(answers.map((answer) => pieces.get(answer.source)!.set))] as SetName[];
  for (const set of sets) {
    result[set] = {};
    for (const split of ['tuning', 'held-out', 'all'] as const) {
      const group = answers.filter((answer) => {
        const piece = pieces.get(answer.source)!;
        return piece.set === set && (split === 'all' || piece.split === split);
      });
      if (group.length > 0) result[set]![split] = score(group);
    }
  }
  return result;
}
