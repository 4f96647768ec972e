import { setTimeout as sleep } from 'node:timers/promises';
import type { BusyWaits } from '../domain/ports';

/** Waits by polling: tries again every `everyMs` until the attempt is no longer busy or `forMs` has passed. */
export const pollingWaits: BusyWaits = {
  async whileBusy(attempt, { forMs, everyMs }) {
    const until = Date.now() + forMs;
    for (;;) {
      const outcome = await attempt();
      if (outcome !== 'busy' || Date.now() > until) return outcome;
      await sleep(everyMs);
    }
  },
};
