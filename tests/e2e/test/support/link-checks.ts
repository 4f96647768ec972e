import sharp from 'sharp';
import { waitFor } from '@downbeat/testing';
import { AccountsAdmin } from './admin';
import { partnerToken, request } from './api';
import type { Named } from './shapes';
import type { SystemContext } from './system-under-test';

/** Width of each size key, as DECISIONS.md §2 says (not the product's table: this checks it). */
const WIDTHS = { default: 128, XS: 300, S: 300, M: 600, L: 1050 } as const;
type ImageSizeKey = keyof typeof WIDTHS;

/** Every image URL met, with the size keys it was given under (XS and S share a width). */
type ImagesMet = Map<string, { sizes: Set<ImageSizeKey>; page: string }>;

/** More pages than this means the links run in circles. */
const MAX_PAGES = 300;

/**
 * Follows everything the browse responses point at, as a partner's app would: every `links` URL
 * (paging), authenticated, must answer 200 with JSON, and the pages it leads to are followed in
 * turn; every `images` URL must be absolute and answer 200 with a JPEG exactly as wide as its size
 * key says (DECISIONS.md §2: default 128, XS and S 300, M 600, L 1050 px), cacheable for good.
 * Every demo entity — tracks, collections, moods, genres, sound effects, categories — carries all
 * five sizes.
 */
export function describeEveryLink(context: SystemContext): void {
  describe('every image and link in the browse responses', () => {
    let token: string;
    const pages = new Map<string, unknown>();
    const images: ImagesMet = new Map();
    const get = <T>(path: string) => request<T>(context().baseUrl, path, { token, timeoutMs: 15_000 });

    /** Fetches a page once, records its images, and follows its links (depth first). */
    const crawl = async (path: string): Promise<unknown> => {
      if (pages.has(path)) return pages.get(path);
      expect(pages.size).toBeLessThan(MAX_PAGES);
      const page = await get<unknown>(path);
      expect({ path, status: page.status, type: page.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: expect.stringMatching(/^application\/json/),
      });
      pages.set(path, page.body);
      const found = collect(page.body);
      for (const [url, size] of found.images) {
        const met = images.get(url) ?? { sizes: new Set<ImageSizeKey>(), page: path };
        images.set(url, met);
        met.sizes.add(size);
      }
      for (const link of found.links) await crawl(link);
      return page.body;
    };

    beforeAll(async () => {
      const { baseUrl, accountsAddress } = context();
      // A partner of its own, allowed the burst of requests a full crawl makes.
      const admin = new AccountsAdmin(accountsAddress);
      const crawler = await admin.createPartner(`link-follower-${Date.now().toString(36)}`, {
        requestsPerSecond: 1_000,
        burst: 1_000,
      });
      admin.close();
      token = await partnerToken(baseUrl, crawler.accessKeyId, crawler.accessKeySecret);
      // Search answers once the index has the demo catalog (it follows the catalog's events).
      await waitFor(
        'the demo catalog to be searchable',
        async () => {
          const found = await get<{ tracks: unknown[] }>('/v0/tracks/search?term=northbound&limit=1');
          return found.status === 200 && found.body.tracks.length > 0;
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      );

      // Lists first: the crawl follows their pages, so every item is met; then each item's detail.
      const lists = {
        collections: '/v0/collections?limit=3&excludeField=tracks',
        moods: '/v0/moods?limit=4',
        genres: '/v0/genres?limit=5',
        categories: '/v0/sound-effects/categories?limit=4',
      };
      for (const path of [...Object.values(lists), '/v0/collections?limit=3', '/v0/tracks?limit=8']) await crawl(path);
      for (const { id } of itemsOf(lists.collections, 'collections')) await crawl(`/v0/collections/${id}?limit=4`);
      for (const { id } of itemsOf(lists.moods, 'moods')) await crawl(`/v0/moods/${id}?expand=tracks&limit=3`);
      for (const { id } of itemsOf(lists.genres, 'genres')) await crawl(`/v0/genres/${id}?expand=tracks&limit=3`);
      for (const { id } of itemsOf(lists.categories, 'categories')) {
        await crawl(`/v0/sound-effects/categories/${id}`);
        await crawl(`/v0/sound-effects/categories/${id}/tracks?limit=3`);
      }
      const ids = itemsOf('/v0/tracks?limit=8', 'tracks').slice(0, 3);
      await crawl(`/v0/tracks/metadata?${ids.map(({ id }) => `trackId=${id}`).join('&')}`);
      await crawl('/v0/tracks/search?term=northbound&limit=1');
      await crawl('/v0/sound-effects/search?limit=5');
    }, 120_000);

    /** The items of every page of a list the crawl went through (its first page's path and the pages after). */
    function itemsOf(firstPage: string, field: string): Named[] {
      const list = firstPage.slice(0, firstPage.indexOf('?') + 1);
      const items = [...pages]
        .filter(([path]) => path.startsWith(list))
        .flatMap(([, body]) => (body as Record<string, Named[]>)[field] ?? []);
      expect({ list, items: items.length }).toEqual({ list, items: expect.any(Number) });
      expect(items.length).toBeGreaterThan(1);
      return [...new Map(items.map((item) => [item.id, item])).values()];
    }

    it('answers every paging link with 200 and JSON, through every list and detail', () => {
      const paths = [...pages.keys()];
      // The lists above are longer than their first page: their links were followed.
      for (const list of [
        '/v0/collections',
        '/v0/moods',
        '/v0/tracks?',
        '/v0/tracks/search',
        '/v0/sound-effects/search',
      ])
        expect(paths.filter((path) => path.startsWith(list)).length).toBeGreaterThan(1);
      expect(paths.some((path) => /\/v0\/genres\/[^?]+\?.*offset=3/.test(path))).toBe(true);
      expect(paths.some((path) => /\/categories\/[^/]+\/tracks\?.*offset=3/.test(path))).toBe(true);
    });

    it('gives every entity an image of every size, as an absolute URL', () => {
      expect(images.size).toBeGreaterThan(50);
      for (const url of images.keys()) expect(new URL(url).protocol).toMatch(/^https?:$/);
      for (const [path, body] of pages)
        for (const set of imageSets(body))
          expect({ path, sizes: Object.keys(set).sort() }).toEqual({ path, sizes: Object.keys(WIDTHS).sort() });
    });

    it('answers every image URL with a JPEG as wide as its size says, public and cacheable for good', async () => {
      const failures: string[] = [];
      const check = async ([url, { sizes, page }]: [string, { sizes: Set<ImageSizeKey>; page: string }]) => {
        const widths = new Set([...sizes].map((size) => WIDTHS[size]));
        const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        const bytes = Buffer.from(await response.arrayBuffer());
        const meta = response.status === 200 ? await sharp(bytes).metadata() : undefined;
        const seen = {
          status: response.status,
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          format: meta?.format,
          width: meta?.width,
          height: meta?.height,
        };
        const [width] = widths;
        const expected = {
          status: 200,
          type: 'image/jpeg',
          cache: 'public, max-age=31536000, immutable',
          format: 'jpeg',
          width,
          height: width,
        };
        if (widths.size !== 1 || JSON.stringify(seen) !== JSON.stringify(expected))
          failures.push(`${url} (${[...sizes].join('/')} on ${page}): ${JSON.stringify(seen)}`);
      };
      const queue = [...images];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await check(next);
        }),
      );
      expect(failures).toEqual([]);
    }, 300_000);

    it('answers HEAD and revalidations of an image as a cache expects', async () => {
      const [url] = [...images.keys()];
      const full = await fetch(url!);
      const etag = full.headers.get('etag');
      expect(etag).toBeTruthy();
      const head = await fetch(url!, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), head.headers.get('etag')]).toEqual([
        200,
        String((await full.arrayBuffer()).byteLength),
        etag,
      ]);
      expect((await fetch(url!, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    });
  });
}

/** Image URLs by size key, and links, anywhere in a response. */
function collect(body: unknown): { images: [string, ImageSizeKey][]; links: string[] } {
  const found = { images: [] as [string, ImageSizeKey][], links: [] as string[] };
  for (const set of imageSets(body))
    for (const [size, url] of Object.entries(set)) found.images.push([url, size as ImageSizeKey]);
  walk(body, (key, value) => {
    if (key === 'links' && isObject(value))
      for (const link of Object.values(value)) if (typeof link === 'string') found.links.push(link);
  });
  return found;
}

/** Every `images` object in a response, without its null sizes. */
function imageSets(body: unknown): Record<string, string>[] {
  const sets: Record<string, string>[] = [];
  walk(body, (key, value) => {
    if (key === 'images' && isObject(value))
      sets.push(
        Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => entry[1] !== null)),
      );
  });
  return sets;
}

function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
