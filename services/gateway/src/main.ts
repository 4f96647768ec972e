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
