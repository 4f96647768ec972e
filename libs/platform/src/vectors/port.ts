/**
 * The vectors port: named spaces of fixed-length vectors, each with a few filterable fields, asked
 * for their nearest neighbours. Adapters: `SqliteVectorIndex` (embedded mode: every write committed
 * to a SQLite file, searched in memory) and `OpenSearchVectorIndex` (distributed mode: the k-NN
 * plugin's Lucene HNSW). Both honour vector-index.contract.ts.
 *
 * Scores are the same numbers in both adapters: cosine similarity in [-1, 1] for a `cosine` space,
 * the plain dot product for an `inner-product` space; higher is nearer.
 */

/** How nearness is measured. `cosine` ignores lengths; `inner-product` is for vectors whose length means something. */
export type VectorSimilarity = 'cosine' | 'inner-product';

/** The type of a filterable field: `keyword` (exact strings), `integer`, `float`, `boolean`. */
export type VectorFieldType = 'keyword' | 'integer' | 'float' | 'boolean';

export interface VectorSpace {
  /** Length of every vector, 1 to 4096. Never changes for a space. */
  dimensions: number;
  /** Never changes for a space. */
  similarity: VectorSimilarity;
  /**
   * The fields documents may carry and filters may name (letters, digits and `_`, starting with a
   * letter). A field may be added to an existing space later; its type never changes.
   */
  fields: Record<string, VectorFieldType>;
}

export type VectorFieldValue = string | number | boolean;

/** A field holds one value or several (a keyword array: genres, moods); a missing field holds none. */
export type VectorFields = Record<string, VectorFieldValue | VectorFieldValue[]>;

export interface VectorDocument {
  /** Unique in its space, 1 to 512 characters. */
  id: string;
  /** `dimensions` finite numbers, stored as 32-bit floats; not all zero in a cosine space. */
  vector: Float32Array | number[];
  fields: VectorFields;
}

/** Bounds of a numeric field, each optional and inclusive unless named `gt`/`lt`. */
export interface VectorRange {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

/**
 * Which documents a search, count or removal considers. Every clause must hold:
 * - `must: { genre: 'rock' }`: the field holds that value (one of its values, for an array field);
 *   `must: { genre: ['rock', 'pop'] }`: it holds at least one of them;
 * - `mustNot`: the same test, negated (a document without the field passes);
 * - `range: { bpm: { gte: 90, lt: 120 } }`: a numeric field has a value within the bounds.
 * Fields must be declared by the space, values of their type.
 */
export interface VectorFilter {
  must?: Record<string, VectorFieldValue | VectorFieldValue[]>;
  mustNot?: Record<string, VectorFieldValue | VectorFieldValue[]>;
  range?: Record<string, VectorRange>;
}

export interface NearestQuery {
  vector: Float32Array | number[];
  /** How many neighbours, 1 to 10,000. */
  k: number;
  /**
   * Applied during the search: the answer holds `k` documents whenever at least `k` pass the filter
   * (never "k nearest, then filtered").
   */
  filter?: VectorFilter;
  /** Exact nearest neighbours by scoring every document that passes the filter (slower; recall 1). */
  exact?: boolean;
  /**
   * `false`: neighbours come with empty `fields`, for callers that need ids and scores only
   * (OpenSearch then reads no stored document per hit: about a third of a 50-hit search).
   */
  withFields?: boolean;
}

export interface Neighbour {
  id: string;
  /** Cosine similarity in [-1, 1] (cosine space) or dot product (inner-product space). */
  score: number;
  fields: VectorFields;
}

/** What compaction did: the parts a search walks (OpenSearch: segments) before and after. */
export interface CompactedSpace {
  partsBefore: number;
  partsAfter: number;
}

/**
 * Errors are DomainErrors: `invalid-argument` for a malformed name, document, filter or query
 * (wrong length, unknown field, value of the wrong type…), `failed-precondition` for a space that
 * does not exist or whose dimensions or similarity would change, `unavailable` when the store does
 * not answer (nothing was written, or the write may be retried: every write is idempotent).
 */
export interface VectorIndex {
  /** Opens the store (the embedded index loads every space into memory); every other call needs it. */
  start(): Promise<void>;
  /** Creates the space, or checks that it exists as described (and adds new fields). Idempotent. */
  ensureSpace(name: string, space: VectorSpace): Promise<void>;
  /** The space as stored, or null. */
  describeSpace(name: string): Promise<VectorSpace | null>;
  /** Deletes the space and everything in it; false when there was none. */
  dropSpace(name: string): Promise<boolean>;
  /**
   * Inserts or replaces documents by id (the whole document). When the promise resolves they are
   * durable (committed to SQLite / fsynced to OpenSearch's translog) and every later search sees them.
   * Every document is checked first: one invalid document writes none.
   */
  upsert(name: string, documents: VectorDocument[]): Promise<void>;
  /** Deletes documents by id (unknown ids are ignored); durable and invisible to searches when it resolves. */
  remove(name: string, ids: string[]): Promise<void>;
  /** Deletes every document passing a non-empty filter; returns how many. */
  removeWhere(name: string, filter: VectorFilter): Promise<number>;
  /** The `k` nearest documents passing the filter, nearest first (equal scores by id). */
  nearest(name: string, query: NearestQuery): Promise<Neighbour[]>;
  /** The stored documents with these ids, in the order asked, unknown ids left out; vectors as Float32Array. */
  get(name: string, ids: string[]): Promise<VectorDocument[]>;
  count(name: string, filter?: VectorFilter): Promise<number>;
  /**
   * Maintenance after a bulk load or a re-description: brings the space into its fastest shape to
   * search and resolves when it is there. OpenSearch merges the space's segments into one (every
   * segment is an HNSW graph of its own that each search walks: 15 segments cost 2–3× one);
   * the embedded index finishes building its partitions. Searches and writes keep working
   * meanwhile; it costs time in proportion to the space (about a minute per 100,000 vectors of
   * 286 dimensions on OpenSearch), so it is for after many writes, not after each.
   */
  compact(name: string): Promise<CompactedSpace>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}
