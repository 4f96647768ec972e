import type { catalog } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { pageOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { soundEffectJson } from '../http/sound-effect-json';
import type { Upstreams } from '../upstreams/upstreams';

const collectionJson = (collection: catalog.SoundEffectCollection__Output) => ({
  id: collection.id,
  name: collection.name,
  soundEffects: collection.soundEffects.map(soundEffectJson),
  availableSoundEffects: collection.availableSoundEffects,
  images: collection.images,
});

/** `GET /v0/sound-effects/collections`, `GET /v0/sound-effects/collections/{collectionId}`. */
export function soundEffectCollectionRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listSoundEffectCollections',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const result = await upstreams.catalog.listSoundEffectCollections({
        partnerId: callerOf(response).partnerId,
        page,
        excludeSoundEffects: params.excludeField === 'soundEffects',
      });
      return {
        collections: result.collections.map(collectionJson),
        ...pageEnvelope(request, page, result.total),
      };
    }),
  );

  api.handle(
    'getSoundEffectCollection',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const { collection, totalSoundEffects } = await upstreams.catalog.getSoundEffectCollection({
        partnerId: callerOf(response).partnerId,
        collectionId: params.collectionId,
        page,
      });
      if (!collection) throw new Error('catalog answered GetSoundEffectCollection without a collection');
      return { ...collectionJson(collection), ...pageEnvelope(request, page, totalSoundEffects) };
    }),
  );
}
