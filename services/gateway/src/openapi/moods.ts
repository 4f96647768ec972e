import { exampleMood, examplePage, exampleTrack } from './examples';
import { EITHER_TOKEN, choice, expandTracks, json, operation, order, paging, pathId, type PathItem } from './operation';
import { listPage, ref } from './schemas';

/** sort, order and type of the mood and genre lists (spec 4.2). */
export const listingParameters = [
  choice('sort', ['alphabetic', 'relevance'], 'relevance'),
  order,
  choice(
    'type',
    ['all', 'featured', 'partner-tier'],
    'all',
    'all; only those featured publicly; or only those the partner’s free-tier tracks carry.',
  ),
  ...paging(20, 20),
];

export const moodPaths: Record<string, PathItem> = {
  '/v0/moods': {
    get: operation({
      id: 'listMoods',
      summary: 'Moods',
      tag: 'moods',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: listingParameters,
      ok: {
        schema: listPage('moods', ref('Mood')),
        example: { moods: [exampleMood], ...examplePage(0, 20) },
      },
    }),
  },
  '/v0/moods/{moodId}': {
    get: operation({
      id: 'getMood',
      summary: 'One mood; with expand=tracks its tracks, paged',
      tag: 'moods',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [pathId('moodId'), expandTracks, ...paging(50, 100)],
      ok: json('MoodDetail', { ...exampleMood, tracks: { tracks: [exampleTrack], ...examplePage(0, 50) } }),
    }),
  },
};
