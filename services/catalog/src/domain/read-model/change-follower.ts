import type { DocumentStore } from '@downbeat/platform';
import type { EntityKind } from '../documents';
import { loadCatalog, readEntities } from './catalog-loader';
import type { ChangeLog } from './change-log';
import type { CatalogReadModel } from './read-model';

export interface FollowerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ChangeFollowerOptions {
  store: DocumentStore;
  model: CatalogReadModel;
  log: ChangeLog;
  logger: FollowerLogger;
  /** How often the log is polled (default 1 s). */
  pollIntervalMs?: number;
  /** How far back each poll looks again, for entries that became visible late or clock skew (default 5 s). */
  overlapMs?: number;
  /** How long entries stay in the log; a replica that polled last longer ago than that reloads everything (default 10 min). */
  retentionMs?: number;
  now?: () => number;
}

/**
 * Keeps the read model current with what other replicas write: loads the whole catalog once, then
 * polls the change log and re-reads by id the entities named in entries it has not applied yet.
 * Entries from this replica are skipped (their changes were applied when written).
 */
export class ChangeFollower {
  private readonly seen = new Map<string, number>();
  private since = 0;
  private lastPoll = 0;
  private lastPrune = 0;
  private latestSeen: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private running = false;
  private readonly now: () => number;

  constructor(private readonly options: ChangeFollowerOptions) {
    this.now = options.now ?? Date.now;
  }

  private get overlapMs() {
    return this.options.overlapMs ?? 5_000;
  }

  private get retentionMs() {
    return this.options.retentionMs ?? 600_000;
  }

  /** Loads every entity from the store into the model (start-up, or after falling behind). */
  async loadAll(): Promise<void> {
    const { model, store, logger } = this.options;
    const started = this.now();
    this.latestSeen = await this.options.log.latest();
    model.beginLoad();
    const entities = await loadCatalog(store, {
      progress: (kind, loaded) => {
        if (loaded > 0 && loaded % 50_000 === 0) logger.info({ kind, loaded }, 'read model loading');
      },
    });
    model.replaceAll(entities);
    this.since = started - this.overlapMs;
    this.lastPoll = started;
    logger.info(
      { tracks: entities.track.size, soundEffects: entities.soundEffect.size, collections: entities.collection.size },
      `read model: ${entities.track.size} tracks loaded in ${((this.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  /** Applies the entries written since the last poll; how many entities were re-read. */
  async pollOnce(): Promise<number> {
    const { model, store, log } = this.options;
    const started = this.now();
    if (started - this.lastPoll > this.retentionMs - 2 * this.overlapMs) {
      this.options.logger.warn({ lastPollMsAgo: started - this.lastPoll }, 'read model fell behind the change log');
      await this.loadAll();
      return 0;
    }
    const latest = await log.latest();
    const moved = latest !== this.latestSeen;
    const entries = moved ? (await log.since(this.since)).filter((entry) => !this.seen.has(entry._id)) : [];
    const wanted = new Map<string, { kind: EntityKind; id: string }>();
    for (const entry of entries)
      if (entry.origin !== log.origin)
        for (const change of entry.changes) wanted.set(`${change.kind}:${change.id}`, change);
    model.apply(await readEntities(store, [...wanted.values()]));
    for (const entry of entries) this.seen.set(entry._id, entry.at);
    this.latestSeen = latest;
    this.since = started - this.overlapMs;
    // Entries older than the window are never returned again: forget them.
    for (const [id, at] of this.seen) if (at < this.since - this.overlapMs) this.seen.delete(id);
    this.lastPoll = started;
    if (started - this.lastPrune > 60_000) {
      this.lastPrune = started;
      await log.prune(started - this.retentionMs);
    }
    return wanted.size;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.polling;
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.polling = this.pollOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'change log poll failed; will retry'))
        .finally(() => this.schedule());
    }, this.options.pollIntervalMs ?? 1_000);
    this.timer.unref();
  }
}
