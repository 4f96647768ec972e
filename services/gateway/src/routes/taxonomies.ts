import type { catalog } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { genreDetailJson, genreListJson, moodJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope, type PageRequest } from '../http/pagination';
import type { Upstreams } from '../upstreams/upstreams';

/** The tagged taxonomies the catalog serves; each one's names (paths, operations, fields) follow from its key. */
type TagKey = 'mood' | 'genre';

type DetailRequest<K extends TagKey> = { partnerId: string; includeTracks: boolean; page: PageRequest } & Record<
  `${K}Id`,
  string
>;
type DetailAnswer<K extends TagKey, Entry> = Partial<Record<K, Entry | null>> & {
  tracks: catalog.Track__Output[];
  totalTracks: number;
};

/** One tagged taxonomy as the gateway serves it: its key, the catalog's two reads of it, its JSON. */
interface TaxonomyRoute<K extends TagKey, Listed, Detailed> {
  key: K;
  list(request: ReturnType<typeof listingRequest>): Promise<Record<`${K}s`, Listed[]> & { total: number }>;
  get(request: DetailRequest<K>): Promise<DetailAnswer<K, Detailed>>;
  json: { listed(entry: Listed): object; detailed(entry: Detailed): object };
}

const capitalised = <W extends string>(word: W) => (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<W>;

/** The entry a detail asks for: its path parameter. */
const entryIdOf = (params: DetailParams): string => ('moodId' in params ? params.moodId : params.genreId);

/** `GET /v0/{key}s` (paged, sorted, typed) and `GET /v0/{key}s/{keyId}` (with expand=tracks, paged). */
function taxonomyRoutes<K extends TagKey, Listed, Detailed>(
  api: ApiRouter,
  reads: CatalogReadCache,
  taxonomy: TaxonomyRoute<K, Listed, Detailed>,
): void {
  const { key, json } = taxonomy;
  const plural = `${key}s` as const;
  api.handle(
    `list${capitalised(plural)}`,
    reads.of(async (request, response, { params }: { params: ListingParams }) => {
      const result = await taxonomy.list(listingRequest(params, callerOf(response).partnerId));
      return {
        [plural]: result[plural].map((entry) => json.listed(entry)),
        ...pageEnvelope(request, pageOf(params), result.total),
      };
    }),
  );

  const idParam = `${key}Id` as const;
  api.handle(
    `get${capitalised(key)}`,
    reads.of(async (request, response, { params }: { params: DetailParams }) => {
      const includeTracks = params.expand === 'tracks';
      const detail = { partnerId: callerOf(response).partnerId, includeTracks, page: pageOf(params) };
      const result = await taxonomy.get({ ...detail, [idParam]: entryIdOf(params) } as DetailRequest<K>);
      const entry = result[key];
      if (!entry) throw new Error(`catalog answered Get${capitalised(key)} without a ${key}`);
      return {
        ...json.detailed(entry),
        ...expandedTracks(request, params, result.tracks, result.totalTracks),
      };
    }),
  );
}

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  const json = { listed: moodJson, detailed: moodJson };
  taxonomyRoutes(api, reads, {
    key: 'mood',
    json,
    list: (r) => upstreams.catalog.listMoods(r),
    get: (r) => upstreams.catalog.getMood(r),
  });
}

/** `GET /v0/genres`, `GET /v0/genres/{genreId}`: a list item names its parent, a detail its children too. */
export function genreRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  const json = { listed: genreListJson, detailed: genreDetailJson };
  taxonomyRoutes(api, reads, {
    key: 'genre',
    json,
    list: (r) => upstreams.catalog.listGenres(r),
    get: (r) => upstreams.catalog.getGenre(r),
  });
}
