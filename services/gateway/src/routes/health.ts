import type { HealthChecker } from '@downbeat/platform';
import type { ApiRouter } from '../http/api-router';
import { setRetryAfterUnavailable } from '../http/problem';

/**
 * What the embedded mode's first start has loaded of its demo catalog. The API answers while it
 * loads (readiness stays 200); `/readyz` says how far it is.
 */
export interface DemoCatalogReport {
  state: 'loading' | 'ready' | 'failed';
  generated: number;
  ingested: number;
  total: number;
  message: string;
}

export interface HealthSources {
  /** grpc.health.v1 checkers by upstream name. */
  upstreams: Record<string, HealthChecker>;
  /** Upstreams every request needs: one not SERVING makes the gateway not ready. */
  required: readonly string[];
  isDraining: () => boolean;
  demoCatalog?: () => DemoCatalogReport;
}

/**
 * How long `/readyz` waits for an upstream's health answer. A refused connection fails at once; this
 * bounds only a slow answer, and stays under the probe's timeout (2 s in k8s/), so a loaded upstream
 * that answers late is not mistaken for a missing one.
 */
const UPSTREAM_HEALTH_DEADLINE_MS = 1_000;

/**
 * `/livez`: the process answers. `/readyz`: the upstreams every request needs (`required`) report
 * SERVING over grpc.health.v1 right now — checked per request, so an outage shows at once. Every upstream's verdict is in the body; an optional one being down does not take
 * the gateway out of rotation, its own operations answer 503 instead.
 */
export function healthRoutes(api: ApiRouter, sources: HealthSources): void {
  const { upstreams, required, isDraining } = sources;
  api.handle('getLiveness', (_request, response) => {
    response.json({ status: 'ok' });
  });
  api.handle('getReadiness', async (_request, response) => {
    const entries = await Promise.all(
      Object.entries(upstreams).map(
        async ([name, checker]) => [name, await checker.check('', UPSTREAM_HEALTH_DEADLINE_MS)] as const,
      ),
    );
    const notServing = entries
      .filter(([name, verdict]) => required.includes(name) && verdict !== 'SERVING')
      .map(([name]) => name);
    const ready = notServing.length === 0 && !isDraining();
    if (!ready) setRetryAfterUnavailable(response);
    response.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      upstreams: Object.fromEntries(entries),
      ...(isDraining() ? { message: 'Gateway is shutting down' } : {}),
      ...(notServing.length > 0 ? { message: `Not serving: ${notServing.join(', ')}` } : {}),
      ...(sources.demoCatalog ? { demoCatalog: sources.demoCatalog() } : {}),
    });
  });
}
