import { examplePage, exampleTrack } from './examples';
import { EITHER_TOKEN, ids, json, operation, paging, pathId, type Parameter, type PathItem } from './operation';
import { exampleAggregations } from './search';

/**
 * Recommendations from what the music sounds like (spec 1.4, 2.10, 4.2, 4.4): similar tracks,
 * similar sections from a catalog track or a partner's audio upload, and tracks that fit a picture.
 */

const milliseconds = <const N extends 'start' | 'end'>(name: N, description: string) =>
  ({
    name,
    in: 'query',
    required: true,
    description,
    schema: { type: 'integer', minimum: 0, maximum: 2 ** 31 - 1 },
  }) as const satisfies Parameter;

const sectionRange = [
  milliseconds('start', 'Where the reference section starts, milliseconds from the start of the reference audio.'),
  milliseconds('end', 'Where it ends (after `start`, inside the audio), milliseconds.'),
] as const;

const sectionsDescription = [
  'Sections of catalog tracks that sound like the reference section: best first, one per track, each as long as the',
  'reference and lined up with its bars (the reference’s downbeats fall on the section’s downbeats, so a reference',
  'that starts on a downbeat gives sections that start on one). Found in two stages: candidates by what the stretch',
  'sounds like overall (learned audio embeddings, timbre, harmony), then the place in each candidate where harmony',
  'and timbre move together with the reference, frame by frame. 400 names `start` or `end` when the range is empty,',
  'reversed or outside the audio.',
];

const exampleSections = {
  trackSections: [{ track: exampleTrack, start: 61_250, end: 71_250 }],
  ...examplePage(0, 50),
};

export const similarityPaths = {
  '/v0/tracks/{trackId}/similar': {
    get: operation({
      id: 'getSimilarTracks',
      summary: 'Tracks that sound like this one',
      description: [
        'The tracks nearest to this one in what the whole track sounds like (learned audio embeddings and tags,',
        'timbre, harmony), best first, the track itself left out; the ranking goes 200 deep. `isPreviewOnly` is',
        'per partner, as everywhere. A track published moments ago may answer 503 with `Retry-After` while it is',
        'being described.',
      ].join(' '),
      tag: 'recommendations',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [pathId('trackId'), ...paging(50, 60)],
      ok: json('TrackPage', { tracks: [exampleTrack], ...examplePage(0, 50) }),
    }),
  },
  '/v0/tracks/{trackId}/similar-sections': {
    get: operation({
      id: 'getSimilarSectionsOfTrack',
      summary: 'Sections of other tracks that sound like a section of this track',
      description: [...sectionsDescription, 'The track’s own sections are left out.'].join(' '),
      tag: 'recommendations',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [pathId('trackId'), ...sectionRange, ...paging(50, 100)],
      ok: json('TrackSections', exampleSections),
    }),
  },
  '/v0/tracks/similar-sections': {
    get: operation({
      id: 'getSimilarSectionsOfUpload',
      summary: 'Sections of catalog tracks that sound like a section of an uploaded audio file',
      description: [
        ...sectionsDescription,
        '`audioUploadId` is the `imageId` that `POST /v0/uploads/audio` answered; another partner’s, a deleted or an',
        'expired upload is 404 "Audio was not found". The first question about an upload may take a few seconds',
        'while it is described.',
      ].join(' '),
      tag: 'recommendations',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [
        {
          name: 'audioUploadId',
          in: 'query',
          required: true,
          description: 'The audio upload (its id from `POST /v0/uploads/audio`).',
          schema: { type: 'string', format: 'uuid' },
        },
        ...sectionRange,
        ...paging(50, 100),
      ],
      ok: json('TrackSections', exampleSections),
    }),
  },
  '/v0/tracks/matching-image/{imageId}': {
    get: operation({
      id: 'getTracksMatchingImage',
      summary: 'Tracks whose mood fits an uploaded picture',
      description: [
        'The picture’s colours give a mood — brightness and saturation as Valdez & Mehrabian measured them move',
        'pleasure and arousal; warm hues please, colourful and busy pictures excite — and every track has a mood from',
        'its sound (tags, tempo, loudness, major or minor) and its catalog moods. The tracks that fit are those near',
        'the picture’s mood (at least 20), nearest first; the same picture always gives the same list. `genre` and',
        '`mood` filter as in track search, and `aggregations` count the moods and genres of every track that fits.',
        '`imageId` is the id `POST /v0/uploads/images` answered the same user.',
      ].join(' '),
      tag: 'recommendations',
      tokenKinds: ['user'],
      notFound: true,
      parameters: [
        pathId('imageId', { format: 'uuid' }),
        ids('genre', 'Genre ids; a track fits the filter when it carries any of them or one of their children.'),
        ids('mood', 'Mood ids; a track fits the filter when it carries any of them.'),
        ...paging(50, 100),
      ],
      ok: json('TrackSearchResults', {
        tracks: [exampleTrack],
        ...examplePage(0, 50),
        aggregations: exampleAggregations,
      }),
    }),
  },
} satisfies Record<string, PathItem>;
