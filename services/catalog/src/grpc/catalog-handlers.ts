import type { catalog } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { CatalogReads } from '../domain/catalog-reads';
import type { DownloadAccess } from '../domain/entitlement';
import {
  categoryListingType,
  listingSort,
  listingType,
  soundEffectSort,
  sortOrder,
  toCategoryMessage,
  toCollectionMessage,
  toGenreMessage,
  toSoundEffectCollectionMessage,
  toSoundEffectMessage,
  toTrackMessage,
} from './messages';

/** WatchCatalogVersion is served by VersionWatchers (a stream, not a read). */
type Handlers = Omit<catalog.CatalogServiceHandlers, 'WatchCatalogVersion'>;

/** Thin translation between CatalogService read RPCs and the domain; no logic of its own. */
export function catalogHandlers(reads: CatalogReads, downloads: DownloadAccess, logger: Logger): Handlers {
  const paging = (page: { limit: number; offset: number } | null) => ({ limit: page?.limit, offset: page?.offset });
  const present = (value: number | undefined | null) => (value === undefined || value === null ? undefined : value);
  return {
    ListCollections: unary(logger, async (r: catalog.ListCollectionsRequest__Output) => {
      const { collections, total } = await reads.collections.list({
        partnerId: r.partnerId,
        excludeTracks: r.excludeTracks,
        ...paging(r.page),
      });
      return { collections: collections.map(toCollectionMessage), total };
    }),
    GetCollection: unary(logger, async (r: catalog.GetCollectionRequest__Output) => ({
      collection: toCollectionMessage(
        await reads.collections.get({ partnerId: r.partnerId, collectionId: r.collectionId, ...paging(r.page) }),
      ),
    })),
    ListMoods: unary(logger, async (r: catalog.ListMoodsRequest__Output) =>
      reads.moods.list({
        partnerId: r.partnerId,
        sort: listingSort(r.sort),
        order: sortOrder(r.order),
        type: listingType(r.type),
        ...paging(r.page),
      }),
    ),
    GetMood: unary(logger, async (r: catalog.GetMoodRequest__Output) => {
      const detail = await reads.moods.get({
        partnerId: r.partnerId,
        id: r.moodId,
        includeTracks: r.includeTracks,
        ...paging(r.page),
      });
      return { mood: detail.item, tracks: detail.tracks.map(toTrackMessage), totalTracks: detail.totalTracks };
    }),
    ListGenres: unary(logger, async (r: catalog.ListGenresRequest__Output) => {
      const { genres, total } = await reads.genres.list({
        partnerId: r.partnerId,
        sort: listingSort(r.sort),
        order: sortOrder(r.order),
        type: listingType(r.type),
        ...paging(r.page),
      });
      return { genres: genres.map(toGenreMessage), total };
    }),
    GetGenre: unary(logger, async (r: catalog.GetGenreRequest__Output) => {
      const detail = await reads.genres.get({
        partnerId: r.partnerId,
        id: r.genreId,
        includeTracks: r.includeTracks,
        ...paging(r.page),
      });
      return {
        genre: toGenreMessage(detail.item),
        tracks: detail.tracks.map(toTrackMessage),
        totalTracks: detail.totalTracks,
      };
    }),
    ListTracks: unary(logger, async (r: catalog.ListTracksRequest__Output) => {
      const { tracks, total } = await reads.tracks.list({
        partnerId: r.partnerId,
        genreIds: r.genreIds,
        moodIds: r.moodIds,
        bpmMin: present(r.bpmMin),
        bpmMax: present(r.bpmMax),
        ...paging(r.page),
      });
      return { tracks: tracks.map(toTrackMessage), total };
    }),
    GetTrack: unary(logger, async (r: catalog.GetTrackRequest__Output) => ({
      track: toTrackMessage(await reads.tracks.get(r.partnerId, r.trackId)),
    })),
    BatchGetTracks: unary(logger, async (r: catalog.BatchGetTracksRequest__Output) => {
      const { tracks, missingTrackIds } = await reads.tracks.batchGet(r.partnerId, r.trackIds);
      return { tracks: tracks.map(toTrackMessage), missingTrackIds };
    }),
    GetDownloadAccess: unary(logger, async (r: catalog.GetDownloadAccessRequest__Output) =>
      downloads.check(r.partnerId, r.userId, r.trackId),
    ),
    GetTrackParameters: unary(logger, async () => reads.tracks.parameters()),
    ListSoundEffectCategories: unary(logger, async (r: catalog.ListSoundEffectCategoriesRequest__Output) => {
      const { categories, total } = await reads.soundEffects.listCategories({
        type: categoryListingType(r.type),
        ...paging(r.page),
      });
      return { categories: categories.map(toCategoryMessage), total };
    }),
    GetSoundEffectCategory: unary(logger, async (r: catalog.GetSoundEffectCategoryRequest__Output) => ({
      category: toCategoryMessage(await reads.soundEffects.getCategory(r.categoryId)),
    })),
    ListSoundEffects: unary(logger, async (r: catalog.ListSoundEffectsRequest__Output) => {
      const { soundEffects, total } = await reads.soundEffects.list({
        categoryId: r.categoryId,
        sort: soundEffectSort(r.sort),
        order: sortOrder(r.order),
        ...paging(r.page),
      });
      return { soundEffects: soundEffects.map(toSoundEffectMessage), total };
    }),
    BatchGetSoundEffects: unary(logger, async (r: catalog.BatchGetSoundEffectsRequest__Output) => {
      const { soundEffects, missingSoundEffectIds } = await reads.soundEffects.batchGet(r.soundEffectIds);
      return { soundEffects: soundEffects.map(toSoundEffectMessage), missingSoundEffectIds };
    }),
    ListSoundEffectCollections: unary(logger, async (r: catalog.ListSoundEffectCollectionsRequest__Output) => {
      const { collections, total } = await reads.soundEffectCollections.list({
        excludeSoundEffects: r.excludeSoundEffects,
        ...paging(r.page),
      });
      return { collections: collections.map(toSoundEffectCollectionMessage), total };
    }),
    GetSoundEffectCollection: unary(logger, async (r: catalog.GetSoundEffectCollectionRequest__Output) => {
      const { collection, totalSoundEffects } = await reads.soundEffectCollections.get({
        collectionId: r.collectionId,
        ...paging(r.page),
      });
      return { collection: toSoundEffectCollectionMessage(collection), totalSoundEffects };
    }),
  };
}
