import { adminKafka, withAdmin } from '../src/events/kafka-operator';

/** A name no other run uses: test runs share the brokers and the database server. */
export function uniqueRunName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}`;
}

/** Deletes the topics of a run (`<prefix>.…`) once its tests are done, through the operator's admin session. */
export async function dropRunTopics(brokers: string[], prefix: string): Promise<void> {
  await withAdmin(adminKafka({ clientId: `${prefix}-cleanup`, brokers }), brokers, async (admin) => {
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${prefix}.`));
    if (topics.length > 0) await admin.deleteTopics({ topics });
  });
}
