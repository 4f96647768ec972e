/**
 * Which bars a short version or a loop should start on: phrase starts ranked by the analysis's
 * highlight scores over the phrase that follows (the chorus-like parts score highest).
 */
import { type BarGrid } from './bar-grid';

export interface BarScore {
  /** Seconds: the bar's downbeat in the analysis. */
  start: number;
  score: number;
}

export function highlightBars(grid: BarGrid, scores: BarScore[], phraseOffset: number, phraseBars = 4): number[] {
  const scoreOf = grid.bars.map((bar) => {
    let nearest: BarScore | undefined;
    for (const score of scores)
      if (!nearest || Math.abs(score.start - bar.start) < Math.abs(nearest.start - bar.start)) nearest = score;
    return nearest && Math.abs(nearest.start - bar.start) < 0.1 ? nearest.score : 0;
  });
  const starts = grid.bars
    .map((bar) => bar.index)
    .filter((index) => (((index - phraseOffset) % 4) + 4) % 4 === 0 && index + phraseBars <= grid.bars.length);
  const phraseScore = (index: number) =>
    scoreOf.slice(index, index + phraseBars).reduce((total, value) => total + value, 0) / phraseBars;
  return starts.sort((a, b) => phraseScore(b) - phraseScore(a));
}
