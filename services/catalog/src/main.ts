import { telemetry } from './instrument';
import { connectDocumentStore, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startCatalogService } from './service';

runService('catalog', async ({ logger, shutdown }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const service = await startCatalogService({
    address: config.GRPC_ADDRESS,
    store,
    logger,
    seedDemo: config.SEED_DEMO_CATALOG,
  });
  shutdown.register('grpc server', () => service.stop());
});
