import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEventLog } from '@downbeat/platform';
import { describeWith } from '@downbeat/testing';
import { WebhookReceiver } from '@downbeat/versions/dist/testing/webhook-receiver';
import { checkResponsesAgainstOpenApi, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { EmbeddedSystem } from './support/embedded-system';
import { OtlpReceiver } from './support/otlp-receiver';
import { TopicReader } from './support/topic-reader';
import { SpanKind, TraceEdges } from './support/trace-edges';
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
    restartRenderer: async () => {
      const asked = Date.now();
      const exitCode = await system.stop();
      const stopMs = Date.now() - asked;
      await system.start();
      return { exitCode, stopMs };
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
  const collector = new OtlpReceiver();

  beforeAll(async () => {
    receiver = await WebhookReceiver.start(() => secrets[0] ?? '');
    const versionsEnv = { WEBHOOK_CA_FILE: receiverCertificate(receiver), VERSIONS_LEASE_SECONDS: LEASE_SECONDS };
    system = await DistributedSystem.start(infra, {
      serviceEnv: { versions: versionsEnv },
      telemetryUrl: await collector.start(),
    });
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
    statuses = await new TopicReader(infra.kafka!.brokers, `${system.topicNamespace}.versions.job-status.v1`).start();
  }, 180_000);

  afterAll(async () => {
    await statuses?.stop();
    await system?.stopAll();
    await system?.dropRunData();
    await receiver?.close();
    await collector.stop();
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
    restartRenderer: async () => {
      const worker = system.service('versions-worker');
      const asked = Date.now();
      const exitCode = await worker.stop();
      const stopMs = Date.now() - asked;
      worker.start();
      return { exitCode, stopMs };
    },
    statusEvents: async (jobId) => {
      // Give the last event a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return statuses.records
        .filter((record) => record.key === jobId)
        .map((record) => (record.value as { status: string }).status);
    },
  }));

  it('carries the 20 s job’s trace from the gateway through versions, versions.jobs.v1, the worker and the status topic into the webhook POST', async () => {
    // The 20 s job above, claimed by the worker from its queue message (the later job was taken
    // over by the sweep after its renderer was killed: a new trace, by design).
    const hook = receiver.received.find(
      (received) => (JSON.parse(received.body) as { data: { durationMs: number } }).data.durationMs === 20_000,
    );
    const [, traceId, webhookSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/.exec(hook?.traceparent ?? '') ?? [];
    expect({ traceparent: hook?.traceparent, traceId, webhookSpanId }).toEqual({
      traceparent: expect.any(String),
      traceId: expect.any(String),
      webhookSpanId: expect.any(String),
    });
    const trace = new TraceEdges(collector, traceId!);
    const topic = (verb: string, name: string) =>
      new RegExp(`^${verb} ${system.topicNamespace}\\.versions\\.${name}\\.v1$`);

    // The webhook's traceparent names the versions API process's HTTP client span of the POST…
    const post = await trace.byId(webhookSpanId!);
    expect(post).toMatchObject({ service: 'versions', kind: SpanKind.CLIENT, name: 'POST' });
    // …sent from a timer, inside the trace of the COMPLETED status event its delivery was stored from.
    const statusConsumed = await trace.ancestorOf(post, {
      service: 'versions',
      kind: SpanKind.CONSUMER,
      name: topic('process', 'job-status'),
    });
    // versions.job-status.v1, published by the worker process while rendering the job.
    const statusSent = await trace.parentOf(statusConsumed, {
      service: 'versions-worker',
      kind: SpanKind.PRODUCER,
      name: topic('send', 'job-status'),
    });
    const jobConsumed = await trace.ancestorOf(statusSent, {
      service: 'versions-worker',
      kind: SpanKind.CONSUMER,
      name: topic('process', 'jobs'),
    });
    // versions.jobs.v1, published by the versions API's StartJob handler.
    const jobSent = await trace.parentOf(jobConsumed, {
      service: 'versions',
      kind: SpanKind.PRODUCER,
      name: topic('send', 'jobs'),
    });
    const startJob = await trace.ancestorOf(jobSent, {
      service: 'versions',
      kind: SpanKind.SERVER,
      name: /VersionsService\/StartJob$/,
    });
    const call = await trace.parentOf(startJob, {
      service: 'gateway',
      kind: SpanKind.CLIENT,
      name: /VersionsService\/StartJob$/,
    });
    const gatewayRequest = await trace.ancestorOf(call, { service: 'gateway', kind: SpanKind.SERVER, name: /^POST\b/ });
    // The partner's request started the trace.
    expect(gatewayRequest.parentSpanId).toBe('');
  });
});
