import { expect, it } from '@jest/globals';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { OpenSearchVectorIndex } from '../src/vectors/opensearch-vector-index';
import { describeVectorIndexContract } from '../src/vectors/vector-index.contract';
import { uniqueRunName } from './run-name';

const url = locatedInfrastructure().opensearch?.url ?? '';
const indexPrefix = `${uniqueRunName('platform-it')}-`.toLowerCase();

describeWith(['opensearch'], 'OpenSearchVectorIndex against a real node with the k-NN plugin', () => {
  describeVectorIndexContract('opensearch', async () => {
    // A short refresh interval: each write waits for the refresh that makes it searchable.
    const index = new OpenSearchVectorIndex({ url, indexPrefix, refreshIntervalMs: 100 });
    await index.start();
    return index;
  });

  it('creates Lucene HNSW fields only (the faiss and nmslib engines have no native libraries here)', async () => {
    const index = new OpenSearchVectorIndex({ url, indexPrefix });
    await index.ensureSpace('engine-check', { dimensions: 3, similarity: 'cosine', fields: {} });
    const response = await fetch(`${url}/${index.alias('engine-check')}/_mapping`);
    const mapping = Object.values(
      (await response.json()) as Record<string, { mappings: { properties: Record<string, unknown> } }>,
    )[0]!;
    expect(mapping.mappings.properties.vector).toMatchObject({
      type: 'knn_vector',
      method: { engine: 'lucene', name: 'hnsw' },
    });
    await index.dropSpace('engine-check');
    await index.stop();
  });

  it('fails fast as unavailable when the node cannot be reached', async () => {
    const index = new OpenSearchVectorIndex({ url: 'http://127.0.0.1:1', indexPrefix, requestTimeoutMs: 500 });
    const started = Date.now();
    await expect(index.start()).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(index.count('anything')).rejects.toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await index.stop();
  });
});
