import { examplePage, exampleTrack } from './examples';
import { bpmRange, EITHER_TOKEN, ids, json, operation, paging, type PathItem } from './operation';
import { ref } from './schemas';

/** The most ids one bulk metadata request may name. */
export const MAX_BULK_TRACK_IDS = 100;

export const trackPaths = {
  '/v0/tracks': {
    get: operation({
      id: 'listTracks',
      summary: 'Tracks, filtered by genre, mood and BPM range',
      description:
        'A track matches when it carries any of the genres (a parent genre matches its children) and any of the moods.',
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [ids('genre', 'Genre ids.'), ids('mood', 'Mood ids.'), ...bpmRange, ...paging(50, 100)],
      ok: { schema: ref('TrackPage'), example: { tracks: [exampleTrack], ...examplePage(0, 50) } },
    }),
  },
  '/v0/tracks/metadata': {
    get: operation({
      id: 'getTrackMetadata',
      summary: 'Track metadata in bulk',
      description: `An array in the order of the request; unknown ids are left out. 1 to ${MAX_BULK_TRACK_IDS} ids.`,
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [ids('trackId', 'Track ids.', { minItems: 1, maxItems: MAX_BULK_TRACK_IDS }, true)],
      ok: { schema: { type: 'array', items: ref('Track') }, example: [exampleTrack] },
    }),
  },
  '/v0/tracks/parameters': {
    get: operation({
      id: 'getTrackParameters',
      summary: 'Every genre and mood a track filter may use',
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      ok: json('TrackParameters', {
        genres: [{ id: 'indie-pop', name: 'Indie Pop', parent: { id: 'pop', name: 'Pop' } }],
        moods: [{ id: 'happy', name: 'Happy' }],
      }),
    }),
  },
} satisfies Record<string, PathItem>;
