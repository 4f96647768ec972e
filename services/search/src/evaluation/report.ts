/**
 * Prints the search-quality report (NDCG@10, MRR) as JSON for the in-process engine and, with
 * `--opensearch <url>`, for OpenSearch too (into throw-away indices, deleted afterwards).
 *   node dist/evaluation/report.js [--opensearch http://127.0.0.1:9200]
 */
import { InProcessSearchEngine } from '../adapters/in-process/in-process-engine';
import { OpenSearchEngine } from '../adapters/opensearch/opensearch-engine';
import type { SearchEngine } from '../domain/search-engine';
import { evaluate } from './evaluate';

async function main(): Promise<void> {
  const at = process.argv.indexOf('--opensearch');
  const engines: SearchEngine[] = [new InProcessSearchEngine()];
  const url = at >= 0 ? process.argv[at + 1] : undefined;
  const opensearch = url ? new OpenSearchEngine({ url, indexPrefix: `evaluation-${Date.now()}-` }) : undefined;
  if (opensearch) engines.push(opensearch);
  const results = [];
  for (const engine of engines) {
    const { details, ...summary } = await evaluate(engine);
    results.push({ ...summary, worst: details.slice(0, 5) });
  }
  await opensearch?.dropAll();
  await opensearch?.close();
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
