import path from 'node:path';
import { readEventLog } from '@downbeat/platform';
import { waitForDemoCatalog } from './support/api';
import { describeCrashDurability } from './support/crash-checks';
import { EmbeddedSystem } from './support/embedded-system';

const CREDENTIALS = { accessKeyId: 'embedded-crash', accessKeySecret: 'embedded-secret-0123456789' };

/** `npm start`'s process killed with SIGKILL mid-burst and started again on the same DATA_DIR. */
describe('durability, embedded mode', () => {
  let system: EmbeddedSystem;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('embedded-crash', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  describeCrashDurability(() => ({
    context: () => system.context,
    crash: () => system.kill(),
    recover: () => system.start(),
    // No Kafka here: the usage topic is read from the process's own event log file.
    usageReportsOf: async (partnerId) =>
      readEventLog(path.join(system.dataDirectory, 'events.sqlite'), ['usage.reports.v1'])
        .filter((event) => event.key === partnerId)
        .map((event) => String((event.data as { other: string | null }).other)),
  }));
});
