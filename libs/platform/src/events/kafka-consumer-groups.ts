/**
 * Operator changes to a consumer group's position, for rebuilds: `rewindToEarliest` moves a group
 * back to the start of its topics (what is still retained), so its consumers read every event again
 * when they come back — e.g. the `search` group after its OpenSearch indices were lost. Only a group
 * without members can be moved: a running consumer would overwrite the positions with its next
 * commit (and Kafka refuses commits from outside a group that has members).
 */
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { DomainError, isDomainError, notFound, unavailable } from '../errors/domain-error';
import { describeError } from './envelope';

export interface ConsumerGroupsOptions {
  brokers: string[];
  clientId: string;
  /** KAFKA_TOPIC_NAMESPACE: groups and topics are `<namespace>.<name>`, as the services use them. */
  namespace?: string;
}

/** One partition's move: from the committed offset (none yet: undefined) to the earliest. */
export interface PartitionRewind {
  topic: string;
  partition: number;
  from?: string;
  to: string;
}

export class KafkaConsumerGroups {
  private readonly kafka: Kafka;

  constructor(private readonly options: ConsumerGroupsOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3_000,
      logLevel: logLevel.NOTHING,
      retry: { retries: 3 },
    });
  }

  /** Commits each partition's earliest offset for the group; refuses while the group has members. */
  async rewindToEarliest(
    group: string,
    topics: string[],
    options: { dryRun?: boolean } = {},
  ): Promise<PartitionRewind[]> {
    const groupId = this.inside(group);
    return this.withAdmin(async (admin) => {
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((topic) => !existing.has(this.inside(topic)));
      if (missing.length > 0) throw notFound(`no topic ${missing.map((topic) => this.inside(topic)).join(', ')}`);
      await this.assertNoMembers(admin, groupId);
      const committed = new Map<string, string>();
      for (const { topic, partitions } of await admin.fetchOffsets({
        groupId,
        topics: topics.map((t) => this.inside(t)),
      }))
        for (const { partition, offset } of partitions)
          if (offset !== '-1') committed.set(`${topic}:${partition}`, offset);
      const moves: PartitionRewind[] = [];
      for (const topic of topics) {
        const offsets = await admin.fetchTopicOffsets(this.inside(topic));
        const partitions = offsets.map(({ partition, low }) => ({ partition, offset: low }));
        for (const { partition, offset } of partitions) {
          const from = committed.get(`${this.inside(topic)}:${partition}`);
          moves.push({ topic, partition, ...(from === undefined ? {} : { from }), to: offset });
        }
        if (options.dryRun) continue;
        try {
          await admin.setOffsets({ groupId, topic: this.inside(topic), partitions });
        } catch (error) {
          // A member joined since the check: Kafka refused the commit. Name it.
          await this.assertNoMembers(admin, groupId);
          throw error;
        }
      }
      return moves;
    });
  }

  private async assertNoMembers(admin: Admin, groupId: string): Promise<void> {
    const { groups } = await admin.describeGroups([groupId]);
    const members = groups[0]?.members ?? [];
    if (members.length === 0) return;
    const names = members.map((member) => `${member.clientId} at ${member.clientHost} (${member.memberId})`);
    throw new DomainError(
      'failed-precondition',
      `consumer group ${groupId} has ${members.length} active member(s): ${names.join(', ')}; ` +
        'stop its consumers first (e.g. scale the Deployment to 0)',
    );
  }

  private async withAdmin<R>(run: (admin: Admin) => Promise<R>): Promise<R> {
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      return await run(admin);
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw unavailable(`Kafka request failed (${this.options.brokers.join(',')}): ${describeError(error)}`, error);
    } finally {
      await admin.disconnect();
    }
  }

  private inside(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }
}
