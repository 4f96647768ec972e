import { randomUUID } from 'node:crypto';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { OpenSearchEngine } from '../src/adapters/opensearch/opensearch-engine';
import { describeSearchEngineContract } from '../src/domain/search-engine.contract';

const infra = locatedInfrastructure();

describeWith(['opensearch'], 'OpenSearch search engine', () => {
  describeSearchEngineContract('opensearch', async () => {
    const engine = new OpenSearchEngine({ url: infra.opensearch!.url, indexPrefix: `it-${randomUUID().slice(0, 8)}-` });
    // The contract closes the engine; the indices go first.
    const close = engine.close.bind(engine);
    engine.close = async () => {
      await engine.dropAll();
      await close();
    };
    return engine;
  });
});
