import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUnparsableRequests, type Logger } from '@downbeat/platform';
import { createGatewayApp, type GatewaySettings } from './app';
import type { DemoCatalogReport } from './routes/health';
import { connectUpstreams, type UpstreamAddresses } from './upstreams/upstreams';

/** How long in-flight responses may take to finish once draining starts. */
const DRAIN_TIMEOUT_MS = 5_000;

export interface GatewayOptions {
  /** Host to bind; `0.0.0.0` in a pod, `127.0.0.1` on a laptop. */
  host: string;
  /** 0 picks a free port. */
  port: number;
  upstreams: UpstreamAddresses;
  logger: Logger;
  /** Rate limits, settings cache, proxies; DECISIONS.md's defaults when absent. */
  settings?: Partial<GatewaySettings>;
  /** The embedded mode's demo catalog loading, reported by `/readyz`. */
  demoCatalog?: () => DemoCatalogReport;
}

export interface RunningGateway {
  url: string;
  /** `/readyz` turns 503, the listener closes, in-flight requests finish, channels close. */
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const upstreams = connectUpstreams(options.upstreams, options.logger);
  let draining = false;
  const app = createGatewayApp({
    upstreams,
    logger: options.logger,
    isDraining: () => draining,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.demoCatalog ? { demoCatalog: options.demoCatalog } : {}),
  });
  const server: Server = createServer(app);
  server.keepAliveTimeout = 65_000;
  answerUnparsableRequests(server, options.logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`;
  options.logger.info({ url }, 'gateway listening');
  return {
    url,
    async stop() {
      draining = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // A client that stops reading a response must not hold the drain up forever.
        setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
      });
      upstreams.close();
    },
  };
}
