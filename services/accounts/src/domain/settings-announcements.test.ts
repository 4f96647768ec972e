import { validateEvent } from '@downbeat/contracts';
import type { EventBus, PublishRequest } from '@downbeat/platform';
import type { PartnerSettings } from './partner-settings';
import { announcePendingSettings, PARTNER_SETTINGS_TOPIC } from './settings-announcements';

function settingsOf(partnerId: string): PartnerSettings {
  return {
    partnerId,
    status: 'active',
    freeTierCollectionIds: ['collection-a'],
    rateLimit: { requestsPerSecond: 50, burst: 100 },
    allowedOrigins: ['https://app.example.com'],
  };
}

/** An outbox of plain values: what is pending, what was cleared. */
function outbox(pending: { settings: PartnerSettings; revision: number }[]) {
  const cleared: string[] = [];
  return {
    cleared,
    partners: {
      pendingSettings: async (limit: number) => pending.slice(0, limit),
      settingsPublished: async (partnerId: string, revision: number) => {
        cleared.push(`${partnerId}:${revision}`);
      },
    },
  };
}

/** A bus that records what it is given and fails where `fails` says. */
function recordingBus(fails: (request: PublishRequest) => boolean = () => false) {
  const sent: PublishRequest[] = [];
  const publish = async (request: PublishRequest) => {
    if (fails(request)) throw new Error('broker down');
    sent.push(request);
    return { ...request, id: request.id ?? '', time: '' };
  };
  return { sent, bus: { publish: publish as unknown as EventBus['publish'] } };
}

describe('announcing pending partner settings', () => {
  const now = new Date('2026-11-27T00:30:00Z');

  it('publishes each pending partner keyed by partner with id <partner>:<revision>, then clears it', async () => {
    const { partners, cleared } = outbox([
      { settings: settingsOf('p-1'), revision: 3 },
      { settings: settingsOf('p-2'), revision: 1 },
    ]);
    const { sent, bus } = recordingBus();
    await announcePendingSettings({ partners, bus }, 10, now);

    expect(sent.map((request) => [request.topic, request.key, request.id])).toEqual([
      [PARTNER_SETTINGS_TOPIC, 'p-1', 'p-1:3'],
      [PARTNER_SETTINGS_TOPIC, 'p-2', 'p-2:1'],
    ]);
    expect(sent[0]!.data).toEqual({ ...settingsOf('p-1'), revision: 3, updatedAt: now.toISOString() });
    expect(validateEvent('downbeat.accounts.partner-settings.v1', sent[0]!.data).valid).toBe(true);
    expect(cleared).toEqual(['p-1:3', 'p-2:1']);
  });

  it('stops at the first failed publish and leaves that partner and the rest pending', async () => {
    const { partners, cleared } = outbox([
      { settings: settingsOf('p-1'), revision: 1 },
      { settings: settingsOf('p-2'), revision: 1 },
      { settings: settingsOf('p-3'), revision: 1 },
    ]);
    const { bus } = recordingBus((request) => request.key === 'p-2');
    await expect(announcePendingSettings({ partners, bus }, 10, now)).rejects.toThrow('broker down');
    expect(cleared).toEqual(['p-1:1']);
  });

  it('takes at most one batch per pass', async () => {
    const { partners, cleared } = outbox([1, 2, 3].map((n) => ({ settings: settingsOf(`p-${n}`), revision: 1 })));
    await announcePendingSettings({ partners, bus: recordingBus().bus }, 2, now);
    expect(cleared).toEqual(['p-1:1', 'p-2:1']);
  });
});
