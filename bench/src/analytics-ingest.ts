/**
 * Analytics ingest: accepted events per second through the whole path (gateway → gRPC →
 * reporting → ledger in FerretDB → Kafka, acks=all) in batches of 100, against kafkajs producing
 * the same records (same headers, keys and values, 100 per send, idempotent, acks=all) straight to
 * the same broker, same run, same concurrency.
 *
 *   npm run build && npm run bench:analytics -w @downbeat/bench
 *   BENCH_SECONDS (15, per side)  BENCH_CONCURRENCY (16)  BENCH_ROUNDS (3)
 *
 * The seconds are split into rounds that alternate gateway and direct, so that both sides see the
 * same load from whatever else runs on the machine; each round's ratio is kept too. Before every
 * round of either side the bench waits until reporting's daily-usage consumer has counted every
 * event accepted so far, so no round inherits counting left over from the previous one (its CPU
 * is charged to the gateway side, which caused it). CPU per accepted event is recorded for
 * reporting, gateway, FerretDB and the load generator (/proc).
 *
 *   BENCH_SERVICES_ROOT: run the services of another checkout's build (e.g. main's) under this
 *   bench; BENCH_PROFILE_DIR: the services write V8 CPU profiles there when they stop.
 *
 * Writes bench/results/analytics-ingest.json. Needs FerretDB and Kafka (npm run infra:up).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
// The baseline is a plain Kafka client, the fastest any producer of these records could be.
// eslint-disable-next-line no-restricted-imports
import { Kafka, logLevel, type Message } from 'kafkajs';
import { findInfrastructure, freePort, ServiceProcess, waitFor } from '@downbeat/testing';
import { downbeat } from './cli';
import { CpuMeter, pidNamed, pidRunning, untilConsumed } from './ingest-meter';
import { profiling, progress, writeResults } from './system';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 100;
const SERVICES_ROOT = process.env.BENCH_SERVICES_ROOT ? path.resolve(process.env.BENCH_SERVICES_ROOT) : undefined;
const PARTNER = { accessKeyId: 'bench-analytics', accessKeySecret: 'bench-analytics-secret-0123' };

interface Throughput {
  eventsPerSecond: number;
  batches: number;
  failedBatches: number;
  latencyMs: { p50: number; p99: number };
}

/** A batch nobody sent before (the ledger would answer a repeated one without publishing). */
function batchOfEvents(): unknown[] {
  const now = new Date().toISOString();
  const user = randomUUID();
  return Array.from({ length: BATCH }, (_, index) => ({
    userId: user,
    timestamp: now,
    userConnected: index % 2 === 0,
    analyticsEvent: { type: 'trackPreviewed', trackId: `trk_${index}_${randomUUID().slice(0, 8)}` },
  }));
}

interface Run {
  latencies: number[];
  failed: number;
  seconds: number;
}

/** Runs `send` from `CONCURRENCY` loops for `seconds`; each call is one batch of 100. */
async function drive(send: () => Promise<boolean>, seconds: number): Promise<Run> {
  const latencies: number[] = [];
  let failed = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const sent = Date.now();
        if (await send()) latencies.push(Date.now() - sent);
        else failed += 1;
      }
    }),
  );
  return { latencies, failed, seconds: (Date.now() - started) / 1000 };
}

/** Rounds of one side taken together. */
function throughput(runs: Run[]): Throughput {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    eventsPerSecond: Math.round((latencies.length * BATCH) / seconds),
    batches: latencies.length,
    failedBatches: runs.reduce((sum, run) => sum + run.failed, 0),
    latencyMs: { p50: at(0.5), p99: at(0.99) },
  };
}

/** The records reporting would write for a batch: CloudEvents binary mode, keyed by partner. */
function directRecords(partnerId: string, events: unknown[]): Message[] {
  const batchId = randomUUID();
  const receivedAt = new Date().toISOString();
  return (
    events as { userId: string; timestamp: string; userConnected: boolean; analyticsEvent: { trackId: string } }[]
  ).map((event) => {
    const eventId = randomUUID();
    return {
      key: partnerId,
      value: JSON.stringify({
        eventId,
        batchId,
        partnerId,
        userId: event.userId,
        userConnected: event.userConnected,
        eventType: 'trackPreviewed',
        occurredAt: event.timestamp,
        receivedAt,
        trackId: event.analyticsEvent.trackId,
      }),
      headers: {
        ce_specversion: '1.0',
        ce_id: eventId,
        ce_source: '/downbeat/reporting',
        ce_type: 'downbeat.analytics.track-previewed.v1',
        ce_time: event.timestamp,
        ce_subject: partnerId,
        'content-type': 'application/json',
        traceparent: `00-${randomUUID().replace(/-/g, '')}-${randomUUID().replace(/-/g, '').slice(0, 16)}-01`,
      },
    };
  });
}

async function main(): Promise<void> {
  const { found } = await findInfrastructure(['mongodb', 'kafka']);
  if (!found.mongodb || !found.kafka)
    throw new Error('FerretDB/MongoDB and Kafka must be reachable; run `npm run infra:up` first');
  const run = `bench${Date.now().toString(36)}`;
  const ports = {
    accounts: await freePort(),
    reporting: await freePort(),
    gateway: await freePort(),
    catalog: await freePort(),
  };
  const addresses = {
    ACCOUNTS_ADDRESS: `127.0.0.1:${ports.accounts}`,
    REPORTING_ADDRESS: `127.0.0.1:${ports.reporting}`,
    // Not started: reporting needs no catalog; the gateway only dials it lazily.
    CATALOG_ADDRESS: `127.0.0.1:${ports.catalog}`,
  };
  const common = { MONGODB_URL: found.mongodb.url, LOG_LEVEL: 'warn', ...profiling() };
  const services = [
    new ServiceProcess(
      'bench-accounts',
      'services/accounts/dist/main.js',
      {
        ...common,
        GRPC_ADDRESS: addresses.ACCOUNTS_ADDRESS,
        MONGODB_DATABASE: `${run}_accounts`,
        SIGNING_KEYS_DIR: mkdtempSync(path.join(tmpdir(), 'bench-keys-')),
        DEMO_ACCESS_KEY_ID: PARTNER.accessKeyId,
        DEMO_ACCESS_KEY_SECRET: PARTNER.accessKeySecret,
      },
      SERVICES_ROOT,
    ),
    new ServiceProcess(
      'bench-reporting',
      'services/reporting/dist/main.js',
      {
        ...common,
        GRPC_ADDRESS: addresses.REPORTING_ADDRESS,
        MONGODB_DATABASE: `${run}_reporting`,
        KAFKA_BROKERS: found.kafka.brokers.join(','),
        KAFKA_TOPIC_NAMESPACE: run,
      },
      SERVICES_ROOT,
    ),
    new ServiceProcess(
      'bench-gateway',
      'services/gateway/dist/main.js',
      {
        ...addresses,
        HOST: '127.0.0.1',
        PORT: String(ports.gateway),
        LOG_LEVEL: 'warn',
        ...profiling(),
      },
      SERVICES_ROOT,
    ),
  ];
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const kafka = new Kafka({ clientId: 'bench-direct', brokers: found.kafka.brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  const directTopic = `${run}.direct.analytics.events.v1`;
  const watcher = kafka.admin();
  try {
    progress(`starting ${services.map((service) => service.name).join(', ')}`);
    for (const service of services) service.start();
    const token = await waitFor(
      'a partner token',
      async () => {
        const response = await fetch(`${gatewayUrl}/v0/partner-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(PARTNER),
        });
        return response.ok ? ((await response.json()) as { accessToken: string }).accessToken : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    const [, payload] = token.split('.');
    const partnerId = (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { partner_id: string })
      .partner_id;
    await downbeat(['settings', 'rate-limit', partnerId, '100000', '100000'], addresses);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const viaGateway = async () => {
      const response = await fetch(`${gatewayUrl}/v0/analytics/report`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ events: batchOfEvents() }),
      }).catch(() => undefined);
      await response?.arrayBuffer();
      return response?.status === 200;
    };
    await producer.connect();
    await watcher.connect();
    await watcher.createTopics({ topics: [{ topic: directTopic, numPartitions: 12 }], waitForLeaders: true });
    const [reportingService, gatewayService] = services.slice(1);
    const pids = {
      reporting: reportingService?.pid,
      gateway: gatewayService?.pid,
      ferretdb: pidNamed('ferretdb'),
      kafka: pidRunning('kafka.Kafka'),
    };
    const meters = { gateway: new CpuMeter(pids), direct: new CpuMeter(pids) };
    // reporting's daily-usage consumer (group `reporting`) under the run's namespace.
    const caughtUp = () => untilConsumed(watcher, `${run}.reporting`, `${run}.analytics.events.v1`);
    const direct = async () => {
      await producer.send({ topic: directTopic, acks: -1, messages: directRecords(partnerId, batchOfEvents()) });
      return true;
    };

    progress(`warming up both for 3 s at ${CONCURRENCY} concurrent batches`);
    await drive(viaGateway, 3);
    await drive(direct, 3);
    await caughtUp();
    const catchUpSeconds: number[] = [];
    const viaGatewayRuns: Run[] = [];
    const directRuns: Run[] = [];
    const loadAverages: number[] = [loadavg()[0] ?? 0];
    for (let round = 1; round <= ROUNDS; round++) {
      progress(
        `round ${round}/${ROUNDS}: ${SECONDS / ROUNDS} s through the gateway, then as long straight to the broker`,
      );
      await meters.gateway.measure(async () => {
        viaGatewayRuns.push(await drive(viaGateway, SECONDS / ROUNDS));
        catchUpSeconds.push(Math.round((await caughtUp()) * 10) / 10);
      });
      directRuns.push(await meters.direct.measure(() => drive(direct, SECONDS / ROUNDS)));
      loadAverages.push(loadavg()[0] ?? 0);
    }
    const gateway = throughput(viaGatewayRuns);
    const baseline = throughput(directRuns);
    const ratio = Math.round((gateway.eventsPerSecond / baseline.eventsPerSecond) * 1000) / 1000;
    // Ingest and counting together: the gateway rounds' events over their seconds plus the
    // consumer's catch-up after each. Below the ingest rate when counting cannot keep up.
    const gatewaySeconds = viaGatewayRuns.reduce((sum, run) => sum + run.seconds, 0);
    const countedPerSecond = Math.round(
      (gateway.batches * BATCH) / (gatewaySeconds + catchUpSeconds.reduce((sum, seconds) => sum + seconds, 0)),
    );
    const roundRatios = viaGatewayRuns.map(
      (run, index) =>
        Math.round((throughput([run]).eventsPerSecond / throughput([directRuns[index]!]).eventsPerSecond) * 1000) /
        1000,
    );
    writeResults('analytics-ingest', {
      settings: { seconds: SECONDS, rounds: ROUNDS, concurrency: CONCURRENCY, eventsPerBatch: BATCH },
      // The 1-minute load average before the first round and after each (2 cores, shared).
      loadAverages: loadAverages.map((load) => Math.round(load * 10) / 10),
      gateway,
      kafkajsDirect: baseline,
      ratio,
      roundRatios,
      // Seconds the daily-usage consumer needed after each gateway round to count the rest.
      catchUpSeconds,
      countedEventsPerSecond: countedPerSecond,
      countedRatio: Math.round((countedPerSecond / baseline.eventsPerSecond) * 1000) / 1000,
      // CPU µs per accepted event (the gateway side includes the consumer's catch-up after each round).
      cpuMicrosPerEvent: {
        gateway: meters.gateway.perEvent(gateway.batches * BATCH),
        kafkajsDirect: meters.direct.perEvent(baseline.batches * BATCH),
      },
      ...(SERVICES_ROOT ? { servicesRoot: SERVICES_ROOT } : {}),
    });
    process.stdout.write(
      `accepted events/s — gateway: ${gateway.eventsPerSecond} (p50 ${gateway.latencyMs.p50} ms, p99 ${gateway.latencyMs.p99} ms, failed ${gateway.failedBatches}), ` +
        `kafkajs direct: ${baseline.eventsPerSecond} (p50 ${baseline.latencyMs.p50} ms); ratio ${ratio} (rounds ${roundRatios.join(', ')}; load ${loadAverages.map((load) => load.toFixed(1)).join(' → ')}; catch-up ${catchUpSeconds.join(', ')} s, counted ${countedPerSecond}/s)\n` +
        `CPU µs per accepted event — gateway side ${JSON.stringify(meters.gateway.perEvent(gateway.batches * BATCH))}, direct side ${JSON.stringify(meters.direct.perEvent(baseline.batches * BATCH))}\n`,
    );
  } finally {
    await producer.disconnect().catch(() => undefined);
    await watcher.disconnect().catch(() => undefined);
    await Promise.all(services.map((service) => service.stop()));
    const admin = kafka.admin();
    await admin.connect().catch(() => undefined);
    const topics = (await admin.listTopics().catch(() => [] as string[])).filter((topic) =>
      topic.startsWith(`${run}.`),
    );
    if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
