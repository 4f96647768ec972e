import express, { type Express } from 'express';
import type { Logger } from '@downbeat/platform';
import { TokenVerifier } from './auth/token-verifier';
import { errorResponder, routeNotFound } from './http/problem';
import { healthRoutes } from './routes/health';
import { fetchSigningKeys, tokenRoutes } from './routes/tokens';
import { trackRoutes } from './routes/tracks';
import type { Upstreams } from './upstreams/upstreams';

/** Without these no partner request can be served (tokens, every listing). */
const REQUIRED_UPSTREAMS = ['accounts', 'catalog'];

export interface GatewayAppOptions {
  upstreams: Upstreams;
  logger: Logger;
  isDraining: () => boolean;
}

/** The public REST API: authentication, validation, fan-out over gRPC, the spec's JSON. No business logic. */
export function createGatewayApp(options: GatewayAppOptions): Express {
  const { upstreams, logger } = options;
  const verifier = new TokenVerifier(() => fetchSigningKeys(upstreams));
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(express.json({ limit: '1mb' }));
  app.use(healthRoutes(upstreams.health, REQUIRED_UPSTREAMS, options.isDraining));
  app.use(tokenRoutes(upstreams));
  app.use(trackRoutes(upstreams, verifier));
  app.use(routeNotFound);
  app.use(errorResponder(logger));
  return app;
}
