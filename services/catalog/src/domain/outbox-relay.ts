import { createHash } from 'node:crypto';
import { assertValidEvent, eventTypes } from '@downbeat/contracts';
import { isDomainError, PendingWork, type EventBus } from '@downbeat/platform';
import { SOUND_EFFECT_EVENT, TRACK_EVENT, soundEffectEvent, trackEvent } from './catalog-events';
import type { AnnouncedEntity, SoundEffectDocument, TrackDocument } from './documents';
import { eventNames } from './event-names';
import type { ImageAddresses } from './images';
import type { CatalogDocuments, Outbox, OutboxBatch } from './ports';
import type { CatalogReadModel } from './read-model/read-model';

export interface RelayLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxRelayOptions {
  outbox: Outbox;
  /** Where an entity the model does not hold at the announced revision is read by `_id`. */
  documents: CatalogDocuments;
  bus: Pick<EventBus, 'publish'>;
  /**
   * Where events' content comes from: the loaded read model. What it does not hold at the
   * announced revision (unpublished tracks, another replica's write not followed yet) is read from
   * `documents`.
   */
  model: CatalogReadModel;
  /** The image URLs events carry, as partners see them. */
  images: ImageAddresses;
  logger: RelayLogger;
  /**
   * How often the relay looks for due entries when nobody woke it (default 1 s); also the
   * granularity of its backoff after failures.
   */
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

/**
 * Publishes what the outbox announces: each listed entity's full latest state, validated against
 * its event schema, keyed by the entity id, with an event id derived from (entity, revision) so a
 * repeat after a crash is recognisable downstream. An entity below its announced revision was
 * never written (its batch failed or crashed) and is skipped. An entry is deleted once all of its
 * entities are out; progress within a large entry is recorded every chunk, so a restart repeats at
 * most a chunk. Failures back off per entry and pause the relay, so a Kafka outage costs retries,
 * never events. Passes run one at a time (PendingWork): at start, when woken after a write, and
 * every poll interval; a pass that published goes on until nothing is due.
 */
export class OutboxRelay {
  private readonly work: PendingWork;
  private stopped = false;
  private woken = false;
  /** While backing off after failures, timed passes wait until then (epoch ms); a wake does not. */
  private resumeAt = 0;
  private consecutiveFailures = 0;
  private readonly now: () => number;

  constructor(private readonly options: OutboxRelayOptions) {
    this.now = options.now ?? Date.now;
    this.work = new PendingWork(
      () => this.drain(),
      (error) => options.logger.warn({ err: error }, 'outbox pass failed'),
    );
  }

  private get chunkSize() {
    return this.options.chunkSize ?? 250;
  }

  start(): void {
    this.work.start(this.options.pollIntervalMs ?? 1_000);
  }

  /** Looks for due entries now (after a write) instead of at the next poll. */
  wake(): void {
    this.woken = true;
    void this.work.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.work.stop();
  }

  /** Entries waiting to be published (for the backlog metric). */
  backlog(): Promise<number> {
    return this.options.outbox.pending();
  }

  /** One pass over the entries that are due; how many events were published and how many entries failed. */
  async relayOnce(): Promise<{ published: number; failed: number; entries: number }> {
    const due = await this.options.outbox.due(this.now(), this.options.batchSize ?? 20);
    const totals = { published: 0, failed: 0, entries: due.length };
    // Entities published in this pass, with the revision: two entries naming one entity cost one event.
    const sent = new Map<string, number>();
    for (const entry of due) {
      const outcome = await this.relayBatch(entry, sent);
      totals.published += outcome.published;
      if (outcome.error === undefined) continue;
      totals.failed += 1;
      // The broker is likely down: stop this pass instead of failing every entry in turn.
      if (isDomainError(outcome.error, 'unavailable')) break;
    }
    return totals;
  }

  /** Publishes a batch's entities from where it stopped, chunk by chunk; deletes it when done. */
  private async relayBatch(
    batch: OutboxBatch,
    sent: Map<string, number>,
  ): Promise<{ published: number; error?: unknown }> {
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
      if (done < batch.entities.length) await this.options.outbox.progress(batch, done);
    }
    await this.options.outbox.done(batch);
    return { published };
  }

  private async failed(batch: OutboxBatch, published: number, error: unknown): Promise<void> {
    this.consecutiveFailures += 1;
    const attempts = batch.attempts + 1;
    await this.options.outbox.retryAt(batch, published, attempts, this.now() + this.backoffMs(attempts));
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
    const names = await eventNames(this.options.model, this.options.documents, documents);
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
    const stored = (await this.options.documents.get(entity.kind, entity.id)) as
      TrackDocument | SoundEffectDocument | null;
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

  /** Relays until nothing is due, then notes how long timed passes wait after failures. */
  private async drain(): Promise<void> {
    const woken = this.woken;
    this.woken = false;
    if (!woken && this.now() < this.resumeAt) return;
    while (!this.stopped) {
      try {
        const pass = await this.relayOnce();
        if (pass.entries === 0 || pass.failed > 0) break;
      } catch (error) {
        // The store itself failed (e.g. FerretDB restarting): try again later.
        this.consecutiveFailures += 1;
        this.options.logger.warn({ err: error }, 'outbox pass failed');
        break;
      }
    }
    this.resumeAt = this.consecutiveFailures > 0 ? this.now() + this.backoffMs(this.consecutiveFailures) : 0;
  }

  private backoffMs(attempts: number): number {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 250, maxMs: 30_000 };
    return Math.min(maxMs, initialMs * 2 ** Math.min(attempts - 1, 20));
  }
}

const keyOf = (entity: AnnouncedEntity) => `${entity.kind}:${entity.id}`;

/** The same (entity, revision) always gets the same CloudEvents id, in UUID form. */
export function eventId(entityId: string, revision: number): string {
  const hex = createHash('sha256').update(`${entityId}#${revision}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
