import { exampleGenre, examplePage, exampleTrack } from './examples';
import { listingParameters } from './moods';
import { EITHER_TOKEN, expandTracks, json, operation, paging, pathId, type PathItem } from './operation';
import { listPage, ref } from './schemas';

export const genrePaths: Record<string, PathItem> = {
  '/v0/genres': {
    get: operation({
      id: 'listGenres',
      summary: 'Genres, each with its cover art',
      tag: 'genres',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: listingParameters,
      ok: {
        schema: listPage('genres', ref('Genre')),
        example: { genres: [exampleGenre], ...examplePage(0, 20) },
      },
    }),
  },
  '/v0/genres/{genreId}': {
    get: operation({
      id: 'getGenre',
      summary: 'One genre with its parent and children; with expand=tracks its tracks, paged',
      tag: 'genres',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      notFound: true,
      parameters: [pathId('genreId'), expandTracks, ...paging(50, 100)],
      ok: json('GenreDetail', {
        id: 'indie-pop',
        name: 'Indie Pop',
        images: exampleGenre.images,
        parent: { id: 'pop', name: 'Pop' },
        children: [],
        tracks: { tracks: [exampleTrack], ...examplePage(0, 50) },
      }),
    }),
  },
};
