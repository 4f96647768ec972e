import { exampleCategory, examplePage, exampleSoundEffect } from './examples';
import {
  choice,
  EITHER_TOKEN,
  includeExplicit,
  json,
  operation,
  order,
  paging,
  pathId,
  type PathItem,
} from './operation';
import { listPage, ref } from './schemas';

/** Section 8 gives no maximum for the category list; we chose 100. */
export const MAX_CATEGORY_LIMIT = 100;

const categoryId = pathId('categoryId', { format: 'uuid', maxLength: 36 });

export const soundEffectPaths = {
  '/v0/sound-effects/categories': {
    get: operation({
      id: 'listSoundEffectCategories',
      summary: 'Sound effect categories',
      description: `limit: default 50, at most ${MAX_CATEGORY_LIMIT} (the specification gives no maximum).`,
      tag: 'sound effects',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [choice('type', ['all', 'featured'], 'all'), ...paging(50, MAX_CATEGORY_LIMIT)],
      ok: {
        schema: listPage('categories', ref('SoundEffectCategory')),
        example: { categories: [exampleCategory], ...examplePage(0, 50) },
      },
    }),
  },
  '/v0/sound-effects/categories/{categoryId}': {
    get: operation({
      id: 'getSoundEffectCategory',
      summary: 'One category with its parent and children; use it to check a cached category still exists',
      tag: 'sound effects',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [categoryId],
      ok: json('SoundEffectCategoryDetail', { ...exampleCategory, children: [] }),
    }),
  },
  '/v0/sound-effects/categories/{categoryId}/tracks': {
    get: operation({
      id: 'listSoundEffects',
      summary: 'Sound effects in a category',
      tag: 'sound effects',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [
        categoryId,
        choice('sort', ['title', 'newest', 'length'], 'newest'),
        order,
        includeExplicit,
        ...paging(50, 100),
      ],
      ok: {
        schema: listPage('soundEffects', ref('SoundEffect')),
        example: { soundEffects: [exampleSoundEffect], ...examplePage(0, 50) },
      },
    }),
  },
} satisfies Record<string, PathItem>;
