import { createHash } from 'node:crypto';
import { assertValidEvent, eventTypes } from '@downbeat/contracts';
import { isDomainError, type DocumentStore, type EventBus } from '@downbeat/platform';
import { SOUND_EFFECT_EVENT, TRACK_EVENT, soundEffectEvent, trackEvent } from './catalog-events';
import {
  COLLECTIONS,
  type GenreDocument,
  type MoodDocument,
  type OutboxEntry,
  type Published,
  type SoundEffectCategoryDocument,
  type SoundEffectDocument,
  type TrackDocument,
} from './documents';

export interface RelayLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxRelayOptions {
  store: DocumentStore;
  bus: Pick<EventBus, 'publish'>;
  logger: RelayLogger;
  /** How often the relay looks for due entries when nobody woke it (default 1 s). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Backoff after a failed publish: initial doubling up to max (defaults 250 ms … 30 s). */
  backoff?: { initialMs: number; maxMs: number };
  now?: () => number;
}

type Entity = Published & { _id: string };

interface PendingEvent {
  type: typeof TRACK_EVENT | typeof SOUND_EFFECT_EVENT;
  revision: number;
  data: object;
}

/**
 * Publishes what the outbox announces: each entity's full latest state, validated against its
 * event schema, keyed by the entity id, with an event id derived from (entity, revision) so a
 * repeat after a crash is recognisable downstream. An entry is removed only once a revision at
 * least as new as announced is out. Failures back off per entry and pause the relay, so a Kafka
 * outage costs retries, never events; a restart resumes from the store.
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
    return this.options.store.collection<OutboxEntry>(COLLECTIONS.outbox);
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

  /** One pass over the entries that are due; how many were published and how many failed. */
  async relayOnce(): Promise<{ published: number; failed: number }> {
    const totals = { published: 0, failed: 0 };
    const due = await this.outbox.find(
      { nextAttemptAt: { $lte: this.now() } },
      { sort: { nextAttemptAt: 1, _id: 1 }, limit: this.options.batchSize ?? 200 },
    );
    if (due.length === 0) return totals;
    const build = await this.eventBuilders(due);
    for (const entry of due) {
      const event = build(entry);
      if (!event) {
        // Announced but never written (a crash between the two writes): nothing to publish.
        await this.outbox.deleteOne({ _id: entry._id, revision: entry.revision });
        continue;
      }
      try {
        assertValidEvent(event.type, event.data);
        await this.options.bus.publish({
          topic: eventTypes[event.type].topic,
          type: event.type,
          key: entry.entityId,
          subject: entry.entityId,
          id: eventId(entry.entityId, event.revision),
          data: event.data,
        });
      } catch (error) {
        totals.failed += 1;
        this.consecutiveFailures += 1;
        const attempts = entry.attempts + 1;
        await this.outbox.updateOne(
          { _id: entry._id, revision: entry.revision },
          { $set: { attempts, nextAttemptAt: this.now() + this.backoffMs(attempts) } },
        );
        this.options.logger.warn(
          { err: error, entity: entry._id, attempts },
          'catalog event not published yet; will retry',
        );
        // The broker is likely down: stop this pass instead of failing every entry in turn.
        if (isDomainError(error, 'unavailable')) return totals;
        continue;
      }
      await this.outbox.deleteOne({ _id: entry._id, revision: { $lte: event.revision } });
      totals.published += 1;
      this.consecutiveFailures = 0;
    }
    return totals;
  }

  /** Loads the announced entities and the names their events carry, once per pass. */
  private async eventBuilders(entries: OutboxEntry[]) {
    const { store } = this.options;
    const idsOf = (kind: OutboxEntry['kind']) => entries.filter((e) => e.kind === kind).map((e) => e.entityId);
    const byId = async <T extends Entity>(name: string, ids: string[]) =>
      new Map(
        (ids.length > 0 ? await store.collection<T>(name).find({ _id: { $in: ids } }) : []).map((d) => [d._id, d]),
      );
    const [tracks, effects, moods, genres, categories] = await Promise.all([
      byId<TrackDocument>(COLLECTIONS.tracks, idsOf('track')),
      byId<SoundEffectDocument>(COLLECTIONS.soundEffects, idsOf('soundEffect')),
      store.collection<MoodDocument>(COLLECTIONS.moods).find({}),
      store.collection<GenreDocument>(COLLECTIONS.genres).find({}),
      store.collection<SoundEffectCategoryDocument>(COLLECTIONS.soundEffectCategories).find({}),
    ]);
    const names = { moods: new Map(moods.map((m) => [m._id, m])), genres: new Map(genres.map((g) => [g._id, g])) };
    const categoryMap = new Map(categories.map((c) => [c._id, c]));
    return (entry: OutboxEntry): PendingEvent | undefined => {
      if (entry.kind === 'track') {
        const track = tracks.get(entry.entityId);
        return (
          track && {
            type: TRACK_EVENT,
            revision: track.revision,
            data: trackEvent(track, names),
          }
        );
      }
      const effect = effects.get(entry.entityId);
      return (
        effect && { type: SOUND_EFFECT_EVENT, revision: effect.revision, data: soundEffectEvent(effect, categoryMap) }
      );
    };
  }

  private async run(): Promise<void> {
    while (this.running) {
      let pass = { published: 0, failed: 0 };
      try {
        pass = await this.relayOnce();
      } catch (error) {
        // The store itself failed (e.g. FerretDB restarting): try again later.
        this.consecutiveFailures += 1;
        this.options.logger.warn({ err: error }, 'outbox pass failed');
      }
      if (!this.running) break;
      const busy = pass.published > 0 && pass.failed === 0;
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

/** The same (entity, revision) always gets the same CloudEvents id, in UUID form. */
export function eventId(entityId: string, revision: number): string {
  const hex = createHash('sha256').update(`${entityId}#${revision}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
