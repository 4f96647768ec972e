import { exampleCollection, examplePage, exampleTrack } from './examples';
import { EITHER_TOKEN, choice, json, operation, paging, pathId, type PathItem } from './operation';
import { listPage, ref } from './schemas';

export const collectionPaths = {
  '/v0/collections': {
    get: operation({
      id: 'listCollections',
      summary: 'Collections: the partner’s free tier first (in its order), then all collections',
      tag: 'collections',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [
        choice('excludeField', ['tracks'], undefined, 'Omit the tracks of each collection.'),
        ...paging(10, 20),
      ],
      ok: {
        schema: listPage('collections', ref('Collection')),
        example: { collections: [exampleCollection], ...examplePage(0, 10) },
      },
    }),
  },
  '/v0/collections/{collectionId}': {
    get: operation({
      id: 'getCollection',
      summary: 'One collection with all its tracks, paged',
      tag: 'collections',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [pathId('collectionId'), ...paging(50, 100)],
      ok: json('CollectionDetail', { ...exampleCollection, tracks: [exampleTrack], ...examplePage(0, 50) }),
    }),
  },
} satisfies Record<string, PathItem>;
