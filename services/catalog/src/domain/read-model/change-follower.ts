import { PendingWork } from '@downbeat/platform';
import type { EntityKind } from '../documents';
import type { CatalogDocuments, ChangeEntry, ChangeLog } from '../ports';
import { loadCatalog, readEntities } from './catalog-loader';
import type { CatalogReadModel } from './read-model';

export interface FollowerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface ChangeFollowerOptions {
  documents: CatalogDocuments;
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
 * Entries from this replica are skipped (their changes were applied when written). Polls run one
 * at a time (PendingWork).
 */
export class ChangeFollower {
  private readonly seen = new Map<string, number>();
  private since = 0;
  private lastPoll = 0;
  private lastPrune = 0;
  private latestSeen: string | undefined;
  private readonly polls: PendingWork;
  private readonly now: () => number;

  constructor(private readonly options: ChangeFollowerOptions) {
    this.now = options.now ?? Date.now;
    this.polls = new PendingWork(
      () => this.pollOnce().then(() => undefined),
      (error) => options.logger.warn({ err: error }, 'change log poll failed; will retry'),
    );
  }

  private get overlapMs() {
    return this.options.overlapMs ?? 5_000;
  }

  private get retentionMs() {
    return this.options.retentionMs ?? 600_000;
  }

  /** Loads every entity from the store into the model (start-up, or after falling behind). */
  async loadAll(): Promise<void> {
    const { model, documents, logger } = this.options;
    const started = this.now();
    this.latestSeen = await this.options.log.latest();
    model.beginLoad();
    const entities = await loadCatalog(documents, {
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
    const { model, documents, log } = this.options;
    const started = this.now();
    if (started - this.lastPoll > this.retentionMs - 2 * this.overlapMs) {
      this.options.logger.warn({ lastPollMsAgo: started - this.lastPoll }, 'read model fell behind the change log');
      await this.loadAll();
      return 0;
    }
    const latest = await log.latest();
    const moved = latest !== this.latestSeen;
    const entries = moved ? (await log.since(this.since)).filter((entry) => !this.seen.has(entry._id)) : [];
    const wanted = changedElsewhere(entries, log.origin);
    model.apply(await readEntities(documents, wanted));
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
    return wanted.length;
  }

  /** Polls now and every poll interval (default 1 s). */
  start(): void {
    this.polls.start(this.options.pollIntervalMs ?? 1_000);
  }

  async stop(): Promise<void> {
    await this.polls.stop();
  }
}

/** The entities other replicas' entries name, once each, in the order first named: what to re-read. */
export function changedElsewhere(entries: ChangeEntry[], origin: string): { kind: EntityKind; id: string }[] {
  const wanted = new Map<string, { kind: EntityKind; id: string }>();
  for (const entry of entries)
    if (entry.origin !== origin) for (const change of entry.changes) wanted.set(`${change.kind}:${change.id}`, change);
  return [...wanted.values()];
}
