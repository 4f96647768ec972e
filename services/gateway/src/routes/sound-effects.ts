import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { listingTypeOf, pageOf, soundEffectSortOf, sortOrderOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { categoryDetailJson, categoryJson, soundEffectJson } from '../http/sound-effect-json';
import type { Upstreams } from '../upstreams/upstreams';

/** Sound effect categories and the sound effects in a category. */
export function soundEffectRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listSoundEffectCategories',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const result = await upstreams.catalog.listSoundEffectCategories({
        partnerId: callerOf(response).partnerId,
        page,
        type: listingTypeOf(params.type),
      });
      return {
        categories: result.categories.map(categoryJson),
        ...pageEnvelope(request, page, result.total),
      };
    }),
  );

  api.handle(
    'getSoundEffectCategory',
    reads.of(async (request, response, { params }) => {
      const { category } = await upstreams.catalog.getSoundEffectCategory({
        partnerId: callerOf(response).partnerId,
        categoryId: params.categoryId,
      });
      if (!category) throw new Error('catalog answered GetSoundEffectCategory without a category');
      return categoryDetailJson(category);
    }),
  );

  api.handle(
    'listSoundEffects',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const result = await upstreams.catalog.listSoundEffects({
        partnerId: callerOf(response).partnerId,
        categoryId: params.categoryId,
        page,
        sort: soundEffectSortOf(params.sort),
        order: sortOrderOf(params.order),
      });
      return {
        soundEffects: result.soundEffects.map(soundEffectJson),
        ...pageEnvelope(request, page, result.total),
      };
    }),
  );
}
