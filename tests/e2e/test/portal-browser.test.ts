import { describeWith } from '@downbeat/testing';
import { waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { EmbeddedSystem } from './support/embedded-system';
import { describePortalInBrowser } from './support/portal-checks';

const CREDENTIALS = { accessKeyId: 'portal-partner', accessKeySecret: 'portal-partner-secret-0123456789' };

/**
 * The developer portal in Debian's Chromium (support/portal-checks.ts), in both modes: the same
 * checks against `npm start`'s one process and against every service as its own process on real
 * Kafka, FerretDB and OpenSearch. One system start per mode; screenshots from the embedded run
 * (support/browser.ts says where).
 */
describe('the developer portal in Chromium, embedded mode', () => {
  let system: EmbeddedSystem;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('portal', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  describePortalInBrowser(() => system.context, { screenshots: true });
});

describeWith(['kafka', 'mongodb', 'opensearch'], 'the developer portal in Chromium, distributed mode', (infra) => {
  let system: DistributedSystem;

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
  }, 120_000);

  afterAll(async () => {
    await system?.stopAll();
    await system?.dropRunData();
  });

  describePortalInBrowser(() => system.context, { screenshots: false });
});
