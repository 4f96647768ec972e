import { randomUUID } from 'node:crypto';
// A plain Kafka client on purpose: the test reads the topic as a data team would, without Downbeat code.
// eslint-disable-next-line no-restricted-imports
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { waitFor } from '@downbeat/testing';

/** One Kafka record as any client sees it: key, string headers, the JSON value. */
export interface TopicRecord {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  headers: Record<string, string>;
  value: Record<string, unknown>;
}

/**
 * Reads a topic from its first record with a consumer group of its own, the way a data team's
 * client would: raw records, no Downbeat code in between.
 */
export class TopicReader {
  readonly records: TopicRecord[] = [];
  private consumer: Consumer | undefined;

  constructor(
    private readonly brokers: string[],
    readonly topic: string,
  ) {}

  async start(): Promise<this> {
    const kafka = new Kafka({ clientId: 'e2e-topic-reader', brokers: this.brokers, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    // The topic may not exist before the first report; create it the way the producer would find it.
    await admin.createTopics({ topics: [{ topic: this.topic }], waitForLeaders: true }).catch(() => false);
    await admin.disconnect();
    this.consumer = kafka.consumer({ groupId: `e2e-reader-${randomUUID()}`, maxWaitTimeInMs: 100 });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.topic, fromBeginning: true });
    await this.consumer.run({
      eachMessage: async ({ topic, partition, message }) => {
        const headers = Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]),
        );
        this.records.push({
          topic,
          partition,
          offset: message.offset,
          key: message.key?.toString() ?? null,
          headers,
          value: JSON.parse(message.value?.toString() ?? 'null') as Record<string, unknown>,
        });
      },
    });
    return this;
  }

  /** The records whose value matches, once `count` of them arrived. */
  async waitForRecords(
    what: string,
    match: (record: TopicRecord) => boolean,
    count: number,
    timeoutMs = 20_000,
  ): Promise<TopicRecord[]> {
    return waitFor(
      what,
      () => {
        const found = this.records.filter(match);
        return found.length >= count ? found : undefined;
      },
      { timeoutMs, intervalMs: 50 },
    );
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
