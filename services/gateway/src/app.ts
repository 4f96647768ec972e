import express, { type Express } from 'express';
import { portalWebRoot } from '@downbeat/portal';
import type { Logger } from '@downbeat/platform';
import { ApiKeyVerifier } from './auth/api-key-verifier';
import type { Gatekeeping } from './auth/authenticate';
import { PartnerDirectory } from './auth/partner-directory';
import { sessionLookup } from './auth/portal-session';
import { TokenVerifier } from './auth/token-verifier';
import { ApiRouter } from './http/api-router';
import { CatalogReadCache } from './http/catalog-cache';
import { answerPreflight, isPreflight } from './http/cors';
import { requestMetrics } from './http/gateway-metrics';
import { errorResponder, routeNotFound } from './http/problem';
import { openApiDocument } from './openapi/document';
import { limitByClientIp, RateLimits } from './rate-limit/rate-limits';
import type { RatePolicy } from './rate-limit/token-bucket';
import { beatRoutes } from './routes/beats';
import { collectionRoutes } from './routes/collections';
import { docsRoutes } from './routes/docs';
import { healthRoutes, type DemoCatalogReport } from './routes/health';
import { likedTrackRoutes } from './routes/liked-tracks';
import { mediaRoutes } from './routes/media';
import { partnerRoutes } from './routes/partner';
import { partnerApiKeyRoutes } from './routes/partner-api-keys';
import { partnerUserRoutes } from './routes/partner-users';
import { partnerWebhookRoutes } from './routes/partner-webhook';
import { portalRoutes } from './routes/portal';
import { reportingRoutes } from './routes/reporting';
import { safelistingRoutes } from './routes/safelisting';
import { searchRoutes } from './routes/search';
import { similarityRoutes } from './routes/similarity';
import { soundEffectCollectionRoutes } from './routes/sound-effect-collections';
import { soundEffectRoutes } from './routes/sound-effects';
import { genreRoutes, moodRoutes } from './routes/taxonomies';
import { fetchSigningKeys, tokenRoutes } from './routes/tokens';
import { trackRoutes } from './routes/tracks';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { versionRoutes } from './routes/versions';
import type { Upstreams } from './upstreams/upstreams';

/** Without these no partner request can be served (tokens, every listing). */
const REQUIRED_UPSTREAMS = ['accounts', 'catalog'];

/** Tunables with the defaults of DECISIONS.md; the distributed mode reads them from the env. */
export interface GatewaySettings {
  defaultPartnerRateLimit: RatePolicy;
  clientIpRateLimit: RatePolicy;
  partnerSettingsTtlMs: number;
  trustProxyHops: number;
  /** Catalog reads kept in memory (0 bytes: none) and their longest life; see CatalogReadCache. */
  catalogCache: { maxBytes: number; maxAgeMs: number };
  /**
   * Search answers, the same way: also checked against the catalog version (they are hydrated from
   * the catalog), and short-lived, because the index applies a catalog change a moment after it
   * happened and becomes searchable at its next refresh (1 s).
   */
  searchCache: { maxBytes: number; maxAgeMs: number };
}

export const DEFAULT_SETTINGS: GatewaySettings = {
  defaultPartnerRateLimit: { ratePerSecond: 50, burst: 100 },
  clientIpRateLimit: { ratePerSecond: 100, burst: 200 },
  partnerSettingsTtlMs: 30_000,
  trustProxyHops: 0,
  catalogCache: { maxBytes: 64 * 1024 * 1024, maxAgeMs: 5_000 },
  searchCache: { maxBytes: 32 * 1024 * 1024, maxAgeMs: 1_000 },
};

export interface GatewayAppOptions {
  upstreams: Upstreams;
  logger: Logger;
  isDraining: () => boolean;
  settings?: Partial<GatewaySettings>;
  /** The developer portal's build served at /portal/ (default: @downbeat/portal's; null: none). */
  portalWebRoot?: string | null;
  /** The embedded mode's demo catalog loading, reported by `/readyz`. */
  demoCatalog?: () => DemoCatalogReport;
}

/** The public REST API: authentication, validation, fan-out over gRPC, the spec's JSON. No business logic. */
export function createGatewayApp(options: GatewayAppOptions): Express {
  const { upstreams, logger } = options;
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const limits = new RateLimits(settings.clientIpRateLimit);
  const sessions = sessionLookup(upstreams.accounts);
  const gate: Gatekeeping = {
    sessions,
    verifier: new TokenVerifier(() => fetchSigningKeys(upstreams)),
    apiKeys: new ApiKeyVerifier((key) => upstreams.accounts.verifyApiKey({ key })),
    limits,
    partners: new PartnerDirectory({
      fetchSettings: async (partnerId) => {
        const { settings: partnerSettings } = await upstreams.accounts.getPartnerSettings({ partnerId });
        if (!partnerSettings) throw new Error('accounts answered GetPartnerSettings without settings');
        return partnerSettings;
      },
      defaultRateLimit: settings.defaultPartnerRateLimit,
      ttlMs: settings.partnerSettingsTtlMs,
      logger,
    }),
  };
  const reads = new CatalogReadCache(upstreams.catalogVersion, { name: 'catalog', ...settings.catalogCache });
  const api = new ApiRouter(openApiDocument, gate);
  healthRoutes(api, {
    upstreams: upstreams.health,
    required: REQUIRED_UPSTREAMS,
    isDraining: options.isDraining,
    ...(options.demoCatalog ? { demoCatalog: options.demoCatalog } : {}),
  });
  tokenRoutes(api, upstreams);
  userRoutes(api, upstreams);
  likedTrackRoutes(api, upstreams);
  reportingRoutes(api, upstreams);
  collectionRoutes(api, upstreams, reads);
  moodRoutes(api, upstreams, reads);
  genreRoutes(api, upstreams, reads);
  searchRoutes(
    api,
    upstreams,
    new CatalogReadCache(upstreams.catalogVersion, { name: 'search', ...settings.searchCache }),
  );
  trackRoutes(api, upstreams, reads);
  soundEffectRoutes(api, upstreams, reads);
  soundEffectCollectionRoutes(api, upstreams, reads);
  mediaRoutes(api, upstreams);
  beatRoutes(api, upstreams);
  similarityRoutes(api, upstreams);
  uploadRoutes(api, upstreams);
  safelistingRoutes(api, upstreams);
  versionRoutes(api, upstreams);
  partnerRoutes(api, upstreams, { sessions, forgetPartner: (partnerId) => gate.partners.forget(partnerId) });
  partnerUserRoutes(api, upstreams);
  partnerApiKeyRoutes(api, upstreams);
  partnerWebhookRoutes(api, upstreams);
  const docsAssets = docsRoutes(api, openApiDocument, limits);
  api.assertEveryOperationHandled();

  const app = express();
  app.disable('x-powered-by');
  // ETags are set on catalog and search reads only (http/catalog-cache.ts).
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', settings.trustProxyHops);
  // First, so every request is timed, those refused early (rate limit, preflight) included.
  app.use(requestMetrics());
  const allowMethods = api.methodNotAllowed();
  // OPTIONS before the routes: Express would answer it itself, with a text body and no OPTIONS in Allow.
  app.use((request, response, next) => {
    if (request.method !== 'OPTIONS') return next();
    limits.chargeClient(request, response);
    if (isPreflight(request)) return answerPreflight(request, response, api.preflightFor(request.path));
    allowMethods(request, response, () => routeNotFound(request, response, next));
  });
  app.use(api.router);
  app.use(docsAssets);
  app.use(
    portalRoutes(options.portalWebRoot === undefined ? portalWebRoot() : (options.portalWebRoot ?? undefined), limits),
  );
  app.use(limitByClientIp(limits), allowMethods, routeNotFound);
  app.use(errorResponder(logger));
  return app;
}
