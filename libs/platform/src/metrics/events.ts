/**
 * What on-call needs from the event buses, the same names for Kafka (distributed) and the
 * in-process log (embedded): how far each consumer group is behind, per topic, and how many
 * events went to a dead-letter topic.
 */
import { counter, sampledGauge } from './registry';

export const consumerLag = sampledGauge({
  name: 'downbeat_event_consumer_lag_messages',
  help: 'Events in a topic that a consumer group has not committed yet (log end minus committed position, summed over partitions)',
  labelNames: ['topic', 'group'] as const,
});

export const deadLetters = counter({
  name: 'downbeat_event_dead_letters_total',
  help: 'Events sent to <topic>.dlq after their handler kept failing (or they could not be decoded), by source topic and consumer group',
  labelNames: ['topic', 'group'] as const,
});

export const eventsHandled = counter({
  name: 'downbeat_events_handled_total',
  help: 'Events a consumer group handled and committed (dead-lettered ones included), by topic',
  labelNames: ['topic', 'group'] as const,
});

export const eventsPublished = counter({
  name: 'downbeat_events_published_total',
  help: 'Events durably accepted by the bus (Kafka: acks from all in-sync replicas), by topic',
  labelNames: ['topic'] as const,
});

/**
 * A lag reading that may be slow (Kafka admin requests): each scrape starts one refresh if none
 * is running and reports what the latest finished refresh found, so a slow broker makes the
 * numbers a scrape old instead of leaving them out.
 */
export function cachedLag(read: () => Promise<Map<string, number>>, group: string, waitMs = 1_500) {
  let last = new Map<string, number>();
  let refreshing: Promise<void> | undefined;
  return async (set: (labels: { topic: string; group: string }, value: number) => void) => {
    refreshing ??= read()
      .then((lag) => void (last = lag))
      .catch(() => undefined)
      .finally(() => (refreshing = undefined));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([refreshing, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    for (const [topic, lag] of last) set({ topic, group }, lag);
  };
}
