import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ServiceProcess, waitFor, type Infrastructure } from '@downbeat/testing';
import { request } from './api';
import { dropTopics } from './kafka-cleanup';
import type { SystemUnderTest } from './system-under-test';

export const DEMO_CREDENTIALS = { accessKeyId: 'e2e-partner', accessKeySecret: 'e2e-secret-0123456789' };

export const GRPC_SERVICES = ['accounts', 'catalog', 'search', 'media', 'similarity', 'versions', 'reporting'] as const;
type GrpcServiceName = (typeof GRPC_SERVICES)[number];
/** Every deployable service: the gRPC services and the gateway in front of them. */
export type ServiceName = GrpcServiceName | 'gateway';

export interface DistributedOptions {
  /** An OTLP/HTTP endpoint every service exports its spans to. */
  telemetryUrl?: string;
  /** Where the search service finds OpenSearch (a proxy the test can cut); the shared cluster otherwise. */
  searchOpenSearchUrl?: string;
  /** Extra environment of single services, e.g. another Kafka broker for reporting. */
  serviceEnv?: Partial<Record<GrpcServiceName, Record<string, string>>>;
  /**
   * The checkout each service's build comes from, when not this one: another release's, built by
   * previous-release.ts (the versions workers follow the versions service).
   */
  builds?: Partial<Record<ServiceName, string>>;
}

/** Where the media service and its edge listen, and the key its links are signed with. */
export interface MediaEndpoints {
  address: string;
  edgeUrl: string;
  signingKey: string;
  /** Its blob store (masters and renditions). */
  blobRoot: string;
}

/** Every service as its own process against real Kafka, FerretDB and OpenSearch. */
export class DistributedSystem {
  /** Where the versions API (and its admin API, which `downbeat webhooks` calls) listens. */
  versionsAddress = '';
  /** Each process's `GET /metrics` (its ops port), by service name. */
  readonly metricsUrls = new Map<string, string>();

  private constructor(
    readonly gatewayUrl: string,
    readonly services: Map<string, ServiceProcess>,
    /** Where the accounts service (and its admin API) listens. */
    readonly accountsAddress: string,
    /** The accounts service's signing keys. */
    readonly keysDir: string,
    /** This run's search indices (`<prefix>tracks`, ...), so other runs' documents never show up. */
    readonly searchIndexPrefix: string,
    private readonly opensearchUrl: string,
    /** KAFKA_TOPIC_NAMESPACE of this run: its topics are `<namespace>.<topic>`. */
    readonly topicNamespace: string,
    readonly media: MediaEndpoints,
    /** Where the catalog service (and its admin API, which the ingest CLI calls) listens. */
    readonly catalogAddress: string,
    private readonly kafkaBrokers: string[],
  ) {}

  /** What the shared checks need: the gateway, the demo partner, and accounts to create partners. */
  get context(): SystemUnderTest {
    return {
      baseUrl: this.gatewayUrl,
      ...DEMO_CREDENTIALS,
      accountsAddress: this.accountsAddress,
      keysDir: this.keysDir,
    };
  }

  static async start(infra: Infrastructure, options: DistributedOptions = {}): Promise<DistributedSystem> {
    const { telemetryUrl, builds = {} } = options;
    const run = `e2e${Date.now().toString(36)}`;
    const searchIndexPrefix = `${run}-`;
    const keysDir = mkdtempSync(path.join(tmpdir(), 'downbeat-keys-'));
    const ports = Object.fromEntries(
      await Promise.all(GRPC_SERVICES.map(async (name) => [name, await freePort()] as const)),
    ) as Record<GrpcServiceName, number>;
    const telemetry: Record<string, string> = telemetryUrl
      ? { OTEL_EXPORTER_OTLP_ENDPOINT: telemetryUrl, OTEL_BSP_SCHEDULE_DELAY: '200' }
      : {};
    const shared = {
      // This run's topics and consumer groups: other systems on the broker never reach its search index.
      KAFKA_TOPIC_NAMESPACE: run,
      ...telemetry,
      MONGODB_URL: infra.mongodb!.url,
      KAFKA_BROKERS: infra.kafka!.brokers.join(','),
      OPENSEARCH_URL: infra.opensearch!.url,
    };
    // Every service may call the others (catalog asks accounts for free tiers, ...).
    const upstreamEnv = Object.fromEntries(
      GRPC_SERVICES.map((name) => [`${name.toUpperCase()}_ADDRESS`, `127.0.0.1:${ports[name]}`]),
    );
    const edgeUrl = `http://127.0.0.1:${await freePort()}`;
    const media: MediaEndpoints = {
      address: `127.0.0.1:${ports.media}`,
      edgeUrl,
      signingKey: `${run}-media-signing-key-0123456789abcdef`,
      blobRoot: mkdtempSync(path.join(tmpdir(), 'downbeat-blobs-')),
    };
    const mediaEnv = {
      BLOB_ROOT: media.blobRoot,
      EDGE_HOST: '127.0.0.1',
      EDGE_PORT: new URL(edgeUrl).port,
      EDGE_PUBLIC_URL: edgeUrl,
      MEDIA_SIGNING_KEY: media.signingKey,
    };
    // Ops ports of their own: the defaults (9451…) may be taken by another system on this machine.
    const metricsPorts = new Map<string, number>();
    for (const name of [...GRPC_SERVICES, 'versions-worker', 'gateway']) metricsPorts.set(name, await freePort());
    const metricsEnv = (name: string) => ({ METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPorts.get(name)) });
    const services = new Map<string, ServiceProcess>();
    for (const name of GRPC_SERVICES) {
      services.set(
        name,
        new ServiceProcess(
          name,
          `services/${name}/dist/main.js`,
          {
            ...shared,
            ...upstreamEnv,
            GRPC_ADDRESS: `127.0.0.1:${ports[name]}`,
            ...metricsEnv(name),
            MONGODB_DATABASE: `${run}_${name}`,
            ...(name === 'search'
              ? {
                  OPENSEARCH_INDEX_PREFIX: searchIndexPrefix,
                  ...(options.searchOpenSearchUrl ? { OPENSEARCH_URL: options.searchOpenSearchUrl } : {}),
                }
              : {}),
            // Similarity's vector indices are this run's too (`<run>-similarity-…`), dropped with the search ones.
            ...(name === 'similarity' ? { OPENSEARCH_INDEX_PREFIX: `${searchIndexPrefix}similarity-` } : {}),
            SIGNING_KEYS_DIR: keysDir,
            ...(name === 'media' ? mediaEnv : {}),
            // Versions reads masters from and writes results to media's blob store.
            ...(name === 'versions' ? { BLOB_ROOT: media.blobRoot } : {}),
            // Image URLs point at the media edge, as partners reach it.
            ...(name === 'catalog' ? { IMAGES_PUBLIC_URL: edgeUrl } : {}),
            ...options.serviceEnv?.[name],
            SEED_DEMO_CATALOG: 'true',
            DEMO_ACCESS_KEY_ID: DEMO_CREDENTIALS.accessKeyId,
            DEMO_ACCESS_KEY_SECRET: DEMO_CREDENTIALS.accessKeySecret,
          },
          builds[name],
        ),
      );
    }
    // The versions worker Deployment: renders jobs, no gRPC server of its own.
    services.set(
      'versions-worker',
      new ServiceProcess(
        'versions-worker',
        'services/versions/dist/worker-main.js',
        {
          ...shared,
          ...upstreamEnv,
          MONGODB_DATABASE: `${run}_versions`,
          ...metricsEnv('versions-worker'),
          BLOB_ROOT: media.blobRoot,
          WORKER_THREADS: '1',
          ...options.serviceEnv?.versions,
        },
        builds.versions,
      ),
    );
    const gatewayPort = await freePort();
    services.set(
      'gateway',
      new ServiceProcess(
        'gateway',
        'services/gateway/dist/main.js',
        {
          ...telemetry,
          HOST: '127.0.0.1',
          PORT: String(gatewayPort),
          ...metricsEnv('gateway'),
          ...upstreamEnv,
        },
        builds.gateway,
      ),
    );
    for (const service of services.values()) service.start();
    const system = new DistributedSystem(
      `http://127.0.0.1:${gatewayPort}`,
      services,
      `127.0.0.1:${ports.accounts}`,
      keysDir,
      searchIndexPrefix,
      infra.opensearch!.url,
      run,
      media,
      `127.0.0.1:${ports.catalog}`,
      infra.kafka!.brokers,
    );
    system.versionsAddress = `127.0.0.1:${ports.versions}`;
    for (const [name, port] of metricsPorts) system.metricsUrls.set(name, `http://127.0.0.1:${port}/metrics`);
    try {
      await system.waitUntilReady(90_000);
    } catch (error) {
      // The caller never gets the system to stop: its processes would outlive the test run.
      await Promise.all([...services.values()].map((service) => service.kill()));
      throw error;
    }
    return system;
  }

  service(name: string): ServiceProcess {
    const service = this.services.get(name);
    if (!service) throw new Error(`no service ${name}`);
    return service;
  }

  /**
   * Ready, and every upstream (not only those `/readyz` gates on) reports SERVING. A timeout names
   * the upstreams still not serving; the time each took is printed, so a slow cold start shows who.
   */
  async waitUntilReady(timeoutMs: number): Promise<void> {
    const started = Date.now();
    const servingAfter = new Map<string, number>();
    let verdicts: Record<string, string> = {};
    try {
      await waitFor(
        'every service to report SERVING through the gateway',
        async () => {
          const ready = await request<{ upstreams: Record<string, string> }>(this.gatewayUrl, '/readyz').catch(
            () => undefined,
          );
          verdicts = ready?.body?.upstreams ?? verdicts;
          for (const [name, verdict] of Object.entries(verdicts)) {
            if (verdict === 'SERVING' && !servingAfter.has(name)) servingAfter.set(name, Date.now() - started);
          }
          return ready?.status === 200 && Object.values(verdicts).every((verdict) => verdict === 'SERVING');
        },
        { timeoutMs, intervalMs: 200 },
      );
    } catch (error) {
      const waiting = Object.entries(verdicts).filter(([, verdict]) => verdict !== 'SERVING');
      const gateway = this.services.get('gateway');
      const suspects = waiting.length > 0 ? waiting.map(([name]) => name) : ['gateway'];
      const tails = suspects.map((name) => {
        const service = name === 'gateway' ? gateway : this.services.get(name);
        return `── ${name} (${service?.running ? 'running' : 'exited'}):\n${service?.logTail() ?? ''}`;
      });
      throw new Error(
        `${(error as Error).message}; not serving: ${waiting.map(([name, verdict]) => `${name} ${verdict}`).join(', ') || 'gateway itself'}\n${tails.join('\n')}`,
        { cause: error },
      );
    } finally {
      const times = [...servingAfter].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
      console.log(`services serving after: ${times}`);
    }
  }

  /** Deletes this run's search indices and Kafka topics (after `stopAll`), so runs do not pile up. */
  async dropRunData(): Promise<void> {
    await fetch(`${this.opensearchUrl}/${this.searchIndexPrefix}*`, { method: 'DELETE' }).catch(() => undefined);
    await dropTopics(this.kafkaBrokers, `${this.topicNamespace}.`).catch(() => undefined);
  }

  /** SIGTERM to every service; resolves with each exit code. */
  async stopAll(): Promise<Record<string, number | null>> {
    const entries = await Promise.all(
      [...this.services].map(async ([name, service]) => [name, await service.stop()] as const),
    );
    return Object.fromEntries(entries);
  }
}
