import { MemoryDocumentStore } from '@downbeat/platform';
import { describeDailyUsageContract } from './usage-days.contract';

describeDailyUsageContract('memory store', async () => {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
});
