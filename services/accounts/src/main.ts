import { telemetry } from './instrument';
import path from 'node:path';
import { connectDocumentStore, keyFromFile, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startAccountsService } from './service';

runService('accounts', async ({ logger, shutdown }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const demoPartner =
    config.DEMO_ACCESS_KEY_ID && config.DEMO_ACCESS_KEY_SECRET
      ? { accessKeyId: config.DEMO_ACCESS_KEY_ID, accessKeySecret: config.DEMO_ACCESS_KEY_SECRET }
      : undefined;
  const service = await startAccountsService({
    address: config.GRPC_ADDRESS,
    store,
    logger,
    signingKeysDir: config.SIGNING_KEYS_DIR,
    accessKeyPepper:
      config.ACCESS_KEY_PEPPER ??
      (await keyFromFile(config.ACCESS_KEY_PEPPER_FILE ?? path.join(config.SIGNING_KEYS_DIR, 'access-key-pepper.key'))),
    ...(demoPartner ? { demoPartner } : {}),
  });
  shutdown.register('grpc server', () => service.stop());
});
