import { randomUUID } from 'node:crypto';
import { waitFor } from '@downbeat/testing';
import { AccountsAdmin } from './admin';
import { partnerToken, request, userToken } from './api';
import { preview, reportAnalytics, setConnected, type ReportingPartner } from './reporting-checks';
import type { SystemContext } from './system-under-test';

/** A running Downbeat whose writing processes a test may kill. */
export interface CrashableSystem {
  context: SystemContext;
  /** `kill -9` whatever takes the writes of the burst (embedded: the one process; distributed: accounts and reporting). */
  crash(): Promise<void>;
  /** Starts what `crash` killed, on the same data, and waits until it serves. */
  recover(): Promise<void>;
  /** The `other` of every usage report that reached usage.reports.v1 for this partner, one per report. */
  usageReportsOf(partnerId: string): Promise<string[]>;
}

const USERS = 6;
const EVENTS_PER_BATCH = 4;
const WORKERS = 6;
/** Acknowledged writes before the crash: enough that the crash lands in the middle of the burst. */
const ACKNOWLEDGED_BEFORE_CRASH = 45;
/** The usage summary ranks at most 50 tracks a day; every batch has its own track, so stay under. */
const MAX_BATCHES = 40;

type Write =
  | { kind: 'like'; user: number; trackId: string }
  | { kind: 'batch'; trackId: string; events: unknown[] }
  /** `marker` travels as `other` (platform OTHER): the track must be a catalog track, so it cannot tell reports apart. */
  | { kind: 'usage'; user: number; trackId: string; marker: string };

/** What the burst sent and what it was told. */
interface Outcome {
  write: Write;
  acknowledged: boolean;
}

/**
 * Acknowledged means durable: a burst of likes, analytics batches and usage reports, `kill -9` in
 * the middle of it, a restart on the same data, more writes after it. Every write that got a 2xx
 * is there afterwards — likes listed, batches counted exactly once (a resend with the same
 * Idempotency-Key publishes nothing), usage reports on their topic — and what is sent after the
 * restart is counted too. A write that got no answer may or may not have happened, but never half.
 */
export function describeCrashDurability(system: () => CrashableSystem): void {
  describe('a kill -9 in the middle of a burst of writes', () => {
    const run = randomUUID().slice(0, 8);
    const context: SystemContext = () => system().context();
    let partner: ReportingPartner;
    let users: string[];
    let userTokens: string[];
    let tracks: string[];
    const outcomes: Outcome[] = [];
    let batches = 0;
    let reports = 0;
    let likesGiven = 0;

    const send = async (write: Write): Promise<boolean> => {
      const base = context().baseUrl;
      const answer = await (async () => {
        switch (write.kind) {
          case 'like':
            return request(base, `/v0/users/me/liked/tracks/${write.trackId}`, {
              method: 'PUT',
              token: userTokens[write.user],
            });
          case 'batch':
            return reportAnalytics(context, partner, write.events, write.trackId);
          case 'usage':
            return request(base, '/v0/usage', {
              token: userTokens[write.user],
              json: { eventType: 'EXPORTED', platform: 'OTHER', other: write.marker, trackIds: [write.trackId] },
            });
        }
      })().catch(() => undefined);
      return answer?.status === 200;
    };

    /** The next write of a steady mix: likes, analytics batches, usage reports in turn. */
    const nextWrite = (turn: number): Write => {
      const kind = (['like', 'batch', 'usage'] as const)[turn % 3]!;
      if (kind === 'batch' && batches < MAX_BATCHES) {
        const trackId = `crash-${run}-batch-${batches++}`;
        return { kind, trackId, events: Array.from({ length: EVENTS_PER_BATCH }, () => preview(trackId)) };
      }
      if (kind === 'usage') {
        const marker = `crash-${run}-usage-${reports}`;
        return { kind, user: reports % USERS, trackId: tracks[reports++ % tracks.length]!, marker };
      }
      const given = likesGiven++;
      return { kind: 'like', user: given % USERS, trackId: tracks[Math.floor(given / USERS) % tracks.length]! };
    };

    /** Workers send writes until `until` says stop; each outcome is kept. */
    const burst = async (until: () => boolean) => {
      let turn = outcomes.length;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (!until()) {
            const write = nextWrite(turn++);
            outcomes.push({ write, acknowledged: await send(write) });
          }
        }),
      );
    };

    const acknowledged = (kind: Write['kind']) =>
      outcomes.filter((outcome) => outcome.acknowledged && outcome.write.kind === kind).map((outcome) => outcome.write);

    beforeAll(async () => {
      partner = await burstingPartner(context);
      users = Array.from({ length: USERS }, (_, i) => `crash-fan-${i}-${run}`);
      for (const user of users) await setConnected(context, partner.partnerId, user, true);
      userTokens = await Promise.all(users.map((user) => userToken(context().baseUrl, partner.token, user)));
      const listed = await request<{ tracks: { id: string }[] }>(context().baseUrl, '/v0/tracks?limit=100', {
        token: partner.token,
      });
      tracks = listed.body.tracks.map((track) => track.id);
      expect(tracks.length).toBeGreaterThan(10);

      // The burst; the crash comes while it runs, and the workers keep sending for a moment after it.
      let crashed = false;
      let crashedAt = 0;
      const crash = waitFor('enough acknowledged writes before the crash', () =>
        outcomes.filter((outcome) => outcome.acknowledged).length >= ACKNOWLEDGED_BEFORE_CRASH ? true : undefined,
      ).then(async () => {
        await system().crash();
        crashed = true;
        crashedAt = Date.now();
      });
      await burst(() => crashed && Date.now() - crashedAt > 500);
      await crash;
      await system().recover();

      // After the restart: every write is answered again (a moment of 503s while reconnecting is allowed).
      const afterRestart = outcomes.length;
      await waitFor(
        'writes to be acknowledged again after the restart',
        async () => {
          const write = nextWrite(1);
          const outcome = { write, acknowledged: await send(write) };
          outcomes.push(outcome);
          return outcome.acknowledged || undefined;
        },
        { timeoutMs: 30_000, intervalMs: 200 },
      );
      const settled = outcomes.length;
      await burst(() => outcomes.length - settled >= 30);
      expect(outcomes.slice(settled).every((outcome) => outcome.acknowledged)).toBe(true);
      expect(outcomes.length).toBeGreaterThan(afterRestart);
    }, 180_000);

    it('made a burst with writes acknowledged before the crash and refused or lost during it', () => {
      expect(outcomes.filter((outcome) => outcome.acknowledged).length).toBeGreaterThanOrEqual(
        ACKNOWLEDGED_BEFORE_CRASH,
      );
      expect(outcomes.some((outcome) => !outcome.acknowledged)).toBe(true);
    });

    it('lists every acknowledged like', async () => {
      for (const [index, token] of userTokens.entries()) {
        const listed = new Set<string>();
        let path: string | undefined = '/v0/users/me/liked/tracks?limit=25';
        while (path) {
          const page: { status: number; body: { tracks: { id: string }[]; links: { next?: string } } } = await request(
            context().baseUrl,
            path,
            { token },
          );
          expect(page.status).toBe(200);
          page.body.tracks.forEach((track) => listed.add(track.id));
          path = page.body.links.next;
        }
        const liked = acknowledged('like').filter((write) => write.kind === 'like' && write.user === index);
        expect(liked.map((write) => write.trackId).filter((trackId) => !listed.has(trackId))).toEqual([]);
      }
    });

    it('counts every acknowledged analytics batch exactly once, and a resend of it adds nothing', async () => {
      const counted = async () => {
        const today = new Date().toISOString().slice(0, 10);
        const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        const answer = await request<{ days: { topTracks: { trackId: string; previews: number }[] }[] }>(
          context().baseUrl,
          `/v0/usage/summary?from=${yesterday}&to=${today}&topTracks=50`,
          { token: partner.token },
        );
        expect(answer.status).toBe(200);
        const previews = new Map<string, number>();
        for (const track of answer.body.days.flatMap((day) => day.topTracks))
          previews.set(track.trackId, (previews.get(track.trackId) ?? 0) + track.previews);
        return previews;
      };
      const acknowledgedBatches = acknowledged('batch').filter((write) => write.kind === 'batch');
      const sent = acknowledgedBatches.map((write) => write.trackId);
      const last = sent[sent.length - 1]!;
      // The last acknowledged batch was sent after the restart: once it is counted, everything before it is.
      await waitFor('the batches sent after the restart to be counted', async () => (await counted()).has(last), {
        timeoutMs: 30_000,
        intervalMs: 250,
      });
      const before = await counted();
      expect(sent.filter((trackId) => before.get(trackId) !== EVENTS_PER_BATCH)).toEqual([]);
      const unanswered = outcomes.filter((outcome) => !outcome.acknowledged && outcome.write.kind === 'batch');
      for (const { write } of unanswered) expect([undefined, EVENTS_PER_BATCH]).toContain(before.get(write.trackId));

      for (const batch of acknowledgedBatches) {
        const resend = await reportAnalytics(context, partner, batch.events, batch.trackId);
        expect(resend.status).toBe(200);
      }
      const sentinel = `crash-${run}-sentinel`;
      expect((await reportAnalytics(context, partner, [preview(sentinel)])).status).toBe(200);
      await waitFor('the sentinel after the resends to be counted', async () => (await counted()).has(sentinel), {
        timeoutMs: 30_000,
        intervalMs: 250,
      });
      const after = await counted();
      expect(sent.filter((trackId) => after.get(trackId) !== EVENTS_PER_BATCH)).toEqual([]);
    });

    it('has every acknowledged usage report on usage.reports.v1, once', async () => {
      const expected = acknowledged('usage').map((write) => (write.kind === 'usage' ? write.marker : ''));
      const onTopic = await waitFor(
        'every acknowledged usage report on the topic',
        async () => {
          const found = await system().usageReportsOf(partner.partnerId);
          return expected.every((marker) => found.includes(marker)) ? found : undefined;
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
      for (const marker of expected) expect(onTopic.filter((found) => found === marker)).toHaveLength(1);
    });
  });
}

/** A partner whose rate limit lets a burst through (the default, 50 requests a second, would answer 429s). */
async function burstingPartner(context: SystemContext): Promise<ReportingPartner> {
  const admin = new AccountsAdmin(context().accountsAddress);
  try {
    const created = await admin.createPartner(`Crash partner ${randomUUID().slice(0, 6)}`, {
      requestsPerSecond: 10_000,
      burst: 10_000,
    });
    return {
      partnerId: created.partnerId,
      token: await partnerToken(context().baseUrl, created.accessKeyId, created.accessKeySecret),
    };
  } finally {
    admin.close();
  }
}
