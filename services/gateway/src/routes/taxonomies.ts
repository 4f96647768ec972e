import type { catalog } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { genreDetailJson, genreListJson, moodJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope, type PageRequest } from '../http/pagination';
import { inputOf } from '../http/validation';
import type { Upstreams } from '../upstreams/upstreams';

type DetailRequest<Singular extends string> = { partnerId: string; includeTracks: boolean; page: PageRequest } & Record<
  `${Singular}Id`,
  string
>;
type DetailAnswer<Singular extends string, Entry> = Partial<Record<Singular, Entry | null>> & {
  tracks: catalog.Track__Output[];
  totalTracks: number;
};

/** One tagged taxonomy as the gateway serves it: its names, its two catalog reads and its JSON. */
interface TaxonomyRoute<Singular extends string, Plural extends string, Listed, Detailed> {
  singular: Singular;
  plural: Plural;
  list(request: ReturnType<typeof listingRequest>): Promise<Record<Plural, Listed[]> & { total: number }>;
  get(request: DetailRequest<Singular>): Promise<DetailAnswer<Singular, Detailed>>;
  listJson(entry: Listed): object;
  detailJson(entry: Detailed): object;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /v0/{plural}` (paged, sorted, typed) and `GET /v0/{plural}/{singularId}` (with expand=tracks, paged). */
function taxonomyRoutes<S extends string, P extends string, Listed, Detailed>(
  api: ApiRouter,
  reads: CatalogReadCache,
  taxonomy: TaxonomyRoute<S, P, Listed, Detailed>,
): void {
  const { singular, plural } = taxonomy;
  api.handle(
    `list${capitalised(plural)}`,
    reads.of(async (request, response) => {
      const { params } = inputOf<ListingParams>(response);
      const result = await taxonomy.list(listingRequest(params, callerOf(response).partnerId));
      return {
        [plural]: result[plural].map((entry) => taxonomy.listJson(entry)),
        ...pageEnvelope(request, pageOf(params), result.total),
      };
    }),
  );

  const idParam = `${singular}Id` as const;
  api.handle(
    `get${capitalised(singular)}`,
    reads.of(async (request, response) => {
      const { params } = inputOf<DetailParams & Record<typeof idParam, string>>(response);
      const includeTracks = params.expand === 'tracks';
      const detail = { partnerId: callerOf(response).partnerId, includeTracks, page: pageOf(params) };
      const result = await taxonomy.get({ ...detail, [idParam]: params[idParam] } as DetailRequest<S>);
      const entry = result[singular];
      if (!entry) throw new Error(`catalog answered Get${capitalised(singular)} without a ${singular}`);
      return {
        ...taxonomy.detailJson(entry),
        ...expandedTracks(request, params, result.tracks, result.totalTracks),
      };
    }),
  );
}

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  taxonomyRoutes(api, reads, {
    singular: 'mood',
    plural: 'moods',
    list: (request) => upstreams.catalog.listMoods(request),
    get: (request) => upstreams.catalog.getMood(request),
    listJson: moodJson,
    detailJson: moodJson,
  });
}

/** `GET /v0/genres`, `GET /v0/genres/{genreId}`: a list item names its parent, a detail its children too. */
export function genreRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  taxonomyRoutes(api, reads, {
    singular: 'genre',
    plural: 'genres',
    list: (request) => upstreams.catalog.listGenres(request),
    get: (request) => upstreams.catalog.getGenre(request),
    listJson: genreListJson,
    detailJson: genreDetailJson,
  });
}
