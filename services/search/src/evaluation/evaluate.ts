/**
 * The search-quality benchmark: loads the fixture catalog into an engine, runs every judged query
 * and reports NDCG@10 and MRR, overall and per kind of query. `bench/` can call `evaluate(engine)`
 * for each engine; `main()` prints a report for the in-process engine.
 */
import { soundEffectDocument, trackDocument } from '../domain/documents';
import { trackSearch } from '../domain/queries';
import type { SearchEngine } from '../domain/search-engine';
import { fixtureCatalog, judgedQueries, type FixtureCatalog, type JudgedQuery } from './judged-set';
import { mean, ndcgAt, reciprocalRank } from './metrics';

export interface QueryEvaluation {
  query: string;
  note: string;
  ndcg10: number;
  reciprocalRank: number;
  top: string[];
}

export interface Evaluation {
  engine: string;
  queries: number;
  ndcg10: number;
  mrr: number;
  byNote: Record<string, { queries: number; ndcg10: number; mrr: number }>;
  /** Worst first, for reading. */
  details: QueryEvaluation[];
}

export async function loadCatalog(engine: SearchEngine, catalog: FixtureCatalog = fixtureCatalog()): Promise<void> {
  for (const event of catalog.tracks) await engine.putTrack(trackDocument(event));
  for (const event of catalog.soundEffects) await engine.putSoundEffect(soundEffectDocument(event));
  await engine.refresh();
}

/** Runs the judged queries against an engine that already holds the fixture catalog. */
export async function evaluateLoaded(
  engine: SearchEngine,
  queries: JudgedQuery[] = judgedQueries(),
): Promise<Evaluation> {
  const details: QueryEvaluation[] = [];
  for (const judged of queries) {
    const { ids } = await engine.searchTracks(trackSearch({ term: judged.query, limit: 10 }));
    details.push({
      query: judged.query,
      note: judged.note,
      ndcg10: ndcgAt(10, ids, judged.relevant),
      reciprocalRank: reciprocalRank(ids, judged.relevant),
      top: ids.slice(0, 3),
    });
  }
  const byNote: Evaluation['byNote'] = {};
  for (const note of new Set(details.map((detail) => detail.note))) {
    const group = details.filter((detail) => detail.note === note);
    byNote[note] = {
      queries: group.length,
      ndcg10: mean(group.map((d) => d.ndcg10)),
      mrr: mean(group.map((d) => d.reciprocalRank)),
    };
  }
  return {
    engine: engine.name,
    queries: details.length,
    ndcg10: mean(details.map((d) => d.ndcg10)),
    mrr: mean(details.map((d) => d.reciprocalRank)),
    byNote,
    details: [...details].sort((a, b) => a.ndcg10 - b.ndcg10),
  };
}

/** Loads the fixture catalog into the (empty) engine, then evaluates. */
export async function evaluate(engine: SearchEngine): Promise<Evaluation> {
  await engine.start();
  await loadCatalog(engine);
  return evaluateLoaded(engine);
}
