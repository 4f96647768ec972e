/**
 * Operator access to dead-letter topics (`<topic>.dlq`, written by KafkaEventBus): list their
 * records, and replay them to the topic they came from byte for byte — key, value and every
 * original header (the CloudEvent's `ce_*` attributes, trace context) — without the `dlq_*`
 * headers the bus added. A replay reads with a consumer group of its own and commits a record only
 * after the broker acknowledged its copy (acks from all in-sync replicas), so an interrupted replay
 * run again resumes after the last replayed record and replays none twice — except the record in
 * hand when the process dies between the broker's acknowledgement and the commit.
 */
import { Partitioners, type IHeaders, type Kafka, type KafkaMessage, type Producer } from 'kafkajs';
import { DomainError, notFound } from '../errors/domain-error';
import { dlqHeader } from './envelope';
import { adminKafka, guardKafka, kafkaNames, withAdmin, type KafkaOperatorOptions } from './kafka-operator';
import { deadLetterTopic } from './port';

export type DeadLettersOptions = KafkaOperatorOptions;

/** Which dead letters a listing or replay takes; the others are left out. */
export interface DeadLetterFilter {
  /** The CloudEvent id (`ce_id`). */
  eventId?: string;
  /** Dead-lettered at or after this time (the record's timestamp in `<topic>.dlq`). */
  since?: Date;
}

export interface DeadLetterRecord {
  /** The dead-letter topic, without the namespace. */
  topic: string;
  partition: number;
  offset: string;
  /** When it was dead-lettered. */
  deadLetteredAt: Date;
  key: string | null;
  /** Where it came from (without the namespace), why it failed and after how many attempts. */
  originalTopic: string;
  originalPartition?: number;
  originalOffset?: string;
  error: string;
  attempts: number;
  eventId?: string;
  eventType?: string;
  /** Every header as text, `ce_*` and `dlq_*` included. */
  headers: Record<string, string>;
  /** True when the replay group has passed it: replayed, or left out by an earlier `since`. */
  passed: boolean;
}

export interface ReplayOptions {
  filter?: DeadLetterFilter;
  /** Shows what would be replayed; produces and commits nothing. */
  dryRun?: boolean;
  /** Called for each record looked at, in the order of each partition. */
  onRecord?: (record: DeadLetterRecord, outcome: 'replayed' | 'would replay' | 'left out') => void;
  /** Aborting stops after the record in hand is replayed and committed. */
  signal?: AbortSignal;
}

export interface ReplaySummary {
  replayed: number;
  leftOut: number;
  /** The consumer group that holds the replay's position. */
  group: string;
}

/** Names a topic may be given by: `catalog.tracks.v1` or `catalog.tracks.v1.dlq`. */
export const deadLetterTopicOf = (topic: string) => (topic.endsWith('.dlq') ? topic : deadLetterTopic(topic));

/**
 * The group that remembers how far a dead-letter topic was replayed. A replay of one event has a
 * group of its own, so it neither moves nor waits for the whole topic's replay.
 */
export function replayGroup(dlqTopic: string, filter: DeadLetterFilter = {}): string {
  return `downbeat-dlq-replay.${dlqTopic}${filter.eventId ? `.event.${filter.eventId}` : ''}`;
}

export class KafkaDeadLetters {
  private readonly kafka: Kafka;
  private readonly names: ReturnType<typeof kafkaNames>;

  constructor(private readonly options: DeadLettersOptions) {
    this.kafka = adminKafka(options);
    this.names = kafkaNames(options.namespace);
  }

  /** The records of `<topic>.dlq` as they are now, oldest first per partition. */
  async list(topic: string, filter: DeadLetterFilter = {}): Promise<DeadLetterRecord[]> {
    const dlqTopic = deadLetterTopicOf(topic);
    await this.assertExists(dlqTopic);
    const passed = await this.committed(this.names.inside(replayGroup(dlqTopic, filter)), dlqTopic);
    const records: DeadLetterRecord[] = [];
    // A group that never commits: reading leaves no position behind (it is deleted afterwards).
    const group = this.names.inside(`downbeat-dlq-list-${Date.now().toString(36)}-${process.pid}`);
    await this.read(dlqTopic, group, async (partition, message) => {
      const record = this.record(dlqTopic, partition, message, passed);
      if (matches(record, filter)) records.push(record);
    });
    await this.deleteGroup(group);
    return records;
  }

  /** Replays what the topic's replay group has not passed yet, up to the end the topic has now. */
  async replay(topic: string, options: ReplayOptions = {}): Promise<ReplaySummary> {
    const dlqTopic = deadLetterTopicOf(topic);
    await this.assertExists(dlqTopic);
    const filter = options.filter ?? {};
    const group = replayGroup(dlqTopic, filter);
    const summary: ReplaySummary = { replayed: 0, leftOut: 0, group };
    // Two replays in one group would split the partitions and each wait for the other's.
    if (!options.dryRun) await this.assertNotReplaying(this.names.inside(group));
    const committed = await this.committed(this.names.inside(group), dlqTopic);
    // A dry run reads with a throwaway group, so it moves nothing.
    const readingGroup = options.dryRun ? `${group}.dry-run-${Date.now().toString(36)}` : group;
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    if (!options.dryRun) await guardKafka(this.options.brokers, 'connect', () => producer.connect());
    try {
      await this.read(
        dlqTopic,
        this.names.inside(readingGroup),
        async (partition, message, commit) => {
          const record = this.record(dlqTopic, partition, message, committed);
          // A dry run reads from the start: what the replay group passed already is not shown.
          if (options.dryRun && record.passed) return;
          if (!matches(record, filter)) {
            summary.leftOut += 1;
            options.onRecord?.(record, 'left out');
          } else if (options.dryRun) {
            summary.replayed += 1;
            options.onRecord?.(record, 'would replay');
            return;
          } else {
            await this.produce(producer, record, message);
            summary.replayed += 1;
            options.onRecord?.(record, 'replayed');
          }
          await commit();
        },
        options.signal,
      );
    } finally {
      if (options.dryRun) await this.deleteGroup(this.names.inside(readingGroup));
      else await producer.disconnect();
    }
    return summary;
  }

  /** The copy on the original topic: same key, value and headers, minus `dlq_*`. */
  private async produce(producer: Producer, record: DeadLetterRecord, message: KafkaMessage): Promise<void> {
    const headers: IHeaders = {};
    for (const [name, value] of Object.entries(message.headers ?? {}))
      if (!name.startsWith('dlq_') && value !== undefined) headers[name] = value;
    await guardKafka(this.options.brokers, 'produce', () =>
      producer.send({
        topic: this.names.inside(record.originalTopic),
        acks: -1,
        messages: [{ key: message.key, value: message.value, headers }],
      }),
    );
  }

  /**
   * Reads the topic from the group's committed position (the start for a new group) up to the end
   * offsets it has when reading begins; `handle` gets a commit for the record it was given.
   */
  private async read(
    dlqTopic: string,
    group: string,
    handle: (partition: number, message: KafkaMessage, commit: () => Promise<void>) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void> {
    const topic = this.names.inside(dlqTopic);
    const ends = await this.endOffsets(topic);
    const positions = await this.committed(group, dlqTopic);
    const pending = new Set(
      [...ends].filter(([partition, end]) => (positions.get(partition) ?? 0n) < end).map(([partition]) => partition),
    );
    if (pending.size === 0) return;
    const consumer = this.kafka.consumer({ groupId: group, maxWaitTimeInMs: 500 });
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    signal?.addEventListener('abort', () => finish(), { once: true });
    let failure: unknown;
    // Disconnecting drops commits made after the runner stopped: the record in hand finishes first.
    let inHand = Promise.resolve();
    try {
      await guardKafka(this.options.brokers, 'connect', () => consumer.connect());
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ partition, message }) => {
          const end = ends.get(partition) ?? 0n;
          if (signal?.aborted || BigInt(message.offset) >= end) return;
          const next = (BigInt(message.offset) + 1n).toString();
          const handling = handle(partition, message, () =>
            consumer.commitOffsets([{ topic, partition, offset: next }]),
          );
          inHand = handling.catch(() => undefined);
          try {
            await handling;
          } catch (error) {
            failure = error;
            finish();
            throw error;
          }
          if (BigInt(next) >= end) pending.delete(partition);
          if (pending.size === 0) finish();
        },
      });
      await finished;
      await inHand;
    } finally {
      await consumer.disconnect();
    }
    if (failure) throw failure;
  }

  private record(
    dlqTopic: string,
    partition: number,
    message: KafkaMessage,
    passed: Map<number, bigint>,
  ): DeadLetterRecord {
    const headers = textHeaders(message.headers);
    const originalPartition = headers[dlqHeader.originalPartition];
    const originalOffset = headers[dlqHeader.originalOffset];
    return {
      topic: dlqTopic,
      partition,
      offset: message.offset,
      deadLetteredAt: new Date(Number(message.timestamp)),
      key: message.key?.toString() ?? null,
      originalTopic: this.names.outside(headers[dlqHeader.originalTopic]) ?? dlqTopic.replace(/\.dlq$/, ''),
      ...(originalPartition === undefined ? {} : { originalPartition: Number(originalPartition) }),
      ...(originalOffset === undefined ? {} : { originalOffset }),
      error: headers[dlqHeader.error] ?? '',
      attempts: Number(headers[dlqHeader.attempts] ?? 0),
      ...(headers.ce_id === undefined ? {} : { eventId: headers.ce_id }),
      ...(headers.ce_type === undefined ? {} : { eventType: headers.ce_type }),
      headers,
      passed: BigInt(message.offset) < (passed.get(partition) ?? 0n),
    };
  }

  private async assertNotReplaying(groupId: string): Promise<void> {
    const { groups } = await withAdmin(this.kafka, this.options.brokers, (admin) => admin.describeGroups([groupId]));
    const members = groups[0]?.members ?? [];
    if (members.length > 0)
      throw new DomainError(
        'failed-precondition',
        `a replay is running in consumer group ${groupId} (${members.map((m) => `${m.clientId} at ${m.clientHost}`).join(', ')}); wait for it to finish`,
      );
  }

  private async assertExists(dlqTopic: string): Promise<void> {
    const topic = this.names.inside(dlqTopic);
    const topics = await withAdmin(this.kafka, this.options.brokers, (admin) => admin.listTopics());
    if (!topics.includes(topic))
      throw notFound(`there is no dead-letter topic ${topic} on ${this.options.brokers.join(',')}`);
  }

  private async endOffsets(topic: string): Promise<Map<number, bigint>> {
    return withAdmin(this.kafka, this.options.brokers, async (admin) => {
      const offsets = await admin.fetchTopicOffsets(topic);
      return new Map(offsets.map(({ partition, high }) => [partition, BigInt(high)]));
    });
  }

  /** The group's committed offsets of the topic, by partition (nothing for a new group). */
  private async committed(groupId: string, dlqTopic: string): Promise<Map<number, bigint>> {
    return withAdmin(this.kafka, this.options.brokers, async (admin) => {
      const fetched = await admin.fetchOffsets({ groupId, topics: [this.names.inside(dlqTopic)] });
      const positions = new Map<number, bigint>();
      for (const { partition, offset } of fetched[0]?.partitions ?? [])
        if (Number(offset) >= 0) positions.set(partition, BigInt(offset));
      return positions;
    });
  }

  private async deleteGroup(group: string): Promise<void> {
    await withAdmin(this.kafka, this.options.brokers, (admin) => admin.deleteGroups([group])).catch(() => undefined);
  }
}

function matches(record: DeadLetterRecord, filter: DeadLetterFilter): boolean {
  if (filter.eventId !== undefined && record.eventId !== filter.eventId) return false;
  if (filter.since !== undefined && record.deadLetteredAt < filter.since) return false;
  return true;
}

function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) result[name] = first.toString();
  }
  return result;
}
