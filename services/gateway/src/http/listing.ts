import type { catalog, common } from '@downbeat/contracts';
import type { Request } from 'express';
import type { GatewayInputs } from '../openapi/document';
import { pageEnvelope, type PageEnvelope, type PageRequest } from './pagination';
import { trackJson, type TrackJson } from './track-json';

/** Query values of the public API → the catalog's enums. Validation has already checked them. */

export const pageOf = (params: { limit: number; offset: number }): PageRequest => ({
  limit: params.limit,
  offset: params.offset,
});

export const sortOrderOf = (order: 'asc' | 'desc'): common.SortOrder =>
  order === 'desc' ? 'SORT_ORDER_DESC' : 'SORT_ORDER_ASC';

export const listingSortOf = (sort: 'alphabetic' | 'relevance'): catalog.ListingSort =>
  sort === 'alphabetic' ? 'LISTING_SORT_ALPHABETIC' : 'LISTING_SORT_RELEVANCE';

const LISTING_TYPES: Record<string, catalog.ListingType> = {
  all: 'LISTING_TYPE_ALL',
  featured: 'LISTING_TYPE_FEATURED',
  'partner-tier': 'LISTING_TYPE_PARTNER_TIER',
};
export const listingTypeOf = (type: string): catalog.ListingType => LISTING_TYPES[type] ?? 'LISTING_TYPE_ALL';

const SOUND_EFFECT_SORTS: Record<string, catalog.SoundEffectSort> = {
  newest: 'SOUND_EFFECT_SORT_NEWEST',
  title: 'SOUND_EFFECT_SORT_TITLE',
  length: 'SOUND_EFFECT_SORT_LENGTH',
};
export const soundEffectSortOf = (sort: string): catalog.SoundEffectSort =>
  SOUND_EFFECT_SORTS[sort] ?? 'SOUND_EFFECT_SORT_NEWEST';

/** Listing parameters of moods and genres, as their operations declare them. */
export type ListingParams = GatewayInputs['listMoods' | 'listGenres']['params'];

/** Detail parameters of a mood or a genre, as their operations declare them (the id is `moodId` or `genreId`). */
export type DetailParams = GatewayInputs['getMood' | 'getGenre']['params'];

/** The catalog request of a mood or genre list: the partner's page, sort, order and type. */
export function listingRequest(params: ListingParams, partnerId: string) {
  return {
    partnerId,
    page: pageOf(params),
    sort: listingSortOf(params.sort),
    order: sortOrderOf(params.order),
    type: listingTypeOf(params.type),
  };
}

/** A mood or genre detail's `tracks: {tracks, pagination, links}` when `expand=tracks`; nothing otherwise. */
export function expandedTracks(
  request: Request,
  params: DetailParams,
  tracks: catalog.Track__Output[],
  total: number,
): { tracks?: { tracks: TrackJson[] } & PageEnvelope } {
  if (params.expand !== 'tracks') return {};
  return { tracks: { tracks: tracks.map(trackJson), ...pageEnvelope(request, pageOf(params), total) } };
}
