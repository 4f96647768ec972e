import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, freePortRange, ServiceProcess, waitFor } from '@downbeat/testing';
import { request } from './api';
import type { SystemUnderTest } from './system-under-test';

/** accounts, catalog, search, media, similarity, versions, reporting: GRPC_BASE_PORT + 0..6. */
const GRPC_SERVICES = 7;

/**
 * `npm start`'s process (services/all-in-one) for a suite: its own data directory and ports, the
 * demo partner with the given credentials, and the metadata-only demo catalog (no audio to
 * generate and ingest, so suites stay fast). `start` can run again after `stop` on the same data.
 */
export class EmbeddedSystem {
  private process: ServiceProcess | undefined;

  private constructor(
    readonly baseUrl: string,
    private readonly port: number,
    private readonly grpcBasePort: number,
    private readonly dataDir: string,
    private readonly credentials: { accessKeyId: string; accessKeySecret: string },
    private readonly env: Record<string, string>,
    private readonly metricsPort: number,
  ) {}

  static async create(
    name: string,
    credentials: { accessKeyId: string; accessKeySecret: string },
    /** Extra environment of the process (e.g. a movable clock). */
    env: Record<string, string> = {},
  ): Promise<EmbeddedSystem> {
    const port = await freePort();
    const grpcBasePort = await freePortRange(GRPC_SERVICES);
    const dataDir = mkdtempSync(path.join(tmpdir(), `downbeat-${name}-`));
    const metricsPort = await freePort();
    return new EmbeddedSystem(`http://127.0.0.1:${port}`, port, grpcBasePort, dataDir, credentials, env, metricsPort);
  }

  /** The one `GET /metrics` of every service in the process. */
  get metricsUrl(): string {
    return `http://127.0.0.1:${this.metricsPort}/metrics`;
  }

  /** What the shared checks need; accounts (GRPC_BASE_PORT) is how they create partners. */
  get context(): SystemUnderTest {
    return {
      baseUrl: this.baseUrl,
      ...this.credentials,
      accountsAddress: `127.0.0.1:${this.grpcBasePort}`,
      keysDir: path.join(this.dataDir, 'keys'),
    };
  }

  /** host:port of one service's gRPC API (GRPC_BASE_PORT + its place in the embedded order). */
  grpcAddress(service: 'accounts' | 'catalog' | 'search' | 'media' | 'similarity' | 'versions' | 'reporting'): string {
    const order = ['accounts', 'catalog', 'search', 'media', 'similarity', 'versions', 'reporting'];
    return `127.0.0.1:${this.grpcBasePort + order.indexOf(service)}`;
  }

  /** Starts the process and waits until the gateway says it is ready. */
  async start(): Promise<void> {
    this.process = new ServiceProcess('all-in-one', 'services/all-in-one/dist/main.js', {
      PORT: String(this.port),
      DATA_DIR: this.dataDir,
      GRPC_BASE_PORT: String(this.grpcBasePort),
      METRICS_PORT: String(this.metricsPort),
      DEMO_ACCESS_KEY_ID: this.credentials.accessKeyId,
      DEMO_ACCESS_KEY_SECRET: this.credentials.accessKeySecret,
      DEMO_AUDIO: 'off',
      ...this.env,
    });
    this.process.start();
    await waitFor(
      'the embedded gateway to be ready',
      async () => (await request(this.baseUrl, '/readyz').catch(() => undefined))?.status === 200,
      { timeoutMs: 60_000, intervalMs: 100 },
    );
  }

  /** SIGKILL, as a crash would: nothing is flushed or closed. */
  async kill(): Promise<void> {
    await this.process?.kill();
  }

  /** Where the process keeps its data (its SQLite files among them). */
  get dataDirectory(): string {
    return this.dataDir;
  }

  /** SIGTERM; the exit code. */
  async stop(): Promise<number | null | undefined> {
    return this.process?.stop();
  }
}
