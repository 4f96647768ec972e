import { object } from './schema-builders';
import { EITHER_TOKEN, operation, pathId, type PathItem } from './operation';

/**
 * Beats and popular segments (spec §2.11, §2.12, §4.2): read from media's stored analysis of the
 * track's master.
 */

export const HIGHLIGHT_DURATION = { min: 5, max: 60, fallback: 30, maxCount: 5 };

const trackId = pathId('trackId');

export const beatPaths = {
  '/v0/tracks/{trackId}/beats': {
    get: operation({
      id: 'getTrackBeats',
      summary: 'The beat grid of a track',
      description: [
        'Every beat in time order: `time` in seconds from the start, `value` its position in the bar (1 = the',
        'downbeat). Bars follow the music, so a 3/4 bridge in a 4/4 song counts 1 2 3 there. 6/8 counts two',
        'beats per bar (dotted quarters).',
      ].join(' '),
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [trackId],
      ok: {
        schema: object({
          beats: {
            type: 'array',
            items: object({
              time: { type: 'number', minimum: 0, description: 'Seconds from the start of the track.' },
              value: { type: 'integer', minimum: 1, description: 'Position of the beat in its bar; 1 = downbeat.' },
            }),
          },
        }),
        example: {
          beats: [
            { time: 0.481, value: 1 },
            { time: 1.058, value: 2 },
            { time: 1.635, value: 3 },
            { time: 2.212, value: 4 },
          ],
        },
      },
    }),
  },
  '/v0/tracks/{trackId}/highlights': {
    get: operation({
      id: 'getTrackHighlights',
      summary: 'Popular segments: a recommended start and end per requested duration',
      description: [
        `Up to ${HIGHLIGHT_DURATION.maxCount} \`duration\` values of ${HIGHLIGHT_DURATION.min} to`,
        `${HIGHLIGHT_DURATION.max} seconds (default ${HIGHLIGHT_DURATION.fallback}), e.g. \`?duration=15&duration=30\`.`,
        'One highlight per duration, in request order: it starts on a downbeat, lasts exactly the duration and',
        'prefers the fullest, most repeated part (the chorus) over the intro. A duration longer than the music of',
        'the track has no highlight.',
      ].join(' '),
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [
        trackId,
        {
          name: 'duration',
          in: 'query',
          description: 'Seconds; repeat the parameter for several durations.',
          style: 'form',
          explode: true,
          schema: {
            type: 'array',
            items: { type: 'integer', minimum: HIGHLIGHT_DURATION.min, maximum: HIGHLIGHT_DURATION.max },
            maxItems: HIGHLIGHT_DURATION.maxCount,
            default: [HIGHLIGHT_DURATION.fallback],
          },
        },
      ],
      ok: {
        schema: object({
          highlights: {
            type: 'array',
            items: object({
              from: { type: 'integer', minimum: 0, description: 'Milliseconds from the start.' },
              to: { type: 'integer', minimum: 0, description: 'Milliseconds from the start.' },
              duration: { type: 'integer', description: 'Seconds, as requested.' },
            }),
          },
        }),
        example: { highlights: [{ from: 61_500, to: 91_500, duration: 30 }] },
      },
    }),
  },
} satisfies Record<string, PathItem>;
