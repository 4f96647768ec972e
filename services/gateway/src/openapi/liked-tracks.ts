import { json, operation, pathId, type Parameter, type PathItem } from './operation';

const LIKED_PAGE = 25;

const likedOffset = {
  name: 'offset',
  in: 'query',
  description: `Tracks to skip; pages hold ${LIKED_PAGE} tracks, so a multiple of ${LIKED_PAGE}.`,
  schema: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 - LIKED_PAGE, multipleOf: LIKED_PAGE, default: 0 },
} as const satisfies Parameter;

/** Fixed: taken only so that the pages' links, which name it as every listing's do, can be followed. */
const likedLimit = {
  name: 'limit',
  in: 'query',
  description: `Always ${LIKED_PAGE} (spec §8).`,
  schema: { type: 'integer', minimum: LIKED_PAGE, maximum: LIKED_PAGE, default: LIKED_PAGE },
} as const satisfies Parameter;

const likeState = {
  schema: {
    type: 'object',
    properties: { trackId: { type: 'string' }, liked: { type: 'boolean' } },
    required: ['trackId', 'liked'],
    additionalProperties: false,
  },
  example: { trackId: 'trk_0001', liked: true },
};

const CONNECTED_ONLY = 'Connected users only: a user who has not connected an account gets 403.';

/** The liked tracks of the user behind the user token. PUT and DELETE are our addition. */
export const likedTrackPaths = {
  '/v0/users/me/liked/tracks': {
    get: operation({
      id: 'listLikedTracks',
      summary: 'Tracks the user liked, most recent first (25 per page)',
      description: `${CONNECTED_ONLY} A like whose track has left the catalog is skipped, so a page may hold fewer than 25.`,
      tag: 'users',
      tokenKinds: ['user'],
      parameters: [likedOffset, likedLimit],
      ok: json('TrackPage'),
    }),
  },
  '/v0/users/me/liked/tracks/{trackId}': {
    put: operation({
      id: 'likeTrack',
      summary: 'Like a track (our addition; idempotent)',
      description: `Not in the specification: added so a partner app can record likes. ${CONNECTED_ONLY} Liking again keeps the first like's place in the list. An id the catalog does not know is a 404.`,
      tag: 'users',
      tokenKinds: ['user'],
      parameters: [pathId('trackId', { maxLength: 128 })],
      notFound: true,
      ok: likeState,
    }),
    delete: operation({
      id: 'unlikeTrack',
      summary: 'Remove a like (our addition; idempotent)',
      description: 'Not in the specification: added so a partner app can remove likes.',
      tag: 'users',
      tokenKinds: ['user'],
      parameters: [pathId('trackId', { maxLength: 128 })],
      notFound: true,
      ok: { ...likeState, example: { trackId: 'trk_0001', liked: false } },
    }),
  },
} satisfies Record<string, PathItem>;

/** Fixed by the specification (§8). */
export const LIKED_TRACKS_PAGE_SIZE = LIKED_PAGE;
