import { expect, it } from '@jest/globals';
import type { Admin } from 'kafkajs';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { isDomainError, notFound } from '../src/errors/domain-error';
import { waitUntil } from '../src/events/event-bus.contract';
import { adminKafka, withAdmin } from '../src/events/kafka-operator';
import { uniqueRunName } from './run-name';

const brokers = locatedInfrastructure().kafka?.brokers ?? [];
const clientId = uniqueRunName('operator-it');
const namespace = uniqueRunName('operator');

/** Notes when the session's admin client disconnects (kafkajs emits it as an instrumentation event). */
function watchDisconnect(admin: Admin): { disconnected: boolean } {
  const seen = { disconnected: false };
  admin.on(admin.events.DISCONNECT, () => void (seen.disconnected = true));
  return seen;
}

describeWith(['kafka'], 'operator admin sessions on a real broker', () => {
  const kafka = adminKafka({ brokers, clientId });
  const topicsOfRun = () =>
    withAdmin(kafka, brokers, async (admin) => (await admin.listTopics()).filter((t) => t.startsWith(`${namespace}.`)));

  it("creates a run's topics and drops them again (as the e2e harness does), disconnecting after each session", async () => {
    const topics = [`${namespace}.catalog.tracks.v1`, `${namespace}.catalog.tracks.v1.dlq`];
    let session: { disconnected: boolean } | undefined;
    await withAdmin(kafka, brokers, async (admin) => {
      session = watchDisconnect(admin);
      await admin.createTopics({ topics: topics.map((topic) => ({ topic, numPartitions: 1 })), waitForLeaders: true });
    });
    expect(session?.disconnected).toBe(true);
    expect((await topicsOfRun()).sort()).toEqual(topics);

    await withAdmin(kafka, brokers, async (admin) => admin.deleteTopics({ topics: await topicsOfRun() }));
    await waitUntil('the topics are gone', async () => (await topicsOfRun()).length === 0, 30_000);
  });

  it('answers a request the broker refuses as unavailable naming the brokers, and still disconnects', async () => {
    let session: { disconnected: boolean } | undefined;
    const refusal = await withAdmin(kafka, brokers, (admin) => {
      session = watchDisconnect(admin);
      // One broker cannot hold five replicas: refused at once, not retried.
      return admin.createTopics({ topics: [{ topic: `${namespace}.too-many-replicas`, replicationFactor: 5 }] });
    }).catch((error: unknown) => error);
    expect(isDomainError(refusal, 'unavailable')).toBe(true);
    expect((refusal as Error).message).toContain(`Kafka request failed (${brokers.join(',')})`);
    expect(session?.disconnected).toBe(true);
    expect(await topicsOfRun()).toEqual([]);
  });

  it("passes the operation's own DomainError through as it is", async () => {
    const own = notFound('no dead letters in catalog.tracks.v1');
    await expect(withAdmin(kafka, brokers, () => Promise.reject(own))).rejects.toBe(own);
  });

  it('says Kafka is unavailable within seconds when no broker answers', async () => {
    const nowhere = ['127.0.0.1:9'];
    const started = Date.now();
    const failure = await withAdmin(adminKafka({ brokers: nowhere, clientId }), nowhere, (admin) =>
      admin.listTopics(),
    ).catch((error: unknown) => error);
    expect(isDomainError(failure, 'unavailable')).toBe(true);
    expect((failure as Error).message).toContain('Kafka connect failed (127.0.0.1:9)');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
