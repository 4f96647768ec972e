/**
 * Search quality: the search service's judged query set (43 queries with the tracks that should
 * come first, over its fixture catalog) against both engines — OpenSearch and the embedded mode's
 * in-process index — reporting NDCG@10 and MRR for each, and OpenSearch relative to the
 * in-process engine measured in the same run.
 *
 *   npm run build && npm run bench:search-quality -w @downbeat/bench
 *   OPENSEARCH_URL (http://127.0.0.1:9200)
 *
 * Writes bench/results/search-quality.json. OpenSearch gets throw-away indices, deleted afterwards.
 */
import { findInfrastructure } from '@downbeat/testing';
import { evaluate, InProcessSearchEngine, type Evaluation } from '@downbeat/search';
import { OpenSearchEngine } from '@downbeat/search/dist/adapters/opensearch/opensearch-engine';
import { progress, writeResults } from './system';

const GOAL_NDCG10 = 0.9;

async function main(): Promise<void> {
  const { found } = await findInfrastructure(['opensearch']);
  if (!found.opensearch) throw new Error('OpenSearch is not reachable; run `npm run infra:up` first');

  progress('in-process engine: loading the fixture catalog and running the judged queries');
  const inProcess = await evaluate(new InProcessSearchEngine());
  const opensearch = new OpenSearchEngine({
    url: found.opensearch.url,
    indexPrefix: `bench-quality-${Date.now().toString(36)}-`,
    requestTimeoutMs: 10_000,
  });
  let onOpenSearch: Evaluation;
  try {
    progress(`OpenSearch at ${found.opensearch.url}: the same, into throw-away indices`);
    onOpenSearch = await evaluate(opensearch);
  } finally {
    await opensearch.dropAll();
    await opensearch.close();
  }

  const engines = [onOpenSearch, inProcess].map(({ details, ...summary }) => ({
    ...summary,
    worst: details.slice(0, 5),
  }));
  const differing = onOpenSearch.details.filter((detail) => {
    const twin = inProcess.details.find((other) => other.query === detail.query);
    return twin?.top.join() !== detail.top.join();
  });
  writeResults('search-quality', {
    settings: { queries: onOpenSearch.queries, cutoff: 10 },
    goals: { openSearchNdcg10AtLeast: GOAL_NDCG10 },
    engines,
    /** OpenSearch relative to the in-process engine (the baseline of this run). */
    ratios: { ndcg10: onOpenSearch.ndcg10 / inProcess.ndcg10, mrr: onOpenSearch.mrr / inProcess.mrr },
    queriesWithDifferentTop3: differing.map((detail) => detail.query),
    meetsGoals: onOpenSearch.ndcg10 >= GOAL_NDCG10,
  });
  console.table(
    engines.map((engine) => ({
      engine: engine.engine,
      queries: engine.queries,
      'NDCG@10': engine.ndcg10.toFixed(3),
      MRR: engine.mrr.toFixed(3),
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
