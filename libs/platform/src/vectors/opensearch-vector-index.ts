/**
 * The distributed mode's vector index on OpenSearch's k-NN plugin (Lucene HNSW only); the only
 * module that imports the OpenSearch client here.
 *
 * A space is the index `<prefix><name>-v1` behind the alias `<prefix><name>`, its definition in the
 * mapping's `_meta`. Writes go through the alias with `require_alias`, so a write to a dropped
 * space fails instead of auto-creating an index without vectors. A write resolves when OpenSearch
 * has fsynced it to the translog (the default `index.translog.durability: request`) and a refresh
 * has made it searchable (`refresh=wait_for`; a batch of more than one bulk request is followed by
 * one explicit refresh instead).
 */
import { Client, errors } from '@opensearch-project/opensearch';
import { DomainError, invalidArgument, unavailable } from '../errors/domain-error';
import { callOpenSearch, isClusterDown, isClusterHealthy, isTransientStatus } from '../opensearch/requests';
import {
  exactNearestBody,
  fieldMappings,
  filterQuery,
  indexDefinition,
  nearestBody,
  portScore,
  spaceMeta,
  spaceOfMapping,
  VECTOR_FIELD,
  type HnswParameters,
} from './opensearch-bodies';
import type {
  CompactedSpace,
  NearestQuery,
  Neighbour,
  VectorDocument,
  VectorFields,
  VectorFilter,
  VectorIndex,
  VectorSpace,
} from './port';
import {
  checkDocuments,
  checkFilter,
  checkIds,
  checkQuery,
  checkSpace,
  checkSpaceName,
  isEmptyFilter,
  mergeSpaces,
  sameSpace,
  unknownSpace,
  type CheckedDocument,
} from './validation';

export interface OpenSearchVectorIndexOptions {
  url: string;
  /** Prefix of every space's alias and index; tests and benchmarks use their own. */
  indexPrefix?: string;
  /** Searches fail after this long: a down cluster answers 'unavailable' quickly. */
  requestTimeoutMs?: number;
  /** Writes and space changes, which may legitimately take longer. */
  maintenanceTimeoutMs?: number;
  /** Primary shards of a new space (1: a shard holds millions of vectors). */
  shards?: number;
  /** How soon a write becomes searchable, and how long `upsert` may wait for it. */
  refreshIntervalMs?: number;
  /** HNSW parameters: m and efConstruction apply to new spaces, efSearch to every search. */
  hnsw?: Partial<HnswParameters>;
  /** How long a space's definition is trusted before it is read again (other processes may add fields). */
  spaceCacheMs?: number;
  /** How long `compact` waits for the merge (the merge itself goes on if it gives up). */
  compactTimeoutMs?: number;
}

/** Measured in bench/vectors (100,000 × 200, recall@10 ≥ 0.98): see bench/README.md. */
export const DEFAULT_HNSW: HnswParameters = { m: 16, efConstruction: 128, efSearch: 100 };
const BULK_DOCUMENTS = 500;

type Body = Record<string, unknown>;
interface Hit {
  _id: string;
  _score: number;
  /** Absent when the search asked for no fields. */
  _source: Body;
}

export class OpenSearchVectorIndex implements VectorIndex {
  private readonly client: Client;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly maintenanceTimeoutMs: number;
  private readonly shards: number;
  private readonly refreshIntervalMs: number;
  private readonly hnsw: HnswParameters;
  private readonly cacheMs: number;
  private readonly compactTimeoutMs: number;
  private readonly spaces = new Map<string, { space: VectorSpace; at: number }>();

  constructor(options: OpenSearchVectorIndexOptions) {
    this.prefix = options.indexPrefix ?? 'downbeat-vectors-';
    this.timeoutMs = options.requestTimeoutMs ?? 2_000;
    this.maintenanceTimeoutMs = options.maintenanceTimeoutMs ?? 30_000;
    this.shards = options.shards ?? 1;
    this.refreshIntervalMs = options.refreshIntervalMs ?? 1_000;
    this.hnsw = { ...DEFAULT_HNSW, ...options.hnsw };
    this.cacheMs = options.spaceCacheMs ?? 5_000;
    this.compactTimeoutMs = options.compactTimeoutMs ?? 30 * 60_000;
    this.client = new Client({ node: options.url, requestTimeout: this.timeoutMs, maxRetries: 0 });
  }

  /** Nothing to open: each call connects. Fails as `unavailable` when the cluster does not answer. */
  async start(): Promise<void> {
    if (!(await this.isHealthy())) throw unavailable('the vector index (OpenSearch) does not answer');
  }

  async ensureSpace(name: string, space: VectorSpace): Promise<void> {
    checkSpaceName(name);
    const wanted = checkSpace(space);
    let stored = await this.describeSpace(name);
    if (!stored) {
      const layout = { shards: this.shards, refreshIntervalMs: this.refreshIntervalMs, hnsw: this.hnsw };
      const body = await this.request(
        'PUT',
        `/${this.alias(name)}-v1`,
        indexDefinition(wanted, layout, this.alias(name)),
        [400],
      );
      const error = body.error as { type?: string } | undefined;
      if (!error) return this.remember(name, wanted);
      if (error.type !== 'resource_already_exists_exception')
        throw new DomainError('internal', `cannot create vector space ${name}: ${JSON.stringify(error)}`);
      stored = await this.describeSpace(name, { fresh: true }); // another process created it first
      if (!stored) throw unavailable(`vector space ${name} is being created; try again`);
    }
    const merged = mergeSpaces(name, stored, wanted);
    if (sameSpace(merged, stored)) return;
    await this.request('PUT', `/${this.alias(name)}/_mapping`, {
      _meta: spaceMeta(merged),
      properties: fieldMappings(merged.fields),
    });
    this.remember(name, merged);
  }

  async describeSpace(name: string, options: { fresh?: boolean } = {}): Promise<VectorSpace | null> {
    checkSpaceName(name);
    const cached = this.spaces.get(name);
    if (cached && !options.fresh && Date.now() - cached.at < this.cacheMs) return cached.space;
    const body = await this.request('GET', `/${this.alias(name)}/_mapping`, undefined, [404]);
    const index = Object.values(body).find((value) => typeof value === 'object' && value && 'mappings' in value) as
      { mappings: Body } | undefined;
    const space = spaceOfMapping(index?.mappings);
    if (space) this.remember(name, space);
    else this.spaces.delete(name);
    return space;
  }

  async dropSpace(name: string): Promise<boolean> {
    checkSpaceName(name);
    this.spaces.delete(name);
    const body = await this.request('GET', `/_alias/${this.alias(name)}`, undefined, [404]);
    const indices = Object.keys(body).filter((key) => key !== 'error' && key !== 'status');
    if (indices.length === 0) return false;
    await this.request('DELETE', `/${indices.join(',')}`, undefined, [404]);
    return true;
  }

  async upsert(name: string, documents: VectorDocument[]): Promise<void> {
    const checked = checkDocuments(await this.space(name), documents);
    await this.bulk(
      name,
      checked.flatMap((document) => [{ index: { _index: this.alias(name), _id: document.id } }, sourceOf(document)]),
    );
  }

  async remove(name: string, ids: string[]): Promise<void> {
    await this.space(name);
    await this.bulk(
      name,
      checkIds(ids).map((id) => ({ delete: { _index: this.alias(name), _id: id } })),
    );
  }

  async removeWhere(name: string, filter: VectorFilter): Promise<number> {
    const checked = checkFilter(await this.space(name), filter);
    if (isEmptyFilter(checked))
      throw invalidArgument('removeWhere needs a filter; drop the space to remove everything', [
        { key: 'filter', messages: ['empty'] },
      ]);
    const body = await this.request(
      'POST',
      `/${this.alias(name)}/_delete_by_query`,
      { query: filterQuery(checked) ?? { match_all: {} } },
      [],
      { refresh: true, conflicts: 'proceed' },
    );
    return Number(body.deleted ?? 0);
  }

  async nearest(name: string, query: NearestQuery): Promise<Neighbour[]> {
    const space = await this.space(name);
    const { vector, k, filter } = checkQuery(space, query);
    const withFields = query.withFields !== false;
    const body = query.exact
      ? exactNearestBody(vector, k, filter, space.similarity, withFields)
      : nearestBody(vector, k, filter, this.hnsw.efSearch, withFields);
    const result = await this.request('POST', `/${this.alias(name)}/_search`, body, [], {}, undefined, this.timeoutMs);
    const hits = (result.hits as { hits: Hit[] }).hits;
    return hits
      .map((hit) => ({
        id: hit._id,
        score: portScore(space.similarity, hit._score),
        fields: withFields ? fieldsOf(hit._source) : {},
      }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async get(name: string, ids: string[]): Promise<VectorDocument[]> {
    await this.space(name);
    if (checkIds(ids).length === 0) return [];
    const body = await this.request('POST', `/${this.alias(name)}/_mget`, { ids }, [], {}, undefined, this.timeoutMs);
    const docs = body.docs as Array<{ _id: string; found?: boolean; _source?: Body }>;
    return docs
      .filter((doc) => doc.found && doc._source)
      .map((doc) => ({
        id: doc._id,
        vector: Float32Array.from(doc._source![VECTOR_FIELD] as number[]),
        fields: fieldsOf(doc._source!),
      }));
  }

  async count(name: string, filter?: VectorFilter): Promise<number> {
    const checked = checkFilter(await this.space(name), filter);
    const body = await this.request(
      'POST',
      `/${this.alias(name)}/_count`,
      { query: filterQuery(checked) ?? { match_all: {} } },
      [],
      {},
      undefined,
      this.timeoutMs,
    );
    return Number(body.count);
  }

  /**
   * A force-merge to one segment: each segment holds an HNSW graph of its own and every search walks
   * them all, so a space loaded in many refreshes answers 2–3× slower than one merged. The old
   * segments answer until the merged one is refreshed in; the merge rebuilds the whole graph.
   */
  async compact(name: string): Promise<CompactedSpace> {
    await this.space(name);
    const partsBefore = await this.segmentCount(name);
    if (partsBefore > 1) {
      await this.request(
        'POST',
        `/${this.alias(name)}/_forcemerge`,
        undefined,
        [],
        { max_num_segments: 1 },
        undefined,
        this.compactTimeoutMs,
      );
      await this.request('POST', `/${this.alias(name)}/_refresh`);
    }
    return { partsBefore, partsAfter: await this.segmentCount(name) };
  }

  isHealthy(): Promise<boolean> {
    return isClusterHealthy(this.client, this.timeoutMs);
  }

  async stop(): Promise<void> {
    await this.client.close();
  }

  alias(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** Searchable segments of the space's primaries. */
  private async segmentCount(name: string): Promise<number> {
    const body = await this.request('GET', `/${this.alias(name)}/_stats/segments`);
    const indices = Object.values(
      (body.indices ?? {}) as Record<string, { primaries: { segments: { count: number } } }>,
    );
    return indices.reduce((sum, index) => sum + index.primaries.segments.count, 0);
  }

  private remember(name: string, space: VectorSpace): void {
    this.spaces.set(name, { space, at: Date.now() });
  }

  private async space(name: string): Promise<VectorSpace> {
    const space = await this.describeSpace(name);
    if (!space) throw unknownSpace(name);
    return space;
  }

  /**
   * Bulk writes in requests of BULK_DOCUMENTS documents. One request waits for the refresh that
   * makes it searchable; several (a bulk load) are followed by one refresh of the space.
   */
  private async bulk(name: string, lines: Body[]): Promise<void> {
    const perRequest = lines.some((line) => 'index' in line) ? BULK_DOCUMENTS * 2 : BULK_DOCUMENTS;
    const requests = Math.ceil(lines.length / perRequest);
    for (let at = 0; at < lines.length; at += perRequest) {
      const body = await this.request(
        'POST',
        '/_bulk',
        undefined,
        [],
        {
          require_alias: true,
          refresh: requests === 1 ? 'wait_for' : false,
        },
        lines.slice(at, at + perRequest),
      );
      this.throwItemErrors(name, body);
    }
    if (requests > 1) await this.request('POST', `/${this.alias(name)}/_refresh`);
  }

  private throwItemErrors(name: string, body: Body): void {
    if (!body.errors) return;
    const items = body.items as Array<Record<string, { status: number; error?: { type?: string } }>>;
    const failed = items.flatMap((item) => Object.values(item)).filter((item) => item.error);
    if (failed.length === 0) return;
    const { status, error } = failed[0]!;
    if (error?.type === 'index_not_found_exception') {
      this.spaces.delete(name);
      throw unknownSpace(name);
    }
    const message = `vector write to ${name} failed for ${failed.length} documents: ${JSON.stringify(error)}`;
    throw isTransientStatus(status) ? unavailable(message) : new DomainError('internal', message);
  }

  private async request(
    method: string,
    path: string,
    body?: Body,
    ignore: number[] = [],
    querystring: Record<string, unknown> = {},
    bulkBody?: Body[],
    timeoutMs = this.maintenanceTimeoutMs,
  ): Promise<Body> {
    try {
      return await callOpenSearch(this.client, { method, path, body, bulkBody, ignore, querystring, timeoutMs });
    } catch (error) {
      throw translate(error, method, path);
    }
  }
}

function sourceOf(document: CheckedDocument): Body {
  return { [VECTOR_FIELD]: Array.from(document.vector), ...document.fields };
}

function fieldsOf(source: Body): VectorFields {
  const { [VECTOR_FIELD]: _vector, ...fields } = source;
  return fields as VectorFields;
}

/** Connection trouble, timeouts and 5xx/429 are 'unavailable'; a missing space 'failed-precondition'. */
function translate(error: unknown, method: string, path: string): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof errors.ResponseError) {
    const type = (error.body as { error?: { type?: string } } | undefined)?.error?.type;
    if (type === 'index_not_found_exception')
      return new DomainError('failed-precondition', `no vector space behind ${path}: create it with ensureSpace first`);
  }
  if (isClusterDown(error)) return unavailable('the vector index (OpenSearch) is temporarily unavailable', error);
  return new DomainError('internal', `OpenSearch ${method} ${path} failed`, [], { cause: error });
}
