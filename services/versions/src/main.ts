import './instrument';
import { runService } from '@downbeat/platform';
import { readConfig } from './config';
import { connectVersions } from './connect';
import { startVersionsService } from './service';

runService('versions', async (process) => {
  const { config, shared } = await connectVersions('versions', process, {
    render: readConfig().VERSIONS_RENDER_IN_API,
  });
  const service = await startVersionsService({ address: config.GRPC_ADDRESS, ...shared });
  process.shutdown.register('grpc server', () => service.stop());
});
