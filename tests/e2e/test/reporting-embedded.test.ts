import { checkResponsesAgainstOpenApi, waitForDemoCatalog } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';
import type { OpenApiContract } from './support/openapi-contract';
import { describeReporting, summaryObserver } from './support/reporting-checks';

const CREDENTIALS = { accessKeyId: 'embedded-reporting', accessKeySecret: 'embedded-secret-0123456789' };

/** The reporting rules in `npm start`'s process: in-process bus and store, no Kafka. */
describe('reporting, embedded mode', () => {
  let system: EmbeddedSystem;
  let contract: OpenApiContract;
  const context = () => system.context;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('embedded-reporting', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(system.baseUrl);
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  describeReporting(context, () => summaryObserver(context));

  describe('afterwards', () => {
    it('checked every response above against the OpenAPI document', () => {
      expect(contract.checked).toBeGreaterThan(60);
    });
  });
});
