import { createLogger, MemoryEventBus } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { FreeTierFollower, PARTNER_SETTINGS_TOPIC } from './free-tier-follower';

const logger = createLogger({ service: 'catalog-test', level: 'silent' });
const announcement = (partnerId: string, revision: number, freeTierCollectionIds: string[]) => ({
  partnerId,
  revision,
  status: 'active' as const,
  freeTierCollectionIds,
  rateLimit: { requestsPerSecond: 50, burst: 100 },
  allowedOrigins: [],
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe('the free-tier follower', () => {
  it('applies each announced choice and moves the version, in every replica’s own group', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const replicas = await Promise.all(
      [0, 1].map(async (index) => {
        const accepted: [string, string[]][] = [];
        let versions = 0;
        const follower = new FreeTierFollower({
          bus,
          source: { accept: (partnerId, ids) => accepted.push([partnerId, ids]) },
          onApplied: () => (versions += 1),
          logger,
          group: `replica-${index}`,
        });
        await follower.start();
        return { follower, accepted, versions: () => versions };
      }),
    );

    await bus.publish({
      topic: PARTNER_SETTINGS_TOPIC,
      key: 'ptn_a',
      type: 'downbeat.accounts.partner-settings.v1',
      data: announcement('ptn_a', 1, ['collection-b', 'collection-a']),
    });

    for (const replica of replicas) {
      await waitFor('the choice to be applied', async () => replica.accepted.length === 1, { timeoutMs: 2_000 });
      expect(replica.accepted).toEqual([['ptn_a', ['collection-b', 'collection-a']]]);
      expect(replica.versions()).toBe(2); // once on joining, once for the choice
      await replica.follower.stop();
    }
  });

  it('has the source forget what it remembered once it has joined, since earlier announcements went unseen', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const steps: string[] = [];
    const follower = new FreeTierFollower({
      bus,
      source: { accept: () => steps.push('accept'), forgetRemembered: () => steps.push('forget') },
      onApplied: () => steps.push('version moved'),
      logger,
      group: 'replica',
    });
    expect(steps).toEqual([]);
    await follower.start();
    expect(steps).toEqual(['forget', 'version moved']);
    await follower.stop();
    await bus.stop();
  });

  it('skips an announcement older than one it applied', () => {
    const accepted: string[][] = [];
    const follower = new FreeTierFollower({
      bus: new MemoryEventBus(),
      source: { accept: (_partnerId, ids) => accepted.push(ids) },
      onApplied: () => undefined,
      logger,
      group: 'replica',
    });
    follower.apply(announcement('ptn_a', 3, ['new']));
    follower.apply(announcement('ptn_a', 2, ['old']));
    follower.apply(announcement('ptn_b', 1, ['other partner']));
    expect(accepted).toEqual([['new'], ['other partner']]);
  });
});
