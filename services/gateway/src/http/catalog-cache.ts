import { hash } from 'node:crypto';
import type { Request, Response } from 'express';
import { callerOf } from '../auth/authenticate';
import { cacheLookups } from './gateway-metrics';

/** What the cache checks entries against: the catalog's version, undefined while unknown. */
export interface VersionSource {
  readonly current: string | undefined;
}

export interface CatalogReadCacheOptions {
  /** The `cache` label of its hit and miss counts (`catalog`, `search`). */
  name?: string;
  /** Bodies kept at most, in bytes; 0 turns caching off. The oldest entries go first. */
  maxBytes: number;
  /**
   * An entry's longest life even while the version stands: bounds what the version cannot see —
   * another catalog replica still catching up, a partner's new free-tier choice.
   */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  payload: Buffer;
  etag: string;
  version: string;
  readAt: number;
}

/**
 * Catalog reads, serialised once and answered from memory while the catalog stays at the version
 * they were read at. Keyed by partner (a free tier changes what a partner sees) and by the exact
 * request URL (pagination links echo the query). A read whose version changed while it was in
 * flight is answered but not kept. Every answer carries a weak ETag (a hash of the body) and
 * `Cache-Control: private, max-age=60` — private because of the free tier — and a matching
 * `If-None-Match` gets 304 with no body.
 */
export class CatalogReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, { version: string; entry: Promise<Entry> }>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly hits: { inc(): void };
  private readonly misses: { inc(): void };

  constructor(
    private readonly version: VersionSource,
    private readonly options: CatalogReadCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    const cache = options.name ?? 'catalog';
    this.hits = cacheLookups.labels({ cache, result: 'hit' });
    this.misses = cacheLookups.labels({ cache, result: 'miss' });
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** A route handler answering from the cache, or with what `read` returns; `input` is the operation's, passed on. */
  of<Input>(read: (request: Request, response: Response, input: Input) => Promise<unknown>) {
    return (request: Request, response: Response, input: Input): Promise<void> =>
      this.send(request, response, () => read(request, response, input));
  }

  /** Answers the request from the cache, or with `read()`'s body (errors propagate uncached). */
  async send(request: Request, response: Response, read: () => Promise<unknown>): Promise<void> {
    const key = `${callerOf(response).partnerId}\n${request.originalUrl}`;
    let entry = this.fresh(key);
    if (entry) this.hits.inc();
    else {
      this.misses.inc();
      entry = await this.readThrough(key, read);
    }
    answer(request, response, entry);
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === this.version.current && this.now() - entry.readAt < this.options.maxAgeMs) return entry;
    this.evict(key, entry);
    return undefined;
  }

  /**
   * One read per key and version at a time: requests for a page already being read wait for that
   * read instead of sending their own (a popular page going stale would otherwise bring every
   * waiting request to the catalog at once).
   */
  private readThrough(key: string, read: () => Promise<unknown>): Promise<Entry> {
    const version = this.version.current;
    const pending = this.pending.get(key);
    if (pending && version !== undefined && pending.version === version) return pending.entry;
    const entry = this.readOnce(key, version, read);
    if (version === undefined) return entry;
    this.pending.set(key, { version, entry });
    const forget = () => {
      if (this.pending.get(key)?.entry === entry) this.pending.delete(key);
    };
    entry.then(forget, forget);
    return entry;
  }

  private async readOnce(key: string, version: string | undefined, read: () => Promise<unknown>): Promise<Entry> {
    const readAt = this.now();
    const entry = { ...serialised(await read()), version: version ?? '', readAt };
    if (version !== undefined && version === this.version.current) this.keep(key, entry);
    return entry;
  }

  private keep(key: string, entry: Entry): void {
    if (entry.payload.length > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.evict(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.payload.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.evict(oldestKey, oldest);
    }
  }

  private evict(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.payload.length;
  }
}

function serialised(body: unknown): Pick<Entry, 'payload' | 'etag'> {
  const payload = Buffer.from(JSON.stringify(body));
  return { payload, etag: `W/"${hash('sha256', payload, 'base64url').slice(0, 32)}"` };
}

function answer(request: Request, response: Response, entry: Pick<Entry, 'payload' | 'etag'>): void {
  response.setHeader('Cache-Control', 'private, max-age=60');
  response.setHeader('ETag', entry.etag);
  response.vary('Authorization');
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', entry.payload.length);
  response.end(entry.payload);
}

/**
 * RFC 9110 §13.1.2 with weak comparison. Deliberately not Express's `request.fresh`: it ignores
 * If-None-Match when the request says `Cache-Control: no-cache`, which fetch() adds to every
 * request carrying a hand-set If-None-Match, so partners' fetch() clients would never see a 304.
 */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
