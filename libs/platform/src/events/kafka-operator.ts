/**
 * What the operator tools on Kafka (dead letters, consumer groups) share: one quiet client that
 * gives up within seconds when the cluster is down, the services' topic namespace, and admin
 * sessions whose failures are `unavailable` naming the brokers.
 */
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { isDomainError, unavailable } from '../errors/domain-error';
import { describeError } from './envelope';

export interface KafkaOperatorOptions {
  brokers: string[];
  clientId: string;
  /** KAFKA_TOPIC_NAMESPACE: topics and groups are `<namespace>.<name>`, as the services use them. */
  namespace?: string;
}

/** A Kafka client for an operator's command: no log output, bounded retries (about 5 s in all). */
export function adminKafka(options: KafkaOperatorOptions): Kafka {
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3_000,
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 },
  });
}

/** Topic and group names as Kafka has them (`inside`) and as the services name them (`outside`). */
export function kafkaNames(namespace: string | undefined) {
  const prefix = namespace ? `${namespace}.` : '';
  return {
    inside: (name: string) => `${prefix}${name}`,
    outside: (name: string | undefined) =>
      name !== undefined && name.startsWith(prefix) ? name.slice(prefix.length) : name,
  };
}

/** Runs a Kafka operation; what fails on the Kafka side (not a DomainError) becomes `unavailable`. */
export async function guardKafka<R>(brokers: string[], operation: string, run: () => Promise<R>): Promise<R> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw unavailable(`Kafka ${operation} failed (${brokers.join(',')}): ${describeError(error)}`, error);
  }
}

/** One admin session: connected, used, and disconnected whatever happened. */
export async function withAdmin<R>(kafka: Kafka, brokers: string[], run: (admin: Admin) => Promise<R>): Promise<R> {
  const admin = kafka.admin();
  await guardKafka(brokers, 'connect', () => admin.connect());
  try {
    return await guardKafka(brokers, 'request', () => run(admin));
  } finally {
    await admin.disconnect();
  }
}
