import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEventLog } from '@downbeat/platform';
import { describeWith } from '@downbeat/testing';
import { WebhookReceiver } from '@downbeat/versions/dist/testing/webhook-receiver';
import { checkResponsesAgainstOpenApi, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { EmbeddedSystem } from './support/embedded-system';
import { TopicReader } from './support/topic-reader';
import { describeTrackVersions, type VersionsSystem } from './support/version-checks';

/** The receiver verifies with the secret the partner was given (set in the checks' setup). */
const receiverCertificate = (receiver: WebhookReceiver) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'downbeat-webhook-ca-')), 'receiver.pem');
  writeFileSync(file, receiver.certificate);
  return file;
};
const LEASE_SECONDS = '5';
const CREDENTIALS = { accessKeyId: 'versions-partner', accessKeySecret: 'versions-secret-0123456789' };

describe('track versions in embedded mode', () => {
  let system: EmbeddedSystem;
  let receiver: WebhookReceiver;
  const secrets: string[] = [];

  beforeAll(async () => {
    receiver = await WebhookReceiver.start(() => secrets[0] ?? '');
    system = await EmbeddedSystem.create('versions', CREDENTIALS, {
      WEBHOOK_CA_FILE: receiverCertificate(receiver),
      VERSIONS_LEASE_SECONDS: LEASE_SECONDS,
      WORKER_THREADS: '1',
    });
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    // Every answer below is checked against the OpenAPI document.
    await checkResponsesAgainstOpenApi(system.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  });

  describeTrackVersions((): VersionsSystem => ({
    baseUrl: system.baseUrl,
    credentials: CREDENTIALS,
    mediaAddress: system.grpcAddress('media'),
    accountsAddress: system.grpcAddress('accounts'),
    versionsAddress: system.grpcAddress('versions'),
    receiver,
    onWebhookSecret: (secret) => secrets.unshift(secret),
    killRenderer: async () => {
      await system.kill();
      await system.start();
    },
    statusEvents: async (jobId) =>
      readEventLog(path.join(system.dataDirectory, 'events.sqlite'), ['versions.job-status.v1'])
        .filter((event) => event.subject === jobId)
        .map((event) => (event.data as { status: string }).status),
  }));
});

describeWith(['kafka', 'mongodb', 'opensearch'], 'track versions in distributed mode', (infra) => {
  let system: DistributedSystem;
  let receiver: WebhookReceiver;
  let statuses: TopicReader;
  const secrets: string[] = [];

  beforeAll(async () => {
    receiver = await WebhookReceiver.start(() => secrets[0] ?? '');
    const versionsEnv = { WEBHOOK_CA_FILE: receiverCertificate(receiver), VERSIONS_LEASE_SECONDS: LEASE_SECONDS };
    system = await DistributedSystem.start(infra, { serviceEnv: { versions: versionsEnv } });
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
    statuses = await new TopicReader(infra.kafka!.brokers, `${system.topicNamespace}.versions.job-status.v1`).start();
  }, 180_000);

  afterAll(async () => {
    await statuses?.stop();
    await system?.stopAll();
    await system?.dropSearchIndices();
    await receiver?.close();
  });

  describeTrackVersions((): VersionsSystem => ({
    baseUrl: system.gatewayUrl,
    credentials: DEMO_CREDENTIALS,
    mediaAddress: system.media.address,
    accountsAddress: system.accountsAddress,
    versionsAddress: system.versionsAddress,
    receiver,
    onWebhookSecret: (secret) => secrets.unshift(secret),
    killRenderer: async () => {
      const worker = system.service('versions-worker');
      await worker.kill();
      worker.start();
    },
    statusEvents: async (jobId) => {
      // Give the last event a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return statuses.records
        .filter((record) => record.key === jobId)
        .map((record) => (record.value as { status: string }).status);
    },
  }));
});
