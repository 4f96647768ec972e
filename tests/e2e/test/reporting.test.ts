import { describeWith } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, request, userToken, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import type { OpenApiContract } from './support/openapi-contract';
import {
  describeReporting,
  marker,
  minutesAgo,
  newPartner,
  preview,
  reportAnalytics,
  type AnalyticsObserver,
  type ReportingPartner,
} from './support/reporting-checks';
import type { SystemUnderTest } from './support/system-under-test';
import { TopicReader, type TopicRecord } from './support/topic-reader';

const aboutTrack = (partner: ReportingPartner, trackId: string) => (record: TopicRecord) =>
  record.key === partner.partnerId &&
  (record.value.trackId === trackId || (record.value.trackIds as string[] | undefined)?.includes(trackId) === true);

describeWith(['kafka', 'mongodb', 'opensearch'], 'reporting, distributed: analytics on real Kafka', (infra) => {
  let system: DistributedSystem;
  let contract: OpenApiContract;
  let analytics: TopicReader;
  let usage: TopicReader;
  const context = (): SystemUnderTest => system.context;
  const observer = (): AnalyticsObserver => ({
    waitForTrack: async (partner, trackId) => {
      await analytics.waitForRecords(`an event about ${trackId}`, aboutTrack(partner, trackId), 1);
    },
    publishedAbout: async (partner, trackId) => analytics.records.filter(aboutTrack(partner, trackId)).length,
  });

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(system.gatewayUrl);
    const brokers = infra.kafka!.brokers;
    analytics = await new TopicReader(brokers, `${system.topicNamespace}.analytics.events.v1`).start();
    usage = await new TopicReader(brokers, `${system.topicNamespace}.usage.reports.v1`).start();
  }, 150_000);

  afterAll(async () => {
    await analytics?.stop();
    await usage?.stop();
    await system?.stopAll();
    await system?.dropRunData();
  });

  it('puts a batch on analytics.events.v1 record by record: keyed by partner, CloudEvents headers, trace context', async () => {
    const partner = await newPartner(context, 'Topic partner');
    const tracks = [marker('previewed'), marker('downloaded'), marker('exported')];
    const events = [
      preview(tracks[0]!, { userConnected: true }),
      {
        userId: 42,
        timestamp: minutesAgo(3),
        analyticsEvent: { type: 'trackDownloaded', trackId: tracks[1], format: 'mp3', quality: 'high' },
      },
      {
        userId: '0b7e2f4c-3f7a-4c61-9a43-2d1e5f6a7b8c',
        timestamp: minutesAgo(2),
        userConnected: false,
        analyticsEvent: { type: 'tracksExported', trackIds: [tracks[2], 'trk_other'], platform: 'YOUTUBE' },
      },
    ];
    const answer = await reportAnalytics(context, partner, events);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ batchId: expect.any(String), eventsCount: 3 });

    const records = await analytics.waitForRecords(
      'the three events of the batch',
      (record) => record.value.batchId === answer.body.batchId,
      3,
    );
    expect(records).toHaveLength(3);
    // One partition (the partner's key), in the order reported.
    expect(new Set(records.map((record) => record.partition)).size).toBe(1);
    expect(records.map((record) => record.value.eventType)).toEqual([
      'trackPreviewed',
      'trackDownloaded',
      'tracksExported',
    ]);
    for (const [index, record] of records.entries()) {
      expect(record.key).toBe(partner.partnerId);
      expect(record.headers).toMatchObject({
        ce_specversion: '1.0',
        ce_id: record.value.eventId,
        ce_source: '/downbeat/reporting',
        ce_type: `downbeat.analytics.${['track-previewed', 'track-downloaded', 'tracks-exported'][index]}.v1`,
        ce_subject: partner.partnerId,
        ce_time: record.value.occurredAt,
        'content-type': 'application/json',
      });
      expect(record.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
      expect(record.value).toMatchObject({
        batchId: answer.body.batchId,
        partnerId: partner.partnerId,
        receivedAt: expect.stringMatching(/Z$/),
      });
    }
    expect(records[0]!.value).toMatchObject({ userId: 'user-1', userConnected: true, trackId: tracks[0] });
    expect(records[1]!.value).toMatchObject({ userId: '42', trackId: tracks[1], format: 'mp3', quality: 'high' });
    expect(records[1]!.value).not.toHaveProperty('userConnected');
    expect(records[2]!.value).toMatchObject({
      userConnected: false,
      trackIds: [tracks[2], 'trk_other'],
      platform: 'YOUTUBE',
    });
    expect(new Set(records.map((record) => record.value.eventId)).size).toBe(3);
    expect(records[2]!.value.occurredAt).toBe(new Date(events[2]!.timestamp).toISOString());
  });

  it('puts a usage report on usage.reports.v1, keyed by partner', async () => {
    const partner = await newPartner(context, 'Usage partner');
    const user = await userToken(system.gatewayUrl, partner.token, 'user-usage');
    const listed = await request<{ tracks: { id: string }[] }>(system.gatewayUrl, '/v0/tracks?limit=1', {
      token: partner.token,
    });
    const track = listed.body.tracks[0]!.id;
    // The track must be a catalog track; `other` tells this report apart.
    const platformName = marker('Vimeo');
    const answer = await request(system.gatewayUrl, '/v0/usage', {
      token: user,
      json: { eventType: 'EXPORTED', platform: 'OTHER', other: platformName, trackIds: [track] },
    });
    expect(answer.status).toBe(200);
    const [record] = await usage.waitForRecords(
      'the usage report',
      (candidate) => candidate.key === partner.partnerId && candidate.value.other === platformName,
      1,
    );
    expect(record!.headers).toMatchObject({ ce_type: 'downbeat.usage.exported.v1', ce_subject: partner.partnerId });
    expect(record!.value).toMatchObject({
      partnerId: partner.partnerId,
      userId: 'user-usage',
      eventType: 'EXPORTED',
      platform: 'OTHER',
      other: platformName,
      trackIds: [track],
    });
  });

  describeReporting(context, observer);

  describe('afterwards', () => {
    it('checked every response above against the OpenAPI document', () => {
      expect(contract.checked).toBeGreaterThan(60);
    });
  });
});
