import { telemetry } from './instrument';
import { connectDocumentStore, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startSimilarityService } from './service';

runService('similarity', async ({ logger, shutdown }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const service = await startSimilarityService({ address: config.GRPC_ADDRESS, logger, store });
  shutdown.register('grpc server', () => service.stop());
});
