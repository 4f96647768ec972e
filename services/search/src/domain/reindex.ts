/**
 * `downbeat search reindex`: builds a new generation of each index and switches reads to it
 * atomically (an alias swap on OpenSearch), so no query fails in between.
 *
 * Source of truth: the catalog events the current index stores verbatim with each document.
 * They are exactly what the compacted catalog topics hold (the latest event per entity), so
 * re-deriving from them equals a replay from the beginning — but with a known end (a replay
 * through the event bus has no "caught up" signal) and without depending on catalog being up.
 * Live events keep flowing into both generations during the build; revisions decide which write
 * wins. Should an index be lost altogether, resetting the `search` consumer group replays the
 * topics into a fresh one (the indexer is idempotent).
 */
import { soundEffectDocument, trackDocument, type SoundEffectDocument, type TrackDocument } from './documents';
import type { IndexKind, RebuildProgress, SearchEngine } from './search-engine';

export interface ReindexOutcome {
  kind: IndexKind;
  generation: string;
  documents: number;
}

export async function reindex(
  engine: SearchEngine,
  kinds: IndexKind[],
  onProgress: (progress: RebuildProgress) => void = () => {},
): Promise<ReindexOutcome[]> {
  const outcomes: ReindexOutcome[] = [];
  for (const kind of kinds.length > 0 ? [...new Set(kinds)] : (['tracks', 'sound-effects'] as const)) {
    const result =
      kind === 'tracks'
        ? await engine.rebuild<TrackDocument>(kind, trackDocument, onProgress)
        : await engine.rebuild<SoundEffectDocument>(kind, soundEffectDocument, onProgress);
    outcomes.push({ kind, ...result });
  }
  return outcomes;
}
