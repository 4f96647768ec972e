import { adminKafka, withAdmin } from '@downbeat/platform';

/**
 * Deletes the topics named `<prefix>…` (a run's namespace). Every distributed run creates ~30 topics
 * with their dead-letter topics; a long-lived development broker that kept them all (4,284 after a
 * few hundred runs) answered metadata and group joins slowly enough that a fresh catalog consumer
 * missed the settings event of the run beside it. The harness does it as an operator would, with
 * the platform's operator client and admin session.
 */
export async function dropTopics(brokers: string[], prefix: string): Promise<void> {
  await withAdmin(adminKafka({ clientId: 'e2e-cleanup', brokers }), brokers, async (admin) => {
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  });
}
