import { telemetry } from './instrument';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { connectDocumentStore, connectEventBus, FilesystemBlobStore, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startMediaService } from './service';

runService('media', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const ffmpeg = await locateFfmpeg();
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'media',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const service = await startMediaService({
    address: config.GRPC_ADDRESS,
    logger,
    store,
    bus,
    blobs: new FilesystemBlobStore({ root: config.BLOB_ROOT }),
    ffmpeg,
    signingKeys: {
      current: config.MEDIA_SIGNING_KEY,
      ...(config.MEDIA_SIGNING_KEY_PREVIOUS ? { previous: config.MEDIA_SIGNING_KEY_PREVIOUS } : {}),
    },
    edge: {
      host: config.EDGE_HOST,
      port: config.EDGE_PORT,
      publicUrl: config.EDGE_PUBLIC_URL,
      cookieDomain: config.EDGE_COOKIE_DOMAIN,
      allowedOrigins: config.EDGE_ALLOWED_ORIGINS,
    },
    accountsAddress: config.ACCOUNTS_ADDRESS,
    hlsAccessSeconds: config.HLS_ACCESS_SECONDS,
    renderWorkDir: config.RENDER_WORK_DIR,
    uploads: { workDir: config.UPLOAD_WORK_DIR, sweepMs: config.UPLOAD_SWEEP_SECONDS * 1000 },
  });
  shutdown.register('grpc server and edge', () => service.stop());
});
