import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchOk, generateMaster, locateFfmpeg, probeBytes } from '@downbeat/media/dist/testing/media-playback';
import { describeWith, waitFor } from '@downbeat/testing';
import { partnerIdOf, partnerToken, request, userToken, waitForDemoCatalog } from './support/api';
import { DEMO_CREDENTIALS, DistributedSystem, type ServiceName } from './support/distributed-system';
import { MediaOperator } from './support/media-ingest';
import {
  buildPreviousRelease,
  DEPLOYABLES,
  previousReleaseCommit,
  type PreviousRelease,
} from './support/previous-release';
import { marker, minutesAgo } from './support/reporting-checks';
import { TopicReader } from './support/topic-reader';

/** The services operators upgrade one at a time in these checks (issue 19 asks for at least these). */
const ROLLED_OUT: ServiceName[] = ['gateway', 'catalog', 'reporting'];

interface Track {
  id: string;
  title: string;
  isPreviewOnly: boolean;
}

/**
 * Independent rollouts: one service of the previous release beside this release's others, and this
 * release's one beside the previous release's others — what a cluster runs half-way through an
 * upgrade, in either order. Each pairing is a whole distributed system driven through the public API
 * and read on the analytics topic as a data team would: browse, search (catalog → Kafka → search),
 * download an ingested track (gateway → catalog → media), report usage (reporting → Kafka).
 */
describeWith(['kafka', 'mongodb', 'opensearch'], 'independent rollouts: releases side by side', (infra) => {
  let previous: PreviousRelease | undefined;
  let unbuilt: unknown;

  beforeAll(() => {
    try {
      previous = buildPreviousRelease(previousReleaseCommit(ROLLED_OUT));
      console.log(`previous release: ${previous.title}`);
    } catch (error) {
      unbuilt = error;
      throw error;
    }
  }, 20 * 60_000);

  /** The previous release's checkout; each pairing fails with the build's own error when there is none. */
  const previousRoot = (): string => {
    if (previous) return previous.root;
    throw new Error(`the previous release was not built, so no pairing can run: ${String(unbuilt)}`);
  };

  for (const service of ROLLED_OUT) {
    describeSystem(`the previous ${service} beside this release's others`, () => ({ [service]: previousRoot() }));
    describeSystem(`this release's ${service} beside the previous others`, () =>
      Object.fromEntries(DEPLOYABLES.filter((other) => other !== service).map((other) => [other, previousRoot()])),
    );
  }

  function describeSystem(title: string, builds: () => Partial<Record<ServiceName, string>>): void {
    describe(title, () => {
      let system: DistributedSystem;
      let analytics: TopicReader;
      let partner: string;
      let freeTrack: Track;
      const api = <T = Record<string, unknown>>(pathAndQuery: string, token = partner) =>
        request<T>(system.gatewayUrl, pathAndQuery, { token });

      beforeAll(async () => {
        system = await DistributedSystem.start(infra, { builds: builds() });
        await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
        partner = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);
        analytics = await new TopicReader(infra.kafka!.brokers, `${system.topicNamespace}.analytics.events.v1`).start();
      }, 180_000);

      afterAll(async () => {
        await analytics?.stop();
        await system?.stopAll();
        await system?.dropRunData();
      });

      it('browses the catalog and finds a track by a word of its title', async () => {
        const listed = await api<{ tracks: Track[] }>('/v0/tracks?limit=50');
        expect(listed.status).toBe(200);
        freeTrack = listed.body.tracks.find((track) => !track.isPreviewOnly)!;
        expect(freeTrack).toBeDefined();
        const metadata = await api<Track[]>(`/v0/tracks/metadata?trackId=${freeTrack.id}`);
        expect(metadata).toMatchObject({ status: 200, body: [{ id: freeTrack.id, title: freeTrack.title }] });

        // The search index is fed from the catalog's events on Kafka, across the two releases.
        const word = freeTrack.title.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? freeTrack.title;
        await waitFor(
          `search to find "${word}"`,
          async () => {
            const found = await api<{ tracks: Track[] }>(`/v0/tracks/search?term=${encodeURIComponent(word)}&limit=60`);
            return found.status === 200 && found.body.tracks.some((track) => track.id === freeTrack.id);
          },
          { timeoutMs: 30_000, intervalMs: 250 },
        );
      });

      it('downloads a free track as MP3 from the media edge', async () => {
        const tools = await locateFfmpeg();
        const operator = new MediaOperator(system.media.address, system.accountsAddress);
        try {
          const master = path.join(mkdtempSync(path.join(tmpdir(), 'downbeat-rollout-')), 'master.wav');
          await generateMaster(tools.ffmpeg, master, 4);
          await operator.ingest('ASSET_KIND_TRACK', freeTrack.id, master);
        } finally {
          operator.close();
        }
        const listener = await userToken(system.gatewayUrl, partner, 'rollout-listener');
        const link = await api<{ url: string }>(`/v0/tracks/${freeTrack.id}/download`, listener);
        expect(link.status).toBe(200);
        expect(new URL(link.body.url).origin).toBe(system.media.edgeUrl);
        const mp3 = Buffer.from(await (await fetchOk(link.body.url)).arrayBuffer());
        expect(await probeBytes(tools.ffprobe, mp3)).toMatchObject({
          codec: 'mp3',
          durationSeconds: expect.any(Number),
        });
      });

      it('puts reported usage on analytics.events.v1, keyed by the partner', async () => {
        const trackId = marker('rollout');
        const reported = await request<{ batchId: string; eventsCount: number }>(
          system.gatewayUrl,
          '/v0/analytics/report',
          {
            token: partner,
            json: {
              events: [
                {
                  userId: 'rollout-user',
                  timestamp: minutesAgo(1),
                  analyticsEvent: { type: 'trackPreviewed', trackId },
                },
              ],
            },
          },
        );
        expect(reported).toMatchObject({ status: 200, body: { eventsCount: 1 } });
        const [record] = await analytics.waitForRecords(
          'the reported preview',
          (candidate) => candidate.value.trackId === trackId,
          1,
        );
        expect(record).toMatchObject({
          key: partnerIdOf(partner),
          value: { batchId: reported.body.batchId, eventType: 'trackPreviewed', trackId },
        });
      });
    });
  }
});
