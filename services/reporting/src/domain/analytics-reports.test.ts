import {
  MemoryDocumentStore,
  MemoryEventBus,
  createLogger,
  type EventBus,
  type EventEnvelope,
} from '@downbeat/platform';
import { AnalyticsReports, ANALYTICS_TOPIC } from './analytics-reports';
import type { ReportedEvent } from './analytics-events';
import { BatchRecordStore } from '../store/batch-records';
import { BatchLedger } from './batch-ledger';

const logger = createLogger({ service: 'reporting-test', level: 'silent' });
let clock = new Date('2026-11-21T12:00:00Z');
const preview = (trackId: string): ReportedEvent => ({
  userId: 'user-1',
  occurredAt: new Date('2026-11-21T11:00:00Z'),
  userConnected: true,
  activity: { type: 'trackPreviewed', trackId },
});

async function setup(bus?: EventBus) {
  clock = new Date('2026-11-21T12:00:00Z');
  const store = new MemoryDocumentStore();
  await store.start();
  const memoryBus = new MemoryEventBus();
  await memoryBus.start();
  const published: EventEnvelope[] = [];
  await memoryBus.subscribe({ group: 'test', topics: [ANALYTICS_TOPIC] }, async (event) => void published.push(event));
  const ledger = new BatchLedger(new BatchRecordStore(store), { retentionMs: 3_600_000, leaseMs: 30_000 }, () => clock);
  const reports = new AnalyticsReports({ bus: bus ?? memoryBus, ledger, logger, clock: () => clock });
  return { reports, published, memoryBus, ledger };
}

describe('analytics reports', () => {
  it('fan a batch out to one event per report, keyed by partner, sharing the batch id', async () => {
    const { reports, published, memoryBus } = await setup();
    const answer = await reports.report('partner-1', [preview('trk_1'), preview('trk_2')], '');
    await memoryBus.handled();
    expect(answer.eventsCount).toBe(2);
    expect(published.map((event) => [event.key, event.type, (event.data as { trackId: string }).trackId])).toEqual([
      ['partner-1', 'downbeat.analytics.track-previewed.v1', 'trk_1'],
      ['partner-1', 'downbeat.analytics.track-previewed.v1', 'trk_2'],
    ]);
    expect(published[0]?.data).toMatchObject({
      batchId: answer.batchId,
      eventId: published[0]?.id,
      partnerId: 'partner-1',
      userId: 'user-1',
      userConnected: true,
      occurredAt: '2026-11-21T11:00:00.000Z',
      receivedAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it('answer a retry with the same key with the first answer and publish nothing again', async () => {
    const { reports, published, memoryBus } = await setup();
    const first = await reports.report('partner-1', [preview('trk_1')], 'key-1');
    const again = await reports.report('partner-1', [preview('trk_1')], 'key-1');
    await memoryBus.handled();
    expect(again).toEqual(first);
    expect(published).toHaveLength(1);
  });

  it('recognise the same content without a key, per partner', async () => {
    const { reports, published, memoryBus } = await setup();
    const first = await reports.report('partner-1', [preview('trk_1')], '');
    expect(await reports.report('partner-1', [preview('trk_1')], '')).toEqual(first);
    expect(await reports.report('partner-2', [preview('trk_1')], '')).not.toEqual(first);
    await memoryBus.handled();
    expect(published).toHaveLength(2);
  });

  it('refuse the same key with other events as a failed precondition', async () => {
    const { reports } = await setup();
    await reports.report('partner-1', [preview('trk_1')], 'key-1');
    await expect(reports.report('partner-1', [preview('trk_2')], 'key-1')).rejects.toMatchObject({
      kind: 'idempotency-conflict',
    });
  });

  it('publish a batch again with the same ids when the first attempt failed', async () => {
    const { memoryBus, published } = await setup();
    let failNext = true;
    const flaky: EventBus = Object.assign(Object.create(memoryBus) as EventBus, {
      publishAll: async (requests: Parameters<EventBus['publishAll']>[0]) => {
        if (failNext) {
          failNext = false;
          await memoryBus.publishAll(requests.slice(0, 1));
          throw new Error('broker went away');
        }
        return memoryBus.publishAll(requests);
      },
    });
    const { reports } = await setup(flaky);
    await expect(reports.report('partner-1', [preview('trk_1'), preview('trk_2')], 'key-1')).rejects.toThrow();
    const answer = await reports.report('partner-1', [preview('trk_1'), preview('trk_2')], 'key-1');
    await memoryBus.handled();
    const ids = published.map((event) => event.id);
    expect(new Set(ids).size).toBe(2);
    expect(published.every((event) => (event.data as { batchId: string }).batchId === answer.batchId)).toBe(true);
  });

  it('accept concurrent batches through shared ledger writes, and answer each retry without publishing', async () => {
    const { reports, published, memoryBus } = await setup();
    const keys = Array.from({ length: 20 }, (_, i) => `key-${i}`);
    const answers = await Promise.all(keys.map((key, i) => reports.report('partner-1', [preview(`trk_${i}`)], key)));
    expect(new Set(answers.map((answer) => answer.batchId)).size).toBe(20);
    const retries = await Promise.all(keys.map((key, i) => reports.report('partner-1', [preview(`trk_${i}`)], key)));
    expect(retries).toEqual(answers);
    await memoryBus.handled();
    expect(published).toHaveLength(20);
  });

  it('refuse a second request with the key while the first is publishing, in the same ledger write', async () => {
    const { reports, published, memoryBus } = await setup();
    const outcomes = await Promise.allSettled([
      reports.report('partner-1', [preview('trk_1')], 'key-1'),
      reports.report('partner-1', [preview('trk_1')], 'key-1'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { kind: 'already-exists' },
    });
    await memoryBus.handled();
    expect(published).toHaveLength(1);
  });

  it('forget a batch after the retention window', async () => {
    const { reports, published, memoryBus } = await setup();
    const first = await reports.report('partner-1', [preview('trk_1')], 'key-1');
    clock = new Date(clock.getTime() + 3_600_001);
    const later = await reports.report('partner-1', [preview('trk_1')], 'key-1');
    await memoryBus.handled();
    expect(later.batchId).not.toBe(first.batchId);
    expect(published).toHaveLength(2);
  });
});
