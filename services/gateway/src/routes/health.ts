import { Router } from 'express';
import type { HealthChecker } from '@downbeat/platform';

/**
 * `/livez`: the process answers. `/readyz`: every upstream service reports SERVING over
 * grpc.health.v1 right now (checked per request with a short deadline, so an outage shows at once).
 */
export function healthRoutes(upstreams: Record<string, HealthChecker>, isDraining: () => boolean): Router {
  const router = Router();
  router.get('/livez', (_request, response) => {
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request, response) => {
    const entries = await Promise.all(
      Object.entries(upstreams).map(async ([name, checker]) => [name, await checker.check('', 300)] as const),
    );
    const notServing = entries.filter(([, verdict]) => verdict !== 'SERVING').map(([name]) => name);
    const ready = notServing.length === 0 && !isDraining();
    response.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      upstreams: Object.fromEntries(entries),
      ...(isDraining() ? { message: 'Gateway is shutting down' } : {}),
      ...(notServing.length > 0 ? { message: `Not serving: ${notServing.join(', ')}` } : {}),
    });
  });
  return router;
}
