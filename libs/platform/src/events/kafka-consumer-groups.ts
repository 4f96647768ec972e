/**
 * Operator changes to a consumer group's position, for rebuilds: `rewindToEarliest` moves a group
 * back to the start of its topics (what is still retained), so its consumers read every event again
 * when they come back — e.g. the `search` group after its OpenSearch indices were lost. Only a group
 * without members can be moved: a running consumer would overwrite the positions with its next
 * commit (and Kafka refuses commits from outside a group that has members).
 */
import type { Admin, Kafka } from 'kafkajs';
import { DomainError, notFound } from '../errors/domain-error';
import { adminKafka, kafkaNames, withAdmin, type KafkaOperatorOptions } from './kafka-operator';

export type ConsumerGroupsOptions = KafkaOperatorOptions;

/** One partition's move: from the committed offset (none yet: undefined) to the earliest. */
export interface PartitionRewind {
  topic: string;
  partition: number;
  from?: string;
  to: string;
}

export class KafkaConsumerGroups {
  private readonly kafka: Kafka;
  private readonly inside: (name: string) => string;

  constructor(private readonly options: ConsumerGroupsOptions) {
    this.kafka = adminKafka(options);
    this.inside = kafkaNames(options.namespace).inside;
  }

  /** Commits each partition's earliest offset for the group; refuses while the group has members. */
  async rewindToEarliest(
    group: string,
    topics: string[],
    options: { dryRun?: boolean } = {},
  ): Promise<PartitionRewind[]> {
    const groupId = this.inside(group);
    return withAdmin(this.kafka, this.options.brokers, async (admin) => {
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
}
