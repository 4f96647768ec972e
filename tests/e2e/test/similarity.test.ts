import { describeWith } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { EmbeddedSystem } from './support/embedded-system';
import { describeRecommendations } from './support/similarity-checks';

const CREDENTIALS = { accessKeyId: 'similarity-partner', accessKeySecret: 'similarity-secret-0123456789' };

describe('recommendations in embedded mode', () => {
  let system: EmbeddedSystem;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('similarity', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    // Every answer below is checked against the OpenAPI document.
    await checkResponsesAgainstOpenApi(system.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  describeRecommendations(() => ({ ...system.context, catalogAddress: system.grpcAddress('catalog') }));
});

describeWith(['kafka', 'mongodb', 'opensearch'], 'recommendations in distributed mode', (infra) => {
  let system: DistributedSystem;

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
  }, 180_000);

  afterAll(async () => {
    await system?.stopAll();
    await system?.dropRunData();
  });

  describeRecommendations(() => ({ ...system.context, catalogAddress: system.catalogAddress }));
});
