/**
 * The daily usage counts (DailyUsageCounts over UsageDayRecords) as every document store must
 * keep them: the memory store runs these cases in the unit tests, FerretDB in the integration
 * tests. `open` returns a started store holding no daily usage documents (`daily_usage`,
 * `daily_usage_tracks`); each case stops it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type {
  DocumentCollection,
  DocumentStore,
  EventBatch,
  PositionedEvent,
  StoredDocument,
} from '@downbeat/platform';
import { DailyUsageCounts, MAX_TRACKS_PER_DAY } from '../domain/daily-usage';
import { UsageDayRecords } from './usage-days';

const TOPIC = 'analytics.events.v1';
const DAY = '2026-11-21';

/** Events of one partition at consecutive offsets from `from`. */
function positioned(from: number, data: Record<string, unknown>[]): PositionedEvent[] {
  return data.map((fields, index) => {
    const eventId = `00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`;
    return {
      offset: from + index,
      envelope: {
        id: eventId,
        type: 't',
        source: '/downbeat/reporting',
        time: `${DAY}T10:00:00Z`,
        key: 'p1',
        topic: TOPIC,
        data: { eventId, partnerId: 'p1', userId: 'u', occurredAt: `${DAY}T10:00:00.000Z`, ...fields },
      },
    };
  });
}

const batch = (events: PositionedEvent[], partition = 0): EventBatch => ({ topic: TOPIC, partition, events });
const previewed = (trackId: string, extra: Record<string, unknown> = {}) => ({
  eventType: 'trackPreviewed',
  trackId,
  ...extra,
});

/** Ten previews of p1 (tracks t0..t4 twice each) and, between them, ten of p2. */
const interleaved = positioned(
  100,
  [...Array(20).keys()].map((n) => previewed(`t${Math.floor(n / 2) % 5}`, { partnerId: n % 2 === 0 ? 'p1' : 'p2' })),
);

/**
 * The store as the counts see it, counting their updates (the point of batching is few of them)
 * and their reads of one day (the summary's range reads are not counted).
 */
function instrumented(store: DocumentStore): { store: DocumentStore; writes: () => number; reads: () => number } {
  let writes = 0;
  let reads = 0;
  const collection = <T extends StoredDocument>(name: string): DocumentCollection<T> => {
    const inner = store.collection<T>(name);
    const updateOne: typeof inner.updateOne = (...args) => {
      writes++;
      return inner.updateOne(...args);
    };
    const find: typeof inner.find = (filter, options) => {
      if ('_id' in filter) reads++;
      return inner.find(filter, options);
    };
    return Object.assign(Object.create(inner) as typeof inner, { updateOne, find });
  };
  return {
    store: Object.assign(Object.create(store) as DocumentStore, { collection }),
    writes: () => writes,
    reads: () => reads,
  };
}

export function describeDailyUsageContract(name: string, open: () => Promise<DocumentStore>): void {
  describe(`daily usage counted into daily_usage and daily_usage_tracks: ${name}`, () => {
    let plain: DocumentStore;
    let store: DocumentStore;
    let counts: DailyUsageCounts;
    let writes: () => number;
    let reads: () => number;
    beforeEach(async () => {
      plain = await open();
      ({ store, writes, reads } = instrumented(plain));
      counts = new DailyUsageCounts(new UsageDayRecords(store));
    });
    afterEach(async () => {
      await plain.stop();
    });

    /** Another counter on the same store (another process, after a rebalance). */
    const anotherCounter = () => new DailyUsageCounts(new UsageDayRecords(plain));
    const storedTrackIds = async (partnerId = 'p1') => {
      const stored = await plain
        .collection<{ _id: string; tracks: object }>('daily_usage_tracks')
        .findOne({ _id: `${partnerId}/${DAY}` });
      return Object.keys(stored?.tracks ?? {});
    };

    it("shows an event in a day's totals only once its track is counted too", async () => {
      const records = new UsageDayRecords(store);
      // The tracks document is the slow write (FerretDB rewrites it whole); the totals are small.
      const slowTracks = Object.assign(Object.create(records) as UsageDayRecords, {
        addUnseen: async (...args: Parameters<UsageDayRecords['addUnseen']>) => {
          if (args[0] === 'tracks') await new Promise((resolve) => setTimeout(resolve, 50));
          return records.addUnseen(...args);
        },
      });
      const slow = new DailyUsageCounts(slowTracks);
      const counting = slow.countBatch(batch(positioned(0, [previewed('trk_1')])));
      let seen: Awaited<ReturnType<DailyUsageCounts['read']>>[number] | undefined;
      while (!seen) {
        const [day] = await slow.read('p1', DAY, DAY, 5);
        if (day && day.previews > 0) seen = day;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await counting;
      expect(seen.topTracks).toEqual([{ trackId: 'trk_1', previews: 1, downloads: 0, exports: 0 }]);
    });

    it('counts previews, downloads, exports per platform and top tracks', async () => {
      await counts.countBatch(
        batch(
          positioned(0, [
            previewed('trk.1'),
            { eventType: 'trackDownloaded', trackId: 'trk.1', format: 'mp3', quality: 'high' },
            { eventType: 'tracksExported', trackIds: ['trk.1', 'trk_2', 'trk_2'], platform: 'YOUTUBE' },
            { eventType: 'tracksExported', trackIds: ['trk_2'], platform: 'TIKTOK' },
            { eventType: 'tracksExported', trackIds: ['trk_2'], platform: 'TIKTOK' },
            { eventType: 'trackRated', trackId: 'trk.1', rating: 5 },
          ]),
        ),
      );

      const [first, second] = await counts.read('p1', DAY, '2026-11-22', 10);
      expect(first).toEqual({
        day: DAY,
        previews: 1,
        downloads: 1,
        exports: 3,
        exportsByPlatform: [
          { platform: 'TIKTOK', count: 2 },
          { platform: 'YOUTUBE', count: 1 },
        ],
        topTracks: [
          { trackId: 'trk.1', previews: 1, downloads: 1, exports: 1 },
          { trackId: 'trk_2', previews: 0, downloads: 0, exports: 3 },
        ],
      });
      expect(second).toMatchObject({ day: '2026-11-22', previews: 0, topTracks: [] });
      expect(await counts.read('p2', DAY, DAY, 10)).toMatchObject([{ previews: 0 }]);
    });

    it('writes the totals and the tracks of each partner and day once a batch, whatever the number of events', async () => {
      const twoDays = positioned(0, [
        previewed('a'),
        previewed('b', { occurredAt: '2026-11-22T00:00:01.000Z' }),
        previewed('a', { partnerId: 'p2' }),
        previewed('c'),
        previewed('b', { occurredAt: '2026-11-22T23:59:59.000Z' }),
      ]);

      await counts.countBatch(batch(twoDays));

      expect(writes()).toBe(6);
      expect(await counts.read('p1', DAY, '2026-11-22', 10)).toMatchObject([
        { previews: 2, topTracks: [{ trackId: 'a' }, { trackId: 'c' }] },
        { previews: 2, topTracks: [{ trackId: 'b', previews: 2 }] },
      ]);
      expect(await counts.read('p2', DAY, DAY, 10)).toMatchObject([{ previews: 1 }]);
    });

    it('counts a batch redelivered whole once', async () => {
      await counts.countBatch(batch(interleaved));
      await counts.countBatch(batch(interleaved));

      expect(await counts.read('p1', DAY, DAY, 10)).toMatchObject([{ previews: 10 }]);
      expect(await counts.read('p2', DAY, DAY, 10)).toMatchObject([{ previews: 10 }]);
    });

    it.each([
      ['a shorter first delivery', [interleaved.slice(0, 7), interleaved.slice(0, 20)]],
      ['a longer first delivery', [interleaved.slice(0, 13), interleaved.slice(3, 8), interleaved.slice(8, 20)]],
      ['batches that straddle what was counted', [interleaved.slice(0, 9), interleaved.slice(4, 15), interleaved]],
      [
        'the same batch twice, then wider ones and a tail already counted',
        [
          interleaved.slice(0, 9),
          interleaved.slice(0, 9),
          interleaved.slice(4, 15),
          interleaved,
          interleaved.slice(12),
        ],
      ],
    ])('counts a redelivery cut into other batches exactly once: %s', async (_, deliveries) => {
      for (const events of deliveries) await counts.countBatch(batch(events));

      const [day] = await counts.read('p1', DAY, DAY, 10);
      expect(day?.previews).toBe(10);
      expect(day?.topTracks.map((track) => track.previews)).toEqual([2, 2, 2, 2, 2]);
      expect(await counts.read('p2', DAY, DAY, 10)).toMatchObject([{ previews: 10 }]);
    });

    it('keeps the offsets of each partition apart', async () => {
      await counts.countBatch(batch(positioned(50, [previewed('a')]), 0));
      // After a repartition the partner's newer events sit in another partition, at lower offsets.
      await counts.countBatch(batch(positioned(3, [previewed('a')]), 1));

      expect(await counts.read('p1', DAY, DAY, 10)).toMatchObject([{ previews: 2 }]);
    });

    it(`keeps at most ${MAX_TRACKS_PER_DAY} tracks a day, still counting every event in the totals`, async () => {
      const exported = (from: number) => ({
        eventType: 'tracksExported',
        platform: 'YOUTUBE',
        trackIds: [...Array(50).keys()].map((n) => `t${from + n}`),
      });
      const events = [...Array(MAX_TRACKS_PER_DAY / 50 + 2).keys()].map((n) => exported(n * 50));
      await counts.countBatch(batch(positioned(0, events.slice(0, 40))));
      await counts.countBatch(batch(positioned(40, events.slice(40))));
      await counts.countBatch(batch(positioned(events.length, [exported(0), exported(1_000_000)])));

      const [day] = await counts.read('p1', DAY, DAY, 50);
      expect(day?.exports).toBe(events.length + 2);
      expect(day?.topTracks[0]).toEqual({ trackId: 't0', previews: 0, downloads: 0, exports: 2 });
      expect(await storedTrackIds()).toHaveLength(MAX_TRACKS_PER_DAY);
    });

    it('adds to a full day without reading it back, writing its tracks only when one of them counts', async () => {
      const fill = [...Array(MAX_TRACKS_PER_DAY).keys()].map((n) => previewed(`t${n}`));
      await counts.countBatch(batch(positioned(0, fill)));
      await counts.countBatch(batch(positioned(MAX_TRACKS_PER_DAY, [previewed('new1'), previewed('t1')])));
      const [readsOnceFull, writesOnceFull] = [reads(), writes()];

      // New tracks only: the day's totals, one small write a batch; the full tracks are left alone.
      for (let n = 0; n < 5; n++)
        await counts.countBatch(
          batch(positioned(MAX_TRACKS_PER_DAY + 2 + n * 2, [previewed(`late${n}`), previewed(`later${n}`)])),
        );
      expect(writes() - writesOnceFull).toBe(5);
      // A track the day holds: its tracks too.
      await counts.countBatch(batch(positioned(MAX_TRACKS_PER_DAY + 12, [previewed('late9'), previewed('t2')])));
      expect(writes() - writesOnceFull).toBe(7);

      expect(reads() - readsOnceFull).toBe(0);
      const [day] = await counts.read('p1', DAY, DAY, 3);
      expect(day?.previews).toBe(MAX_TRACKS_PER_DAY + 14);
      expect(day?.topTracks).toEqual([
        { trackId: 't1', previews: 2, downloads: 0, exports: 0 },
        { trackId: 't2', previews: 2, downloads: 0, exports: 0 },
        { trackId: 't0', previews: 1, downloads: 0, exports: 0 },
      ]);
    });

    it('keeps counting a full known day, reading it again when another counter changed it, every event once', async () => {
      const other = anotherCounter();
      const full = MAX_TRACKS_PER_DAY;
      const fill = [...Array(full - 1).keys()].map((n) => previewed(`t${n}`));
      await counts.countBatch(batch(positioned(0, fill)));
      // One track of room: `a` takes it, `b` is left out; the day is known to `counts` from here.
      await counts.countBatch(batch(positioned(full, [previewed('a'), previewed('b')])));
      // Full and known: a new track is left out, a held one counts.
      await counts.countBatch(batch(positioned(full + 2, [previewed('c'), previewed('t1')])));
      // Another counter counts the next events, and one from another partition.
      await other.countBatch(batch(positioned(full + 4, [previewed('t1')])));
      await other.countBatch(batch(positioned(7, [previewed('t1')]), 1));
      // `counts` is handed a redelivery straddling what the other counted, then new events.
      await counts.countBatch(batch(positioned(full + 4, [previewed('t1'), previewed('t3'), previewed('d')])));

      const [day] = await counts.read('p1', DAY, DAY, 2);
      expect(day?.previews).toBe(full - 1 + 2 + 2 + 1 + 1 + 2);
      expect(day?.topTracks).toEqual([
        { trackId: 't1', previews: 4, downloads: 0, exports: 0 },
        { trackId: 't3', previews: 2, downloads: 0, exports: 0 },
      ]);
      const held = await storedTrackIds();
      expect(held).toHaveLength(full);
      expect(held).toContain('a');
      for (const left of ['b', 'c', 'd']) expect(held).not.toContain(left);
    });

    it('admits no track beyond the limit when another partition filled a known day', async () => {
      const other = anotherCounter();
      const fill = positioned(
        0,
        [...Array(MAX_TRACKS_PER_DAY - 2).keys()].map((n) => previewed(`t${n}`)),
      );
      await counts.countBatch(batch(fill));
      // A redelivery straddling what was counted: read, written, and known with one track of room.
      await counts.countBatch(batch([...fill.slice(-1), ...positioned(fill.length, [previewed('a')])]));
      await other.countBatch(batch(positioned(0, [previewed('x')]), 1));
      await counts.countBatch(batch(positioned(fill.length + 1, [previewed('y')])));

      const held = await storedTrackIds();
      expect(held).toHaveLength(MAX_TRACKS_PER_DAY);
      expect(held).not.toContain('y');
      expect(await counts.read('p1', DAY, DAY, 1)).toMatchObject([{ previews: MAX_TRACKS_PER_DAY + 1 }]);
    });

    it("moves a day's tracks kept beside its totals by an earlier version, counting on from their offsets", async () => {
      const applied = { 'analytics%2Eevents%2Ev1%2F0': 9 };
      const earlier = plain.collection<{ _id: string } & Record<string, unknown>>('daily_usage');
      await earlier.insertOne({ _id: `p1/${DAY}`, partnerId: 'p1', day: DAY, previews: 3, appliedThrough: applied });
      await earlier.insertOne({
        _id: `p1/${DAY}/tracks`,
        partnerId: 'p1',
        day: DAY,
        tracks: { a: { p: 3 } },
        trackCount: 1,
        appliedThrough: applied,
      });
      // Before any write: read from where the earlier version kept them.
      expect(await counts.read('p1', DAY, DAY, 10)).toMatchObject([{ previews: 3, topTracks: [{ trackId: 'a' }] }]);

      // A redelivery straddling what the earlier version counted (offsets 8 and 9), then `b`.
      await counts.countBatch(batch(positioned(8, [previewed('a'), previewed('a'), previewed('b')])));

      expect(await counts.read('p1', DAY, DAY, 10)).toMatchObject([
        {
          previews: 4,
          topTracks: [
            { trackId: 'a', previews: 3 },
            { trackId: 'b', previews: 1 },
          ],
        },
      ]);
      expect((await storedTrackIds()).sort()).toEqual(['a', 'b']);
      // Another process after it: the day is there already, nothing is copied over it.
      await anotherCounter().countBatch(batch(positioned(11, [previewed('b')])));
      expect(await counts.read('p1', DAY, DAY, 1)).toMatchObject([
        { previews: 5, topTracks: [{ trackId: 'a', previews: 3 }] },
      ]);
      expect((await counts.read('p1', DAY, DAY, 2))[0]?.topTracks[1]).toMatchObject({ trackId: 'b', previews: 2 });
    });

    it('adds to a day counted before offsets were stored, ignoring its list of event ids', async () => {
      await plain.collection<{ _id: string } & Record<string, unknown>>('daily_usage').insertOne({
        _id: `p1/${DAY}`,
        partnerId: 'p1',
        day: DAY,
        previews: 4,
        tracks: { a: { p: 4 } },
        countedEventIds: ['00000000-0000-4000-8000-000000000000'],
      });
      await counts.countBatch(batch(positioned(0, [previewed('a'), previewed('b')])));

      expect(await counts.read('p1', DAY, DAY, 10)).toMatchObject([
        {
          previews: 6,
          topTracks: [
            { trackId: 'a', previews: 5 },
            { trackId: 'b', previews: 1 },
          ],
        },
      ]);
    });
  });
}
