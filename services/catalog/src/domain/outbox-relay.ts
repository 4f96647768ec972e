import { createHash } from 'node:crypto';
import { assertValidEvent, eventTypes } from '@downbeat/contracts';
import { isDomainError, type DocumentStore, type EventBus } from '@downbeat/platform';
import { SOUND_EFFECT_EVENT, TRACK_EVENT, soundEffectEvent, trackEvent } from './catalog-events';
import {
  COLLECTION_OF,
  COLLECTIONS,
  type AnnouncedEntity,
  type LegacyOutboxEntry,
  type OutboxEntry,
  type SoundEffectDocument,
  type TrackDocument,
} from './documents';
import { eventNames } from './event-names';
import type { ImageAddresses } from './images';
import type { CatalogReadModel } from './read-model/read-model';

export interface RelayLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxRelayOptions {
  store: DocumentStore;
  bus: Pick<EventBus, 'publish'>;
  /**
   * Where events' content comes from: the loaded read model. What it does not hold at the
   * announced revision (unpublished tracks, another replica's write not followed yet) is read from
   * the store by `_id`.
   */
  model: CatalogReadModel;
  /** The image URLs events carry, as partners see them. */
  images: ImageAddresses;
  logger: RelayLogger;
  /** How often the relay looks for due entries when nobody woke it (default 1 s). */
  pollIntervalMs?: number;
  /** Outbox entries per pass (default 20; an import batch's entry lists up to 500 entities). */
  batchSize?: number;
  /** Events published at once; progress within an entry is recorded after each such chunk (default 250). */
  chunkSize?: number;
  /** Backoff after a failed publish: initial doubling up to max (defaults 250 ms … 30 s). */
  backoff?: { initialMs: number; maxMs: number };
  now?: () => number;
}

interface PendingEvent {
  type: typeof TRACK_EVENT | typeof SOUND_EFFECT_EVENT;
  entityId: string;
  revision: number;
  data: object;
}

/** An outbox entry of either format, as the relay works through it. */
interface Batch {
  id: string;
  entities: AnnouncedEntity[];
  published: number;
  attempts: number;
  /** One entity announced by a catalog version before batches (`revision` may be raised by it). */
  legacy: boolean;
}

/**
 * Publishes what the outbox announces: each listed entity's full latest state, validated against
 * its event schema, keyed by the entity id, with an event id derived from (entity, revision) so a
 * repeat after a crash is recognisable downstream. An entity below its announced revision was
 * never written (its batch failed or crashed) and is skipped. An entry is deleted once all of its
 * entities are out; progress within a large entry is recorded every chunk, so a restart repeats at
 * most a chunk. Failures back off per entry and pause the relay, so a Kafka outage costs retries,
 * never events.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private consecutiveFailures = 0;
  private readonly now: () => number;

  constructor(private readonly options: OutboxRelayOptions) {
    this.now = options.now ?? Date.now;
  }

  private get outbox() {
    return this.options.store.collection<OutboxEntry | LegacyOutboxEntry>(COLLECTIONS.outbox);
  }

  private get chunkSize() {
    return this.options.chunkSize ?? 250;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for due entries now (after a write) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Entries waiting to be published (for the backlog metric). */
  backlog(): Promise<number> {
    return this.outbox.count({});
  }

  /** One pass over the entries that are due; how many events were published and how many entries failed. */
  async relayOnce(): Promise<{ published: number; failed: number; entries: number }> {
    const now = this.now();
    const due = await this.outbox.find(
      { $or: [{ dueAt: { $lte: now } }, { nextAttemptAt: { $lte: now } }] },
      { sort: { dueAt: 1, _id: 1 }, limit: this.options.batchSize ?? 20 },
    );
    const totals = { published: 0, failed: 0, entries: due.length };
    // Entities published in this pass, with the revision: two entries naming one entity cost one event.
    const sent = new Map<string, number>();
    for (const entry of due) {
      const outcome = await this.relayBatch(batchOf(entry), sent);
      totals.published += outcome.published;
      if (outcome.error === undefined) continue;
      totals.failed += 1;
      // The broker is likely down: stop this pass instead of failing every entry in turn.
      if (isDomainError(outcome.error, 'unavailable')) break;
    }
    return totals;
  }

  /** Publishes a batch's entities from where it stopped, chunk by chunk; deletes it when done. */
  private async relayBatch(batch: Batch, sent: Map<string, number>): Promise<{ published: number; error?: unknown }> {
    let done = batch.published;
    let published = 0;
    while (done < batch.entities.length) {
      const chunk = batch.entities.slice(done, done + this.chunkSize);
      const events = await this.eventsOf(chunk, sent);
      const results = await Promise.allSettled(events.map((event) => (event ? this.publish(event) : undefined)));
      results.forEach((result, i) => {
        const event = events[i];
        if (result.status === 'fulfilled' && event) {
          sent.set(keyOf(chunk[i]!), event.revision);
          published += 1;
        }
      });
      const failure = results.findIndex((result) => result.status === 'rejected');
      if (failure >= 0) {
        const error = (results[failure] as PromiseRejectedResult).reason as unknown;
        await this.failed(batch, done + failure, error);
        return { published, error };
      }
      done += chunk.length;
      this.consecutiveFailures = 0;
      if (done < batch.entities.length && !batch.legacy)
        await this.outbox.updateOne({ _id: batch.id }, { $set: { published: done, attempts: 0 } });
    }
    if (batch.legacy) await this.outbox.deleteOne({ _id: batch.id, revision: batch.entities[0]!.revision });
    else await this.outbox.deleteOne({ _id: batch.id });
    return { published };
  }

  private async failed(batch: Batch, published: number, error: unknown): Promise<void> {
    this.consecutiveFailures += 1;
    const attempts = batch.attempts + 1;
    const dueAt = this.now() + this.backoffMs(attempts);
    if (batch.legacy)
      await this.outbox.updateOne(
        { _id: batch.id, revision: batch.entities[0]!.revision },
        { $set: { attempts, nextAttemptAt: dueAt } },
      );
    else await this.outbox.updateOne({ _id: batch.id }, { $set: { published, attempts, dueAt } });
    this.options.logger.warn(
      { err: error, entry: batch.id, published, of: batch.entities.length, attempts },
      'catalog events not published yet; will retry',
    );
  }

  /**
   * The event of each announced entity's current state; undefined for one below its announced
   * revision (never written) or published at least at that revision earlier in this pass.
   */
  private async eventsOf(
    entities: AnnouncedEntity[],
    sent: Map<string, number>,
  ): Promise<(PendingEvent | undefined)[]> {
    const documents = await Promise.all(
      entities.map((entity) => ((sent.get(keyOf(entity)) ?? 0) >= entity.revision ? undefined : this.current(entity))),
    );
    const names = await eventNames(this.options.model, this.options.store, documents);
    return documents.map((document, i) => {
      if (!document) return undefined;
      const base = { entityId: document._id, revision: document.revision };
      return entities[i]!.kind === 'track'
        ? { ...base, type: TRACK_EVENT, data: trackEvent(document as TrackDocument, names, this.options.images) }
        : {
            ...base,
            type: SOUND_EFFECT_EVENT,
            data: soundEffectEvent(document as SoundEffectDocument, names.categories, this.options.images),
          };
    });
  }

  /** The entity as the read model holds it, else as stored; undefined when below the announced revision. */
  private async current(entity: AnnouncedEntity): Promise<TrackDocument | SoundEffectDocument | undefined> {
    const held = (this.options.model.catalog[entity.kind] as Map<string, TrackDocument | SoundEffectDocument>).get(
      entity.id,
    );
    if (held && held.revision >= entity.revision) return held;
    const stored = await this.options.store
      .collection<TrackDocument | SoundEffectDocument>(COLLECTION_OF[entity.kind])
      .findOne({ _id: entity.id });
    return stored && stored.revision >= entity.revision ? stored : undefined;
  }

  private async publish(event: PendingEvent): Promise<void> {
    assertValidEvent(event.type, event.data);
    await this.options.bus.publish({
      topic: eventTypes[event.type].topic,
      type: event.type,
      key: event.entityId,
      subject: event.entityId,
      id: eventId(event.entityId, event.revision),
      data: event.data,
    });
  }

  private async run(): Promise<void> {
    while (this.running) {
      let pass = { published: 0, failed: 0, entries: 0 };
      try {
        pass = await this.relayOnce();
      } catch (error) {
        // The store itself failed (e.g. FerretDB restarting): try again later.
        this.consecutiveFailures += 1;
        this.options.logger.warn({ err: error }, 'outbox pass failed');
      }
      if (!this.running) break;
      const busy = pass.entries > 0 && pass.failed === 0;
      const pause = this.consecutiveFailures > 0 ? this.backoffMs(this.consecutiveFailures) : busy ? 0 : undefined;
      await this.sleep(pause ?? this.options.pollIntervalMs ?? 1_000);
    }
  }

  private backoffMs(attempts: number): number {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 250, maxMs: 30_000 };
    return Math.min(maxMs, initialMs * 2 ** Math.min(attempts - 1, 20));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }
}

const keyOf = (entity: AnnouncedEntity) => `${entity.kind}:${entity.id}`;

function batchOf(entry: OutboxEntry | LegacyOutboxEntry): Batch {
  if ('entities' in entry)
    return {
      id: entry._id,
      entities: entry.entities,
      published: entry.published,
      attempts: entry.attempts,
      legacy: false,
    };
  return {
    id: entry._id,
    entities: [{ kind: entry.kind, id: entry.entityId, revision: entry.revision }],
    published: 0,
    attempts: entry.attempts,
    legacy: true,
  };
}

/** The same (entity, revision) always gets the same CloudEvents id, in UUID form. */
export function eventId(entityId: string, revision: number): string {
  const hex = createHash('sha256').update(`${entityId}#${revision}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
