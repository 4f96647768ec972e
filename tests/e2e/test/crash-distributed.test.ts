import { describeWith } from '@downbeat/testing';
import { waitForDemoCatalog } from './support/api';
import { describeCrashDurability } from './support/crash-checks';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { TopicReader } from './support/topic-reader';

/** The services that take the burst's writes (likes: accounts; analytics and usage: reporting), killed with SIGKILL. */
const WRITERS = ['accounts', 'reporting'] as const;

describeWith(['kafka', 'mongodb', 'opensearch'], 'durability, distributed mode', (infra) => {
  let system: DistributedSystem;
  let usage: TopicReader;

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    usage = await new TopicReader(infra.kafka!.brokers, `${system.topicNamespace}.usage.reports.v1`).start();
  }, 150_000);

  afterAll(async () => {
    await usage?.stop();
    await system?.stopAll();
    await system?.dropRunData();
  });

  describeCrashDurability(() => ({
    context: () => system.context,
    crash: async () => {
      await Promise.all(WRITERS.map((name) => system.service(name).kill()));
    },
    recover: async () => {
      for (const name of WRITERS) system.service(name).start();
      await system.waitUntilReady(60_000);
    },
    usageReportsOf: async (partnerId) =>
      usage.records.filter((record) => record.key === partnerId).map((record) => String(record.value.other)),
  }));
});
