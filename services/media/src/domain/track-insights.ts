import { HIGHLIGHT_SECONDS, highlightsFor } from '@downbeat/audio';
import { invalidArgument, notFound } from '@downbeat/platform';
import type { StoredAnalysis, TrackAnalyses } from './ports';

export const DEFAULT_HIGHLIGHT_SECONDS = 30;
export const MAX_HIGHLIGHT_DURATIONS = 5;
const TRACK_NOT_FOUND = 'Track was not found';

export interface HighlightAnswer {
  fromMs: number;
  toMs: number;
  durationSeconds: number;
}

/**
 * The durations of a popular-segments request (spec §8: up to 5, each 5 to 60 s, default 30), or
 * INVALID_ARGUMENT naming `duration`.
 */
export function highlightDurations(requested: number[]): number[] {
  const [min, max] = HIGHLIGHT_SECONDS;
  const problems: string[] = [];
  if (requested.length > MAX_HIGHLIGHT_DURATIONS)
    problems.push(`must be given at most ${MAX_HIGHLIGHT_DURATIONS} times`);
  if (requested.some((seconds) => !Number.isInteger(seconds) || seconds < min || seconds > max))
    problems.push(`each must be a whole number of seconds from ${min} to ${max}`);
  if (problems.length > 0) throw invalidArgument('Bad request', [{ key: 'duration', messages: problems }]);
  return requested.length > 0 ? requested : [DEFAULT_HIGHLIGHT_SECONDS];
}

/**
 * One highlight per duration, in request order: the best window of that length starting on a
 * downbeat (libs/audio `highlightsFor`). It lasts exactly the duration, so a duration longer than
 * the track's music has none.
 */
export function highlightsOf(stored: StoredAnalysis, durations: number[]): HighlightAnswer[] {
  return durations.flatMap((seconds) => {
    const [best] = highlightsFor(stored.analysis, seconds, 1);
    if (!best) return [];
    const fromMs = Math.round(best.start * 1000);
    return [{ fromMs, toMs: fromMs + seconds * 1000, durationSeconds: seconds }];
  });
}

/** Beats, highlights and the whole analysis of analysed tracks; NOT_FOUND for any other id. */
export class TrackInsights {
  constructor(private readonly analyses: TrackAnalyses) {}

  async analysis(trackId: string): Promise<StoredAnalysis> {
    const stored = await this.analyses.find(trackId);
    if (!stored) throw notFound(TRACK_NOT_FOUND);
    return stored;
  }

  async beats(trackId: string) {
    return (await this.analysis(trackId)).analysis.beats;
  }

  async highlights(trackId: string, requested: number[]): Promise<HighlightAnswer[]> {
    const durations = highlightDurations(requested);
    return highlightsOf(await this.analysis(trackId), durations);
  }
}
