import { randomUUID } from 'node:crypto';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { InProcessSearchEngine } from '../src/adapters/in-process/in-process-engine';
import { OpenSearchEngine } from '../src/adapters/opensearch/opensearch-engine';
import { trackSearch, soundEffectSearch, type TrackSearchRequest } from '../src/domain/queries';
import type { SearchEngine } from '../src/domain/search-engine';
import { suggest } from '../src/domain/suggestions';
import { evaluateLoaded, loadCatalog, type Evaluation } from '../src/evaluation/evaluate';
import { fixtureCatalog, judgedQueries } from '../src/evaluation/judged-set';

const infra = locatedInfrastructure();

describeWith(['opensearch'], 'both engines on the fixture catalog', () => {
  const inProcess = new InProcessSearchEngine();
  const opensearch = new OpenSearchEngine({
    url: infra.opensearch!.url,
    indexPrefix: `it-${randomUUID().slice(0, 8)}-`,
  });
  const engines: SearchEngine[] = [inProcess, opensearch];

  beforeAll(async () => {
    for (const engine of engines) {
      await engine.start();
      await loadCatalog(engine, fixtureCatalog());
    }
  });
  afterAll(async () => {
    await opensearch.dropAll();
    await opensearch.close();
  });

  const sameTracks = async (request: TrackSearchRequest) => {
    const [expected, actual] = await Promise.all(engines.map((engine) => engine.searchTracks(trackSearch(request))));
    expect({ request, results: actual }).toEqual({ request, results: expected });
  };

  it('returns the same tracks, totals and aggregation counts for every judged query', async () => {
    for (const { query } of judgedQueries()) await sameTracks({ term: query, limit: 20 });
  });

  it('returns the same pages for filters and sorts', async () => {
    await sameTracks({});
    await sameTracks({ genreIds: ['genre-electronic'], limit: 60 });
    await sameTracks({ genreIds: ['genre-techno', 'genre-jazz'], moodIds: ['mood-dark', 'mood-happy'] });
    await sameTracks({ term: 'midnight', sort: 'title', order: 'desc' });
    await sameTracks({ term: 'piano', sort: 'date', offset: 3, limit: 5 });
    await sameTracks({ term: 'golden', order: 'desc' });
    await sameTracks({ sort: 'title', offset: 100, limit: 60 });
  });

  it('gives the same suggestions', async () => {
    for (const term of ['rel', 'mid', 'pi', 'gold', 'piano m', 'nora', 'elec', 'the night', 'xyz']) {
      const [expected, actual] = await Promise.all(engines.map((engine) => suggest(engine, term)));
      expect({ term, suggestions: actual }).toEqual({ term, suggestions: expected });
    }
  });

  it('finds the same sound effects', async () => {
    for (const request of [
      { term: 'door' },
      { term: 'rain heavy' },
      { term: 'nature', sort: 'length' as const },
      { sort: 'newest' as const, limit: 10 },
      { sort: 'title' as const, order: 'desc' as const, offset: 5, limit: 10 },
    ]) {
      const [expected, actual] = await Promise.all(
        engines.map((e) => e.searchSoundEffects(soundEffectSearch(request))),
      );
      expect({ request, results: actual }).toEqual({ request, results: expected });
    }
  });

  it('ranks the judged queries with NDCG@10 of at least 0.9 on OpenSearch, and reports both engines', async () => {
    const distributed = await evaluateLoaded(opensearch);
    const embedded = await evaluateLoaded(inProcess);
    const summary = (e: Evaluation) => ({ engine: e.engine, queries: e.queries, ndcg10: e.ndcg10, mrr: e.mrr });
    process.stdout.write(`search quality: ${JSON.stringify([summary(distributed), summary(embedded)])}\n`);
    expect(distributed.queries).toBeGreaterThanOrEqual(40);
    expect(distributed.ndcg10).toBeGreaterThanOrEqual(0.9);
    expect(distributed.mrr).toBeGreaterThanOrEqual(0.9);
    expect(summary(embedded)).toEqual({ ...summary(distributed), engine: 'in-process' });
  });
});
