/**
 * The vectors port and its adapters. The contract suite lives in vector-index.contract.ts and is
 * not exported here: it needs jest, which the runtime build must not.
 */
export * from './port';
export { MAX_DIMENSIONS, MAX_K } from './validation';
export { SqliteVectorIndex, type SqliteVectorIndexOptions } from './sqlite-vector-index';
export { OpenSearchVectorIndex, DEFAULT_HNSW, type OpenSearchVectorIndexOptions } from './opensearch-vector-index';
export type { HnswParameters } from './opensearch-bodies';
