import { telemetry } from './instrument';
import { runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startGateway } from './gateway';

runService('gateway', async ({ logger, shutdown }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const gateway = await startGateway({
    host: config.HOST,
    port: config.PORT,
    logger,
    settings: {
      defaultPartnerRateLimit: { ratePerSecond: config.RATE_LIMIT_DEFAULT_RPS, burst: config.RATE_LIMIT_DEFAULT_BURST },
      clientIpRateLimit: { ratePerSecond: config.CLIENT_IP_RATE_LIMIT_RPS, burst: config.CLIENT_IP_RATE_LIMIT_BURST },
      partnerSettingsTtlMs: config.PARTNER_SETTINGS_TTL_MS,
      trustProxyHops: config.TRUST_PROXY_HOPS,
      catalogCache: { maxBytes: config.CATALOG_CACHE_MB * 1024 * 1024, maxAgeMs: config.CATALOG_CACHE_MAX_AGE_MS },
      searchCache: { maxBytes: config.SEARCH_CACHE_MB * 1024 * 1024, maxAgeMs: config.SEARCH_CACHE_MAX_AGE_MS },
    },
    upstreams: {
      accounts: config.ACCOUNTS_ADDRESS,
      catalog: config.CATALOG_ADDRESS,
      others: {
        search: config.SEARCH_ADDRESS,
        media: config.MEDIA_ADDRESS,
        similarity: config.SIMILARITY_ADDRESS,
        versions: config.VERSIONS_ADDRESS,
        reporting: config.REPORTING_ADDRESS,
      },
    },
  });
  shutdown.register('http server', () => gateway.stop());
});
