import './thread-pool-size';
import { telemetry } from './instrument';
import { runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startEmbedded } from './embedded';

runService(
  'all-in-one',
  async ({ logger, shutdown }) => {
    const config = readConfig();
    shutdown.register('telemetry', () => telemetry.shutdown());
    const { url, demoStatus } = await startEmbedded(config, logger, shutdown);
    logger.info({ url, dataDir: config.DATA_DIR }, 'Downbeat is running (embedded mode)');
    process.stdout.write(welcome(url, config.DEMO_ACCESS_KEY_ID, config.DEMO_ACCESS_KEY_SECRET));
    if (config.DEMO_AUDIO === 'on')
      process.stdout.write(
        '  The demo catalog has real audio: a first start generates and ingests it in the background\n' +
          `  while the API answers; tracks appear as they are published. How far: ${url}/readyz\n` +
          `  (${demoStatus.report().message}).\n\n`,
      );
  },
  // Every service's metrics on one port, on loopback like the rest of the embedded mode (METRICS_HOST to widen).
  { metricsHost: '127.0.0.1' },
);

function welcome(url: string, accessKeyId: string, accessKeySecret: string): string {
  return [
    '',
    `  Downbeat is running at ${url}`,
    '',
    `  Demo partner   accessKeyId=${accessKeyId}  accessKeySecret=${accessKeySecret}`,
    '  (set DEMO_ACCESS_KEY_ID / DEMO_ACCESS_KEY_SECRET to choose your own)',
    '',
    '  Try it:',
    `    TOKEN=$(curl -s -X POST ${url}/v0/partner-token -H 'content-type: application/json' \\`,
    `      -d '{"accessKeyId":"${accessKeyId}","accessKeySecret":"${accessKeySecret}"}' | sed 's/.*"accessToken":"\\([^"]*\\)".*/\\1/')`,
    `    curl -s "${url}/v0/tracks?limit=3" -H "authorization: Bearer $TOKEN"`,
    '',
    `  Developer portal  ${url}/portal/  (sign in with the demo partner's key)`,
    `  API reference     ${url}/docs`,
    '',
    '  Ctrl-C stops it; data stays in DATA_DIR.',
    '',
  ].join('\n');
}
