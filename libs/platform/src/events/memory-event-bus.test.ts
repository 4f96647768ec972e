import { describeEventBusContract } from './event-bus.contract';
import { MemoryEventBus } from './memory-event-bus';

describeEventBusContract('memory', async () => {
  const bus = new MemoryEventBus({ retry: { initialBackoffMs: 5, maxBackoffMs: 20 } });
  await bus.start();
  return bus;
});
