import { randomUUID } from 'node:crypto';
import { waitFor } from '@downbeat/testing';
import { AccountsAdmin } from './admin';
import { partnerToken, request, userToken } from './api';
import { accountsAdminClient, closing } from './operator-clients';
import type { SystemContext } from './system-under-test';

/** What a test partner needs: its id and a partner token. */
export interface ReportingPartner {
  partnerId: string;
  token: string;
}

/**
 * How a mode shows what reached the analytics topic. Distributed: a Kafka consumer of the run's
 * topic. Embedded (no Kafka): the usage summary, counted from the in-process topic.
 */
export interface AnalyticsObserver {
  /** Resolves once an event about `trackId` of this partner was published. */
  waitForTrack(partner: ReportingPartner, trackId: string): Promise<void>;
  /** How many events about `trackId` of this partner were published (read after a later sentinel arrived). */
  publishedAbout(partner: ReportingPartner, trackId: string): Promise<number>;
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
export const preview = (trackId: string, extra: Record<string, unknown> = {}) => ({
  userId: 'user-1',
  timestamp: minutesAgo(5),
  analyticsEvent: { type: 'trackPreviewed', trackId },
  ...extra,
});
export const marker = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

export async function newPartner(context: SystemContext, name: string): Promise<ReportingPartner> {
  const system = context();
  const admin = new AccountsAdmin(system.accountsAddress);
  try {
    const created = await admin.createPartner(`${name} ${randomUUID().slice(0, 6)}`);
    return {
      partnerId: created.partnerId,
      token: await partnerToken(system.baseUrl, created.accessKeyId, created.accessKeySecret),
    };
  } finally {
    admin.close();
  }
}

/** Makes an end user connected (or not) through the accounts admin API, as a partner's backend would. */
export async function setConnected(context: SystemContext, partnerId: string, userId: string, connected: boolean) {
  await closing(accountsAdminClient(context().accountsAddress), (admin) =>
    admin.upsertEndUser({ partnerId, userId, connected }),
  );
}

/** A like recorded through the accounts admin API, which takes any id (the public API checks the catalog). */
async function likeAsOperator(context: SystemContext, partnerId: string, userId: string, trackId: string) {
  await closing(accountsAdminClient(context().accountsAddress), (admin) =>
    admin.likeTrack({ partnerId, userId, trackId }),
  );
}

export function reportAnalytics(
  context: SystemContext,
  partner: ReportingPartner,
  events: unknown[],
  idempotencyKey?: string,
) {
  return request<{ batchId: string; eventsCount: number; message: string; errors?: { key: string }[] }>(
    context().baseUrl,
    '/v0/analytics/report',
    {
      token: partner.token,
      json: { events },
      timeoutMs: 15_000,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    },
  );
}

/** Every rule of the analytics, usage and liked-tracks operations, through the public API. */
export function describeReporting(context: SystemContext, observer: () => AnalyticsObserver): void {
  describe('reporting', () => {
    let partner: ReportingPartner;
    beforeAll(async () => {
      partner = await newPartner(context, 'Reporting partner');
    });

    /** A later good batch of the same partner (same partition, so after anything published before it). */
    async function expectNothingPublishedAbout(own: ReportingPartner, trackId: string) {
      const sentinel = marker('sentinel');
      expect((await reportAnalytics(context, own, [preview(sentinel)])).status).toBe(200);
      await observer().waitForTrack(own, sentinel);
      expect(await observer().publishedAbout(own, trackId)).toBe(0);
    }

    const old = new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString();
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    const rules: [string, (track: string) => unknown[], string][] = [
      ['more than 100 events', (track) => Array.from({ length: 101 }, () => preview(track)), 'events'],
      ['no events at all', () => [], 'events'],
      [
        'more than 50 track ids in one event',
        (track) => [
          preview(track),
          {
            userId: 'user-1',
            timestamp: minutesAgo(1),
            analyticsEvent: {
              type: 'tracksExported',
              platform: 'YOUTUBE',
              trackIds: Array.from({ length: 51 }, (_, i) => `${track}-${i}`),
            },
          },
        ],
        'events[1].analyticsEvent.trackIds',
      ],
      [
        'a timestamp older than 7 days',
        (track) => [preview(track), preview(track, { timestamp: old })],
        'events[1].timestamp',
      ],
      [
        'a timestamp in the future',
        (track) => [preview(track), preview(track, { timestamp: future })],
        'events[1].timestamp',
      ],
      [
        'an unknown event type',
        (track) => [
          preview(track),
          { userId: 'u', timestamp: minutesAgo(1), analyticsEvent: { type: 'trackLiked', trackId: track } },
        ],
        'events[1].analyticsEvent.type',
      ],
      [
        'a user id outside the user-id rule',
        (track) => [preview(track), preview(track, { userId: 'not a user!' })],
        'events[1].userId',
      ],
      [
        'a missing field of the event type',
        (track) => [
          preview(track),
          {
            userId: 'u',
            timestamp: minutesAgo(1),
            analyticsEvent: { type: 'trackDownloaded', trackId: track, format: 'mp3' },
          },
        ],
        'events[1].analyticsEvent.quality',
      ],
    ];

    it.each(rules)(
      'refuses a batch with %s whole: 400 naming the event and field, nothing published',
      async (_rule, events, key) => {
        const own = await newPartner(context, 'Refused partner');
        const track = marker('refused');
        const answer = await reportAnalytics(context, own, events(track));
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Bad request');
        expect(answer.body.errors?.map((error) => error.key)).toContain(key);
        await expectNothingPublishedAbout(own, track);
      },
    );

    it('names every bad event of a batch, by index', async () => {
      const answer = await reportAnalytics(context, partner, [
        preview('a', { timestamp: old }),
        preview('b'),
        preview('c', { userId: 'bad id' }),
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((error) => error.key).sort()).toEqual(['events[0].timestamp', 'events[2].userId']);
    });

    it('answers a retry with the same Idempotency-Key with the first answer and publishes it once', async () => {
      const own = await newPartner(context, 'Retrying partner');
      const track = marker('retried');
      const key = `key-${randomUUID()}`;
      const events = [preview(track)];
      const first = await reportAnalytics(context, own, events, key);
      const again = await reportAnalytics(context, own, events, key);
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      await observer().waitForTrack(own, track);
      const sentinel = marker('sentinel');
      await reportAnalytics(context, own, [preview(sentinel)]);
      await observer().waitForTrack(own, sentinel);
      expect(await observer().publishedAbout(own, track)).toBe(1);
    });

    it('recognises the same batch sent again without a key', async () => {
      const events = [preview(marker('same')), preview(marker('same'))];
      const first = await reportAnalytics(context, partner, events);
      const again = await reportAnalytics(context, partner, events);
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });

    it('refuses the same Idempotency-Key with other events with 422, publishing nothing of them', async () => {
      const own = await newPartner(context, 'Reusing partner');
      const key = `key-${randomUUID()}`;
      expect((await reportAnalytics(context, own, [preview(marker('first'))], key)).status).toBe(200);
      const other = marker('other');
      const reused = await reportAnalytics(context, own, [preview(other)], key);
      expect(reused.status).toBe(422);
      expect(reused.body.message).toMatch(/Idempotency-Key/);
      await expectNothingPublishedAbout(own, other);
    });

    it('takes analytics from partner tokens only', async () => {
      const user = await userToken(context().baseUrl, partner.token, 'user-1');
      const answer = await request<{ message: string }>(context().baseUrl, '/v0/analytics/report', {
        token: user,
        json: { events: [preview('x')] },
      });
      expect(answer.status).toBe(403);
    });

    describe('usage reports', () => {
      let user: string;
      let tracks: string[];
      beforeAll(async () => {
        user = await userToken(context().baseUrl, partner.token, 'user-usage');
        const listed = await request<{ tracks: { id: string }[] }>(context().baseUrl, '/v0/tracks?limit=2', {
          token: partner.token,
        });
        tracks = listed.body.tracks.map((track) => track.id);
      });
      const report = (body: unknown) =>
        request<{ message: string; errors?: { key: string; messages: string[] }[] }>(context().baseUrl, '/v0/usage', {
          token: user,
          json: body,
        });

      it('accepts an EXPORTED report with a platform of the list, and OTHER with its name', async () => {
        const answer = await report({ eventType: 'EXPORTED', platform: 'YOUTUBE', trackIds: [tracks[0]], other: null });
        expect(answer).toMatchObject({ status: 200, body: { message: expect.any(String) } });
        expect((await report({ platform: 'OTHER', other: 'Vimeo', trackIds: [tracks[0]] })).status).toBe(200);
        expect((await report({ platform: 'LOCAL', trackIds: tracks })).status).toBe(200);
      });

      it('takes `other` with a listed platform, empty or not, as the reference API does', async () => {
        expect((await report({ platform: 'YOUTUBE', other: '', trackIds: [tracks[0]] })).status).toBe(200);
        expect((await report({ platform: 'TIKTOK', other: 'Vimeo', trackIds: [tracks[0]] })).status).toBe(200);
      });

      it('refuses track ids the catalog does not know, naming each', async () => {
        const answer = await report({ platform: 'YOUTUBE', trackIds: [tracks[0], 'no-such-track'] });
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([
          { key: 'trackIds[1]', messages: ['is not a track in the catalog: no-such-track'] },
        ]);
      });

      it.each([
        ['an unknown platform', { platform: 'MYSPACE', trackIds: ['t'] }, 'platform'],
        ['no track ids', { platform: 'YOUTUBE', trackIds: [] }, 'trackIds'],
        ['a missing trackIds', { platform: 'YOUTUBE' }, 'trackIds'],
        ['another event type', { eventType: 'SHARED', platform: 'YOUTUBE', trackIds: ['t'] }, 'eventType'],
      ])('refuses %s with 400 naming the field', async (_case, body, key) => {
        const answer = await report(body);
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.map((error) => error.key)).toContain(key);
      });

      it('takes usage from user tokens only', async () => {
        const answer = await request(context().baseUrl, '/v0/usage', {
          token: partner.token,
          json: { platform: 'YOUTUBE', trackIds: ['t'] },
        });
        expect(answer.status).toBe(403);
      });
    });

    it('sums the partner’s day in the usage summary (our addition)', async () => {
      const summaryPartner = await newPartner(context, 'Summary partner');
      const events = [
        preview('trk_a'),
        preview('trk_a'),
        {
          userId: 'u',
          timestamp: minutesAgo(2),
          analyticsEvent: { type: 'trackDownloaded', trackId: 'trk_a', format: 'mp3', quality: 'high' },
        },
        {
          userId: 'u',
          timestamp: minutesAgo(2),
          analyticsEvent: { type: 'tracksExported', trackIds: ['trk_a', 'trk_b'], platform: 'TIKTOK' },
        },
      ];
      expect((await reportAnalytics(context, summaryPartner, events)).status).toBe(200);
      const today = minutesAgo(2).slice(0, 10);
      const summary = await waitFor(
        'the usage summary to count the batch',
        async () => {
          const answer = await request<{ days: { day: string; previews: number; exports: number }[] }>(
            context().baseUrl,
            `/v0/usage/summary?from=${today}&to=${today}`,
            { token: summaryPartner.token },
          );
          return answer.body.days?.[0]?.exports === 1 ? answer.body.days[0] : undefined;
        },
        { timeoutMs: 20_000, intervalMs: 200 },
      );
      expect(summary).toEqual({
        day: today,
        previews: 2,
        downloads: 1,
        exports: 1,
        exportsByPlatform: [{ platform: 'TIKTOK', count: 1 }],
        topTracks: [
          { trackId: 'trk_a', previews: 2, downloads: 1, exports: 1 },
          { trackId: 'trk_b', previews: 0, downloads: 0, exports: 1 },
        ],
      });
      const tooLong = await request(context().baseUrl, '/v0/usage/summary?from=2026-01-01&to=2026-03-01', {
        token: summaryPartner.token,
      });
      expect(tooLong.status).toBe(400);
    });

    describe('liked tracks', () => {
      const fan = `fan-${randomUUID().slice(0, 8)}`;
      let fanToken: string;
      let real: string[];
      /** Every like, newest first: the model the pages are checked against. */
      let likes: string[];
      const like = (trackId: string) =>
        request(context().baseUrl, `/v0/users/me/liked/tracks/${trackId}`, { method: 'PUT', token: fanToken });
      const liked = (query = '') =>
        request<{ tracks: { id: string }[]; pagination: unknown; links: { next?: string; prev?: string } }>(
          context().baseUrl,
          `/v0/users/me/liked/tracks${query}`,
          { token: fanToken },
        );
      /** Likes of tracks that left the catalog count for paging but are not shown. */
      const shown = (from: number) => likes.slice(from, from + 25).filter((id) => real.includes(id));

      beforeAll(async () => {
        await setConnected(context, partner.partnerId, fan, true);
        fanToken = await userToken(context().baseUrl, partner.token, fan);
        const listed = await request<{ tracks: { id: string }[] }>(context().baseUrl, '/v0/tracks?limit=100', {
          token: partner.token,
        });
        real = listed.body.tracks.map((track) => track.id).slice(0, 22);
        expect(real).toHaveLength(22);
        // Tracks liked while they were in the catalog, since unpublished: the public API refuses a
        // like of an id the catalog does not know, so the operator API records these.
        const gone = Array.from({ length: 8 }, (_, i) => `gone-${i}-${fan}`);
        // 30 likes, oldest first, so that the page boundary at 25 falls between shown tracks.
        const inOrder = [...real.slice(0, 3), ...gone.slice(0, 5), ...real.slice(3), ...gone.slice(5)];
        for (const trackId of inOrder) {
          // One by one, so each like is newer than the one before.
          if (gone.includes(trackId)) await likeAsOperator(context, partner.partnerId, fan, trackId);
          else expect(await like(trackId)).toMatchObject({ status: 200, body: { trackId, liked: true } });
        }
        likes = [...inOrder].reverse();
      }, 60_000);

      it('lists 25 likes per page, newest first, with pagination and links', async () => {
        const first = await liked();
        expect(first.status).toBe(200);
        expect(first.body.tracks.map((track) => track.id)).toEqual(shown(0));
        expect(first.body.tracks).toHaveLength(19);
        expect(first.body.pagination).toEqual({ page: 1, limit: 25, offset: 0 });
        expect(first.body.links).toEqual({ next: '/v0/users/me/liked/tracks?limit=25&offset=25' });
        const second = await liked('?offset=25');
        expect(second.body.tracks.map((track) => track.id)).toEqual(shown(25));
        expect(second.body.tracks.map((track) => track.id)).toEqual([real[2], real[1], real[0]]);
        expect(second.body.pagination).toEqual({ page: 2, limit: 25, offset: 25 });
        expect(second.body.links).toEqual({ prev: '/v0/users/me/liked/tracks?limit=25&offset=0' });
      });

      it('refuses a like of an id the catalog does not know with 404, leaving the pages as they were', async () => {
        const answer = await like(`no-such-track-${fan}`);
        expect(answer).toMatchObject({ status: 404, body: { message: 'Track was not found' } });
        expect((await liked()).body.tracks.map((track) => track.id)).toEqual(shown(0));
      });

      it('refuses an offset that is not a multiple of 25', async () => {
        const answer = await request<{ errors: { key: string }[] }>(
          context().baseUrl,
          '/v0/users/me/liked/tracks?offset=10',
          { token: fanToken },
        );
        expect(answer.status).toBe(400);
        expect(answer.body.errors.map((error) => error.key)).toEqual(['offset']);
      });

      it('drops an unliked track from the list; liking again keeps the first like’s place', async () => {
        expect((await like(real[0]!)).status).toBe(200);
        const newest = real[21]!;
        const removed = await request(context().baseUrl, `/v0/users/me/liked/tracks/${newest}`, {
          method: 'DELETE',
          token: fanToken,
        });
        expect(removed).toMatchObject({ status: 200, body: { trackId: newest, liked: false } });
        likes = likes.filter((id) => id !== newest);
        expect((await liked()).body.tracks.map((track) => track.id)).toEqual(shown(0));
        expect((await liked('?offset=25')).body.tracks.map((track) => track.id)).toEqual(shown(25));
      });

      it('answers 403 with a clear message to a user who is not connected', async () => {
        const guest = await userToken(context().baseUrl, partner.token, `guest-${randomUUID().slice(0, 8)}`);
        const answer = await request<{ message: string }>(context().baseUrl, '/v0/users/me/liked/tracks', {
          token: guest,
        });
        expect(answer.status).toBe(403);
        expect(answer.body.message).toMatch(/connected/);
        const likeAsGuest = await request<{ message: string }>(
          context().baseUrl,
          `/v0/users/me/liked/tracks/${real[0]}`,
          {
            method: 'PUT',
            token: guest,
          },
        );
        expect(likeAsGuest.status).toBe(403);
      });

      it('takes user tokens only', async () => {
        expect((await request(context().baseUrl, '/v0/users/me/liked/tracks', { token: partner.token })).status).toBe(
          403,
        );
      });
    });
  });
}

interface SummaryDay {
  day: string;
  topTracks: { trackId: string; previews: number; downloads: number; exports: number }[];
}

/**
 * The embedded mode has no Kafka to read: what reached the in-process analytics topic shows in the
 * partner's usage summary, which reporting counts from that topic (one partner per check, so the
 * top 50 tracks are all of them).
 */
export function summaryObserver(context: SystemContext, timeoutMs = 20_000): AnalyticsObserver {
  const eventsAbout = async (partner: ReportingPartner, trackId: string) => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const answer = await request<{ days: SummaryDay[] }>(
      context().baseUrl,
      `/v0/usage/summary?from=${from}&to=${to}&topTracks=50`,
      { token: partner.token },
    );
    return answer.body.days
      .flatMap((day) => day.topTracks)
      .filter((track) => track.trackId === trackId)
      .reduce((sum, track) => sum + track.previews + track.downloads + track.exports, 0);
  };
  return {
    waitForTrack: async (partner, trackId) => {
      await waitFor(`an event about ${trackId}`, async () => (await eventsAbout(partner, trackId)) > 0, {
        timeoutMs,
        intervalMs: 100,
      });
    },
    publishedAbout: eventsAbout,
  };
}
