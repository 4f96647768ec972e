/**
 * The Kafka admin side of the event bus: creating topics that are missing (with a hook for their
 * settings, e.g. compaction for entity topics), the "latest" start positions of a new consumer
 * group, and the health probe. Only the Kafka adapter uses it.
 */
import type { Admin } from 'kafkajs';

export interface TopicSettings {
  numPartitions?: number;
  /** -1: the broker's default. */
  replicationFactor?: number;
  /** Topic configs, e.g. `{ 'cleanup.policy': 'compact' }` for entity topics. */
  configEntries?: Record<string, string>;
}

/** Settings for a topic the bus creates; return undefined to take the defaults. */
export type TopicSettingsHook = (topic: string) => TopicSettings | undefined;

export const DEFAULT_PARTITIONS = 3;
/** How long a new topic may take to get leaders before using it fails. */
const LEADER_WAIT_MS = 30_000;

export class KafkaTopics {
  private readonly known = new Set<string>();

  constructor(
    private readonly admin: Admin,
    private readonly settings: TopicSettingsHook = () => undefined,
  ) {}

  /**
   * Creates the topics that do not exist yet (creating an existing topic is not an error) and
   * waits until every partition of them has a leader: a topic another process created a moment
   * ago is not usable before that, and a consumer subscribing to it would fail.
   */
  async ensure(topics: string[]): Promise<void> {
    const unknown = [...new Set(topics)].filter((topic) => !this.known.has(topic));
    if (unknown.length === 0) return;
    // Asking first keeps kafkajs from logging an error for every topic another process created.
    const existing = new Set(await this.admin.listTopics());
    const missing = unknown.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => {
          const settings = this.settings(topic) ?? {};
          return {
            topic,
            numPartitions: settings.numPartitions ?? DEFAULT_PARTITIONS,
            replicationFactor: settings.replicationFactor ?? -1,
            configEntries: Object.entries(settings.configEntries ?? {}).map(([name, value]) => ({ name, value })),
          };
        }),
      });
    }
    await this.untilLed(unknown);
    for (const topic of unknown) this.known.add(topic);
  }

  /** Polls topic metadata until every partition has a leader, for at most LEADER_WAIT_MS. */
  private async untilLed(topics: string[]): Promise<void> {
    const deadline = Date.now() + LEADER_WAIT_MS;
    for (;;) {
      const led = await this.admin
        .fetchTopicMetadata({ topics })
        .then(({ topics: found }) =>
          found.every((topic) => topic.partitions.length > 0 && topic.partitions.every((p) => p.leader >= 0)),
        )
        .catch(() => false);
      if (led) return;
      if (Date.now() > deadline)
        throw new Error(`topics ${topics.join(', ')} have no leader after ${LEADER_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * For partitions where the group has no committed offset: the current end of the partition.
   * A new group that does not start from the beginning starts there, fixed at subscribe time, so
   * an event published after `subscribe()` resolves is never missed.
   */
  async latestStartOffsets(groupId: string, topics: string[]): Promise<Map<string, bigint>> {
    const committed = await this.committedOffsets(groupId, topics);
    const starts = new Map<string, bigint>();
    for (const topic of topics) {
      for (const { partition, high } of await untilLeadersSettle(() => this.admin.fetchTopicOffsets(topic))) {
        const key = partitionKey(topic, partition);
        if (!committed.has(key)) starts.set(key, BigInt(high));
      }
    }
    return starts;
  }

  /**
   * How far the group is behind in each topic: the partitions' end offsets minus its committed
   * positions (a partition without one counts from its start, as the group would read it).
   */
  async lag(groupId: string, topics: string[]): Promise<Map<string, number>> {
    const committed = await this.committedOffsets(groupId, topics);
    const lag = new Map<string, number>();
    for (const topic of topics) {
      let behind = 0n;
      for (const { partition, high, low } of await this.admin.fetchTopicOffsets(topic)) {
        const position = committed.get(partitionKey(topic, partition)) ?? BigInt(low);
        if (BigInt(high) > position) behind += BigInt(high) - position;
      }
      lag.set(topic, Number(behind));
    }
    return lag;
  }

  /** The group's committed offsets by partition key; partitions without one are absent. */
  async committedOffsets(groupId: string, topics: string[]): Promise<Map<string, bigint>> {
    const committed = new Map<string, bigint>();
    for (const { topic, partitions } of await untilLeadersSettle(() => this.admin.fetchOffsets({ groupId, topics }))) {
      for (const { partition, offset } of partitions) {
        if (offset !== '-1') committed.set(partitionKey(topic, partition), BigInt(offset));
      }
    }
    return committed;
  }
}

/**
 * Runs a request (an admin request, or starting a consumer) again while the broker answers with a retriable error such as "not the
 * leader for that topic-partition": right after a topic is created (on a cold broker especially)
 * its metadata can name a leader before that broker has taken the partition over, and kafkajs's
 * admin does not retry offset lists for that reason. Gives up after LEADER_WAIT_MS.
 */
export async function untilLeadersSettle<T>(request: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LEADER_WAIT_MS;
  for (;;) {
    try {
      return await request();
    } catch (error) {
      if (!isRetriable(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const isRetriable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { retriable?: unknown }).retriable === true;

/**
 * The health probe: can the cluster be reached right now? It asks on an admin client of its own,
 * one question at a time, never retrying and timing out as fast as the probe does. A probe on the
 * bus's own admin outlived its timeout: kafkajs kept retrying it — after the bus had stopped, too,
 * connecting again for good — and stopping waited for its request (30 s on a hung broker).
 */
export class ClusterProbe {
  private inFlight: Promise<boolean> | undefined;

  constructor(private readonly admin: Admin) {}

  connect(): Promise<void> {
    return this.admin.connect();
  }

  async reachable(timeoutMs: number): Promise<boolean> {
    this.inFlight ??= this.admin.describeCluster().then(
      () => true,
      () => false,
    );
    const probe = this.inFlight;
    void probe.finally(() => {
      if (this.inFlight === probe) this.inFlight = undefined;
    });
    return (await settledWithin(probe, timeoutMs)) ?? false;
  }

  async close(): Promise<void> {
    if (this.inFlight) await settledWithin(this.inFlight, CLOSE_WAIT_MS);
    await this.admin.disconnect();
  }
}

/** How long stopping waits for a health question still in flight. */
const CLOSE_WAIT_MS = 3_000;

async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const partitionKey = (topic: string, partition: number) => `${topic}\u0000${partition}`;
