// eslint-disable-next-line no-restricted-imports -- the harness removes its own run's topics, as an operator would
import { Kafka, logLevel } from 'kafkajs';

/**
 * Deletes the topics named `<prefix>…` (a run's namespace). Every distributed run creates ~30 topics
 * with their dead-letter topics; a long-lived development broker that kept them all (4,284 after a
 * few hundred runs) answered metadata and group joins slowly enough that a fresh catalog consumer
 * missed the settings event of the run beside it.
 */
export async function dropTopics(brokers: string[], prefix: string): Promise<void> {
  const admin = new Kafka({ clientId: 'e2e-cleanup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}
