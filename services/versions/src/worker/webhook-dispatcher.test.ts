import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, MemoryDocumentStore, MemoryEventBus } from '@downbeat/platform';
import { httpsWebhookSender } from '../adapters/webhook-sender';
import { type MediaPort } from '../adapters/media-client';
import { JobEvents } from '../domain/job-events';
import { resultKeys } from '../domain/jobs';
import { VersionJobs } from '../domain/version-jobs';
import { WebhookSettings } from '../domain/webhook-settings';
import { WebhookReceiver } from '../testing/webhook-receiver';
import { JobRepository } from '../store/job-repository';
import { WebhookRepository } from '../store/webhook-repository';
import { WebhookDispatcher } from './webhook-dispatcher';

jest.setTimeout(60_000);

const media: MediaPort = {
  trackAnalysis: async () => ({ ready: true, message: '', masterSha256: 'sha', beats: [] }),
  versionLinks: async (jobId) => ({
    previewUrl: `https://edge/downloads/versions/${jobId}/128.mp3?sig`,
    highQualityUrl: `https://edge/downloads/versions/${jobId}/320.mp3?sig`,
    expires: new Date(Date.now() + 86_400_000),
  }),
  close: () => undefined,
};

let receiver: WebhookReceiver;
let secret = '';

beforeAll(async () => {
  receiver = await WebhookReceiver.start(() => secret);
});
afterAll(() => receiver.close());

async function system(trusted: boolean) {
  const store = new MemoryDocumentStore();
  const bus = new MemoryEventBus();
  await store.start();
  await bus.start();
  const repository = new JobRepository(store);
  const events = new JobEvents(bus);
  const jobs = new VersionJobs(repository, media, { readAll: async () => Buffer.from('{}') } as never, events);
  const webhooks = new WebhookRepository(store);
  const settings = new WebhookSettings(webhooks);
  const dispatcher = new WebhookDispatcher({
    webhooks,
    jobs,
    bus,
    sender: httpsWebhookSender(trusted ? { ca: receiver.certificate } : {}),
    logger: createLogger({ service: 'versions', level: 'silent' }),
    intervalMs: 100,
  });
  await dispatcher.start();
  /** A job that ran to COMPLETED, its status event published as the worker would. */
  const finishedJob = async (partnerId: string) => {
    const job = await jobs.start({ partnerId, userId: 'u1', trackId: 't1', durationMs: 30_000, loopable: false });
    await repository.claim(job._id, 'w', Date.now(), 30_000);
    await repository.complete(job._id, 'w', [resultKeys(job._id)], Date.now());
    await events.status((await repository.get(job._id))!);
    return job;
  };
  return { settings, dispatcher, finishedJob };
}

const eventually = async (check: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('webhooks', () => {
  it('POSTs a finished job to the partner’s HTTPS endpoint, signed as Standard Webhooks says', async () => {
    const { settings, dispatcher, finishedJob } = await system(true);
    secret = (await settings.set('p1', receiver.url)).secret;
    expect(secret).toMatch(/^whsec_/);
    const before = receiver.received.length;
    const job = await finishedJob('p1');
    await eventually(() => receiver.received.length > before);
    await dispatcher.stop();
    const got = receiver.received[before]!;
    expect(got.verified).toBe(true);
    const payload = JSON.parse(got.body) as {
      type: string;
      data: { jobId: string; status: string; results: unknown[] };
    };
    expect(payload.type).toBe('track-version.completed');
    expect(payload.data).toMatchObject({ jobId: job._id, status: 'COMPLETED' });
    expect(payload.data.results).toHaveLength(1);
    const [delivery] = await settings.deliveries('p1');
    expect(delivery).toMatchObject({ _id: got.id, state: 'DELIVERED', attempts: 1, lastStatusCode: 204 });
  });

  it('retries a failed delivery with the same webhook-id until the endpoint accepts it', async () => {
    const { settings, dispatcher, finishedJob } = await system(true);
    secret = (await settings.set('p2', receiver.url)).secret;
    receiver.failFirst = [503];
    const before = receiver.received.length;
    await finishedJob('p2');
    await eventually(() => receiver.received.length >= before + 2);
    await dispatcher.stop();
    const attempts = receiver.received.slice(before);
    expect(attempts.map((attempt) => attempt.id)).toEqual([attempts[0]!.id, attempts[0]!.id]);
    expect(attempts.every((attempt) => attempt.verified)).toBe(true);
    await eventually(() => false, 300);
    const [delivery] = await settings.deliveries('p2');
    expect(delivery).toMatchObject({ state: 'DELIVERED', attempts: 2 });
  });

  it('logs a delivery an endpoint with an untrusted certificate never got, and keeps it pending', async () => {
    const { settings, dispatcher, finishedJob } = await system(false);
    secret = (await settings.set('p3', receiver.url)).secret;
    const before = receiver.received.length;
    await finishedJob('p3');
    await eventually(() => false, 1_500);
    const [delivery] = await settings.deliveries('p3');
    await dispatcher.stop();
    expect(receiver.received.length).toBe(before);
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 1, lastStatusCode: 0 });
    expect(delivery?.lastError).toMatch(/certificate/i);
  });

  it('refuses a plain-http URL and a malformed secret, naming the field', async () => {
    const { settings, dispatcher } = await system(true);
    await dispatcher.stop();
    await expect(settings.set('p4', 'http://example.test/hook')).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'url' }],
    });
    await expect(settings.set('p4', receiver.url, 'whsec_short')).rejects.toMatchObject({
      violations: [{ key: 'secret' }],
    });
  });
});
