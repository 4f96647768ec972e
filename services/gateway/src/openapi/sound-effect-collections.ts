import { examplePage, exampleSoundEffect } from './examples';
import { EITHER_TOKEN, choice, operation, paging, pathId, type PathItem } from './operation';
import { listPage, ref } from './schemas';
import type { Schema } from './schema-builders';

const collection = (extra: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'soundEffects', 'availableSoundEffects', 'images', ...Object.keys(extra)],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    soundEffects: { type: 'array', items: ref('SoundEffect') },
    availableSoundEffects: {
      type: 'integer',
      minimum: 0,
      description: 'Every sound effect of the collection: sound effects have no free and paid tiers.',
    },
    images: ref('ImageSet'),
    ...extra,
  },
});

const exampleCollection = {
  id: '6a8b0c2d-3e4f-5a6b-9c7d-8e9f0a1b2c3d',
  name: 'Crowd & Applause',
  soundEffects: [exampleSoundEffect],
  availableSoundEffects: 1,
  images: exampleSoundEffect.images,
};

/** Sound-effect collections: the reference API's, beyond the specification (DECISIONS §3). */
export const soundEffectCollectionPaths = {
  '/v0/sound-effects/collections': {
    get: operation({
      id: 'listSoundEffectCollections',
      summary: 'Sound-effect collections, by name, each with up to 20 of its sound effects',
      description:
        'Curated sets of sound effects (the reference API’s operation). `excludeField=soundEffects` leaves the sound effects out (an empty list); `GET /v0/sound-effects/collections/{collectionId}` pages all of them.',
      tag: 'sound effects',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [
        choice('excludeField', ['soundEffects'], undefined, 'Leave out the sound effects of each collection.'),
        ...paging(10, 20),
      ],
      ok: {
        schema: listPage('collections', collection()),
        example: { collections: [exampleCollection], ...examplePage(0, 10) },
      },
    }),
  },
  '/v0/sound-effects/collections/{collectionId}': {
    get: operation({
      id: 'getSoundEffectCollection',
      summary: 'One sound-effect collection with its sound effects, paged',
      tag: 'sound effects',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [pathId('collectionId'), ...paging(50, 100)],
      ok: {
        schema: collection({ pagination: ref('Pagination'), links: ref('Links') }),
        example: { ...exampleCollection, ...examplePage(0, 50) },
      },
    }),
  },
} satisfies Record<string, PathItem>;
