/**
 * The distributed mode's search engine on OpenSearch; the only module that talks to the client.
 *
 * Each kind of document lives in a versioned index (`<alias>-v<n>`) behind a read alias
 * (`<alias>`). A rebuild creates `<alias>-v<n+1>`, marks it with the alias `<alias>-next` so that
 * every indexer writes there too, copies the stored catalog events over, and swaps the read alias
 * in one atomic `_aliases` call. Tracks and sound effects carry a counted popularity and are written
 * with scripted updates that compare the catalog revision (scripted-writes.ts): an older revision
 * never overwrites a newer one, whatever order the copy and the live events arrive in.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@opensearch-project/opensearch';
import {
  callOpenSearch,
  DomainError,
  isClusterDown,
  isClusterHealthy,
  isTransientStatus,
  unavailable,
} from '@downbeat/platform';
import type { SoundEffectDocument, TrackDocument } from '../../domain/documents';
import type { SoundEffectSearch, TrackSearch } from '../../domain/queries';
import type {
  Candidate,
  FacetCount,
  IndexKind,
  RebuildProgress,
  SearchEngine,
  SoundEffectResults,
  SuggestionCandidates,
  SuggestionQuery,
  TrackResults,
} from '../../domain/search-engine';
import { FACET_SEPARATOR, soundEffectIndex, trackIndex } from './index-definitions';
import { soundEffectSearchBody, suggestionBody, trackSearchBodies } from './queries';
import { copyLines, throwBulkErrors, type StoredHit } from './bulk';
import { popularityUpdate, RETRY_ON_CONFLICT, soundEffectUpdate, trackUpdate } from './scripted-writes';

export interface OpenSearchEngineOptions {
  url: string;
  /** Prefix of the aliases and indices (`<prefix>tracks`, `<prefix>sound-effects`). */
  indexPrefix?: string;
  /** Queries fail after this long: a down cluster answers 'unavailable' quickly. */
  requestTimeoutMs?: number;
  /** Writes, index creation and reindex steps, which may legitimately take longer. */
  maintenanceTimeoutMs?: number;
  /** How long an indexer may go on believing no rebuild is under way. */
  nextIndexCacheMs?: number;
}

type Body = Record<string, unknown>;
interface Bucket {
  key: string;
  doc_count: number;
}

const definitions = { tracks: trackIndex, 'sound-effects': soundEffectIndex } as const;
const COPY_BATCH = 500;

export class OpenSearchEngine implements SearchEngine {
  readonly name = 'opensearch';
  private readonly client: Client;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly maintenanceTimeoutMs: number;
  private readonly nextCacheMs: number;
  private started: Promise<void> | undefined;
  private readonly nextIndex = new Map<IndexKind, { index: string | undefined; at: number }>();

  constructor(options: OpenSearchEngineOptions) {
    this.timeoutMs = options.requestTimeoutMs ?? 2_000;
    this.maintenanceTimeoutMs = options.maintenanceTimeoutMs ?? 30_000;
    this.nextCacheMs = options.nextIndexCacheMs ?? 1_000;
    this.prefix = options.indexPrefix ?? 'downbeat-';
    this.client = new Client({ node: options.url, requestTimeout: this.timeoutMs, maxRetries: 0 });
  }

  alias(kind: IndexKind): string {
    return `${this.prefix}${kind}`;
  }

  /** Creates the indices once; every write and query waits for it, so no index is auto-created by a write. */
  start(): Promise<void> {
    this.started ??= this.createIndices().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async createIndices(): Promise<void> {
    for (const kind of ['tracks', 'sound-effects'] as const) {
      if (await this.exists(`/_alias/${this.alias(kind)}`)) {
        // Fields added since the index was made (strict mappings refuse unknown ones): adding is allowed.
        await this.request('PUT', `/${this.alias(kind)}/_mapping`, {
          properties: definitions[kind].mappings.properties,
        });
        continue;
      }
      const index = `${this.alias(kind)}-v1`;
      const body = await this.request(
        'PUT',
        `/${index}`,
        { ...definitions[kind], aliases: { [this.alias(kind)]: {} } },
        [400],
      );
      const error = body.error as { type?: string } | undefined;
      // Another replica created it first.
      if (error && error.type !== 'resource_already_exists_exception')
        throw new DomainError('internal', `cannot create ${index}: ${JSON.stringify(error)}`);
    }
  }

  async putTrack(document: TrackDocument): Promise<void> {
    await this.update('tracks', document.id, trackUpdate(document));
  }

  async putSoundEffect(document: SoundEffectDocument): Promise<void> {
    await this.update('sound-effects', document.id, soundEffectUpdate(document));
  }

  async removeTrack(id: string): Promise<void> {
    await this.delete('tracks', id);
  }

  async removeSoundEffect(id: string): Promise<void> {
    await this.delete('sound-effects', id);
  }

  /** Counts of known tracks go to their documents; any other id is a sound effect's (pending until indexed). */
  async addPopularity(counts: ReadonlyMap<string, number>): Promise<void> {
    await this.start();
    const tracks = await this.knownTracks([...counts.keys()]);
    const lines: Body[] = [];
    for (const kind of ['tracks', 'sound-effects'] as const) {
      const counted = [...counts].filter(([id]) => tracks.has(id) === (kind === 'tracks'));
      for (const index of counted.length > 0 ? await this.writeIndices(kind) : [])
        for (const [id, count] of counted)
          lines.push(
            { update: { _index: index, _id: id, retry_on_conflict: RETRY_ON_CONFLICT } },
            popularityUpdate(id, count),
          );
    }
    if (lines.length > 0) await this.request('POST', '/_bulk', undefined, [], {}, lines);
  }

  /** Which of these ids are tracks (published or not): one `_mget` without sources. */
  private async knownTracks(ids: string[]): Promise<Set<string>> {
    const body = await this.request('POST', `/${this.alias('tracks')}/_mget`, { ids }, [], { _source: false });
    const docs = body.docs as Array<{ _id: string; found?: boolean }>;
    return new Set(docs.filter((doc) => doc.found).map((doc) => doc._id));
  }

  async searchTracks(search: TrackSearch): Promise<TrackResults> {
    await this.start();
    const bodies = trackSearchBodies(search);
    const [page, counts] = await this.multiQuery(`/${this.alias('tracks')}/_msearch`, [bodies.hits, bodies.facets]);
    const aggregations = counts!.aggregations as Record<'moods' | 'genres', { buckets: Bucket[] }>;
    return {
      ids: hitIds(page!),
      total: totalOf(counts!),
      aggregations: { moods: facets(aggregations.moods.buckets), genres: facets(aggregations.genres.buckets) },
    };
  }

  async searchSoundEffects(search: SoundEffectSearch): Promise<SoundEffectResults> {
    await this.start();
    const body = await this.query(`/${this.alias('sound-effects')}/_search`, soundEffectSearchBody(search));
    return { ids: hitIds(body), total: totalOf(body) };
  }

  async suggestionCandidates(query: SuggestionQuery): Promise<SuggestionCandidates> {
    await this.start();
    const body = await this.query(`/${this.alias('tracks')}/_search`, suggestionBody(query));
    const aggregations = body.aggregations as Record<string, { values: { buckets: Bucket[] } }>;
    const candidates = (name: string): Candidate[] =>
      (aggregations[name]?.values.buckets ?? []).map((bucket) => ({ value: bucket.key, count: bucket.doc_count }));
    return {
      words: candidates('words'),
      moods: candidates('moods'),
      genres: candidates('genres'),
      artists: candidates('artists'),
    };
  }

  async rebuild<D extends TrackDocument | SoundEffectDocument>(
    kind: IndexKind,
    derive: (source: D['source']) => D,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<{ generation: string; documents: number }> {
    const alias = this.alias(kind);
    const current = await this.currentIndex(kind);
    const next = `${alias}-v${generationOf(current) + 1}`;
    await this.request('DELETE', `/${next}`, undefined, [404]);
    await this.request('PUT', `/${next}`, { ...definitions[kind], aliases: { [`${alias}-next`]: {} } });
    // Every indexer learns of `next` within its cache time; after that, nothing written to the
    // current index escapes the copy.
    await sleep(this.nextCacheMs * 2);
    await this.request('POST', `/${current}/_refresh`);
    const documents = await this.copy(kind, current, next, derive, onProgress);
    await this.request('POST', `/${next}/_refresh`);
    await this.request('POST', '/_aliases', {
      actions: [
        { remove: { index: current, alias } },
        { add: { index: next, alias } },
        { remove: { index: next, alias: `${alias}-next` } },
      ],
    });
    await this.dropGenerationsBefore(kind, current);
    return { generation: next, documents };
  }

  async refresh(): Promise<void> {
    await this.request('POST', `/${this.alias('tracks')},${this.alias('sound-effects')}/_refresh`);
  }

  isHealthy(): Promise<boolean> {
    return isClusterHealthy(this.client, this.timeoutMs);
  }

  /** Deletes every generation of both indices (throw-away indices of tests and benchmarks). */
  async dropAll(): Promise<void> {
    await this.request('DELETE', `/${this.prefix}tracks-v*,${this.prefix}sound-effects-v*`, undefined, [404]);
    this.started = undefined;
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** The read alias and, during a rebuild, the index under construction. */
  private async writeIndices(kind: IndexKind): Promise<string[]> {
    return [this.alias(kind), await this.nextIndexOf(kind)].filter((index) => index !== undefined);
  }

  /** A scripted catalog write into the read index and, during a rebuild, the next one. */
  private async update(kind: IndexKind, id: string, body: Body): Promise<void> {
    await this.start();
    for (const index of await this.writeIndices(kind))
      await this.request('POST', `/${index}/_update/${encodeURIComponent(id)}`, body, [], {
        retry_on_conflict: RETRY_ON_CONFLICT,
      });
  }

  private async delete(kind: IndexKind, id: string): Promise<void> {
    await this.start();
    for (const index of await this.writeIndices(kind))
      await this.request('DELETE', `/${index}/_doc/${encodeURIComponent(id)}`, undefined, [404]);
  }

  private async nextIndexOf(kind: IndexKind): Promise<string | undefined> {
    const cached = this.nextIndex.get(kind);
    if (cached && Date.now() - cached.at < this.nextCacheMs) return cached.index;
    const body = await this.request('GET', `/_alias/${this.alias(kind)}-next`, undefined, [404]);
    const index = body.error || body.status === 404 ? undefined : Object.keys(body)[0];
    this.nextIndex.set(kind, { index, at: Date.now() });
    return index;
  }

  private async currentIndex(kind: IndexKind): Promise<string> {
    const body = await this.request('GET', `/_alias/${this.alias(kind)}`);
    const index = Object.keys(body)[0];
    if (!index) throw new DomainError('failed-precondition', `no index behind ${this.alias(kind)}`);
    return index;
  }

  /** Copies the stored events of `from` into `to`, re-derived, in batches, with progress. */
  private async copy<D extends TrackDocument | SoundEffectDocument>(
    kind: IndexKind,
    from: string,
    to: string,
    derive: (source: D['source']) => D,
    onProgress: (progress: RebuildProgress) => void,
  ): Promise<number> {
    let page = await this.request(
      'POST',
      `/${from}/_search`,
      { size: COPY_BATCH, sort: ['_doc'], _source: ['id', 'source', 'popularity'] },
      [],
      {
        scroll: '2m',
      },
    );
    const total = totalOf(page);
    let copied = 0;
    onProgress({ kind, copied, total });
    for (;;) {
      const hits = (page.hits as { hits: Array<{ _source: StoredHit<D> }> }).hits;
      if (hits.length === 0) break;
      const lines = hits.flatMap((hit) => copyLines(kind, to, hit._source, derive));
      await this.request('POST', '/_bulk', undefined, [], {}, lines);
      copied += hits.length;
      onProgress({ kind, copied, total });
      page = await this.request('POST', '/_search/scroll', { scroll: '2m', scroll_id: page._scroll_id });
    }
    await this.request('DELETE', '/_search/scroll', { scroll_id: page._scroll_id }, [404]);
    return copied;
  }

  /** Keeps the current and the previous generation (queries in flight may still read it). */
  private async dropGenerationsBefore(kind: IndexKind, previous: string): Promise<void> {
    const body = await this.request('GET', `/${this.alias(kind)}-v*/_alias`);
    for (const index of Object.keys(body))
      if (generationOf(index) < generationOf(previous)) await this.request('DELETE', `/${index}`, undefined, [404]);
  }

  private async exists(path: string): Promise<boolean> {
    const body = await this.request('GET', path, undefined, [404], {}, undefined, this.timeoutMs);
    return !(body.error || body.status === 404);
  }

  /** A query: fails fast. */
  private query(path: string, body: Body): Promise<Body> {
    return this.request('POST', path, body, [], {}, undefined, this.timeoutMs);
  }

  /** Several queries in one `_msearch` round trip; any one failing fails them all, translated like a query. */
  private async multiQuery(path: string, bodies: Body[]): Promise<Body[]> {
    const result = await this.request(
      'POST',
      path,
      undefined,
      [],
      {},
      bodies.flatMap((body) => [{}, body]),
      this.timeoutMs,
    );
    const responses = result.responses as Body[];
    const failed = responses.find((response) => response.error);
    if (failed) {
      const status = Number(failed.status ?? 500);
      const message = `OpenSearch POST ${path} failed: ${JSON.stringify(failed.error)}`;
      throw isTransientStatus(status) ? unavailable(message) : new DomainError('internal', message);
    }
    return responses;
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
      const result = await callOpenSearch(this.client, {
        method,
        path,
        body,
        bulkBody,
        ignore,
        querystring,
        timeoutMs,
      });
      if (bulkBody && result.errors) throwBulkErrors(result);
      return result;
    } catch (error) {
      throw translate(error, method, path);
    }
  }
}

/** Connection trouble, timeouts and 5xx/429 are 'unavailable'; anything else is a bug here. */
function translate(error: unknown, method: string, path: string): unknown {
  if (error instanceof DomainError) return error;
  if (isClusterDown(error))
    return unavailable('Search is temporarily unavailable: the search cluster did not answer', error);
  return new DomainError('internal', `OpenSearch ${method} ${path} failed`, [], { cause: error });
}

function generationOf(index: string): number {
  return Number(/-v(\d+)$/.exec(index)?.[1] ?? 0);
}

function hitIds(body: Body): string[] {
  return (body.hits as { hits: Array<{ _id: string }> }).hits.map((hit) => hit._id);
}

function totalOf(body: Body): number {
  return (body.hits as { total: { value: number } }).total.value;
}

function facets(buckets: Bucket[]): FacetCount[] {
  return buckets.map((bucket) => {
    const at = bucket.key.indexOf(FACET_SEPARATOR);
    return { id: bucket.key.slice(0, at), name: bucket.key.slice(at + 1), count: bucket.doc_count };
  });
}
