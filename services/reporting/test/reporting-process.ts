import { loadProtos } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import { locatedInfrastructure, ServiceProcess } from '@downbeat/testing';

/**
 * reporting as a pod runs it (its built `dist/main.js`) on the located Kafka and FerretDB, its
 * topics and database named `run`; `extra` adds settings. Not started.
 */
export function reportingProcess(
  name: string,
  run: string,
  address: string,
  extra: Record<string, string> = {},
): ServiceProcess {
  const infra = locatedInfrastructure();
  return new ServiceProcess(name, 'services/reporting/dist/main.js', {
    GRPC_ADDRESS: address,
    KAFKA_BROKERS: infra.kafka!.brokers.join(','),
    KAFKA_TOPIC_NAMESPACE: run,
    MONGODB_URL: infra.mongodb!.url,
    MONGODB_DATABASE: run,
    LOG_LEVEL: 'warn',
    ...extra,
  });
}

/** A gRPC client of the reporting service at `address`. */
export const reportingClient = (address: string) =>
  connectClient('reporting', loadProtos().downbeat.reporting.v1.ReportingService, address, { deadlineMs: 10_000 });
