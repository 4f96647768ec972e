/**
 * The OpenSearch request bodies of the vector index, and how its scores map back to the port's.
 * Pure: no client here.
 *
 * Every space is an index of the k-NN plugin with one `knn_vector` field on the Lucene engine
 * (HNSW): the faiss and nmslib engines need native libraries and must never be named. Lucene
 * scores a cosine neighbour (1 + cos) / 2 and an inner-product one ip + 1 (ip ≥ 0) or 1 / (1 − ip);
 * the exact `knn_score` script scores the same way, and `portScore` undoes both.
 */
import type { VectorFieldType, VectorFilter, VectorSimilarity, VectorSpace } from './port';

type Body = Record<string, unknown>;

export interface HnswParameters {
  /** Graph neighbours per node. */
  m: number;
  /** Candidates kept while inserting. */
  efConstruction: number;
  /** Candidates kept while searching (at least k). */
  efSearch: number;
}

export interface IndexLayout {
  shards: number;
  refreshIntervalMs: number;
  hnsw: HnswParameters;
}

const SPACE_TYPES: Record<VectorSimilarity, string> = { cosine: 'cosinesimil', 'inner-product': 'innerproduct' };
const FIELD_MAPPINGS: Record<VectorFieldType, Body> = {
  keyword: { type: 'keyword' },
  integer: { type: 'long' },
  float: { type: 'double' },
  boolean: { type: 'boolean' },
};

export const VECTOR_FIELD = 'vector';

export function fieldMappings(fields: VectorSpace['fields']): Body {
  return Object.fromEntries(Object.entries(fields).map(([field, type]) => [field, FIELD_MAPPINGS[type]]));
}

/** The space itself is kept in the mapping's `_meta`, so every process reads the same definition. */
export function spaceMeta(space: VectorSpace): Body {
  return { downbeat: { space } };
}

export function spaceOfMapping(mapping: Body | undefined): VectorSpace | null {
  const meta = mapping?._meta as { downbeat?: { space?: VectorSpace } } | undefined;
  return meta?.downbeat?.space ?? null;
}

export function indexDefinition(space: VectorSpace, layout: IndexLayout, alias: string): Body {
  return {
    settings: {
      index: {
        knn: true,
        number_of_shards: layout.shards,
        auto_expand_replicas: '0-1',
        refresh_interval: `${layout.refreshIntervalMs}ms`,
      },
    },
    mappings: {
      dynamic: 'strict',
      _meta: spaceMeta(space),
      properties: {
        [VECTOR_FIELD]: {
          type: 'knn_vector',
          dimension: space.dimensions,
          method: {
            name: 'hnsw',
            engine: 'lucene',
            space_type: SPACE_TYPES[space.similarity],
            parameters: { m: layout.hnsw.m, ef_construction: layout.hnsw.efConstruction },
          },
        },
        ...fieldMappings(space.fields),
      },
    },
    aliases: { [alias]: {} },
  };
}

const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** A checked filter as a bool query; undefined when it holds no clause. */
export function filterQuery(filter: VectorFilter): Body | undefined {
  const must = Object.entries(filter.must ?? {}).map(([field, values]) => ({ terms: { [field]: asList(values) } }));
  const ranges = Object.entries(filter.range ?? {}).map(([field, range]) => ({ range: { [field]: range } }));
  const mustNot = Object.entries(filter.mustNot ?? {}).map(([field, values]) => ({
    terms: { [field]: asList(values) },
  }));
  if (must.length + ranges.length + mustNot.length === 0) return undefined;
  return { bool: { filter: [...must, ...ranges], must_not: mustNot } };
}

/**
 * What a search returns of each hit: its fields from the stored document, or nothing (reading and
 * filtering 50 stored documents, vector included, is about a third of a 50-hit search).
 */
const hitSource = (withFields: boolean) => (withFields ? { excludes: [VECTOR_FIELD] } : false);

/** Approximate: Lucene's HNSW with the filter applied while the graph is searched. */
export function nearestBody(
  vector: Float32Array,
  k: number,
  filter: VectorFilter,
  efSearch: number,
  withFields = true,
): Body {
  const query = filterQuery(filter);
  return {
    size: k,
    _source: hitSource(withFields),
    query: {
      knn: {
        [VECTOR_FIELD]: {
          vector: Array.from(vector),
          // Lucene keeps k candidates per segment: asking for more is its ef_search.
          k: Math.max(k, efSearch),
          ...(query ? { filter: query } : {}),
        },
      },
    },
  };
}

/** Exact: every document passing the filter scored by the k-NN plugin's `knn_score` script. */
export function exactNearestBody(
  vector: Float32Array,
  k: number,
  filter: VectorFilter,
  similarity: VectorSimilarity,
  withFields = true,
): Body {
  return {
    size: k,
    _source: hitSource(withFields),
    query: {
      script_score: {
        query: filterQuery(filter) ?? { match_all: {} },
        script: {
          source: 'knn_score',
          lang: 'knn',
          params: { field: VECTOR_FIELD, query_value: Array.from(vector), space_type: SPACE_TYPES[similarity] },
        },
      },
    },
  };
}

/** OpenSearch's score of a neighbour as the port's: cosine similarity or dot product. */
export function portScore(similarity: VectorSimilarity, score: number): number {
  if (similarity === 'cosine') return 2 * score - 1;
  return score >= 1 ? score - 1 : 1 - 1 / score;
}
