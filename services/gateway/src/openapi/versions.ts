import { object } from './schema-builders';
import { choice, operation, pathId, type PathItem } from './operation';
import { idempotencyKey } from './reporting';

/** Track versions (spec §2.18, §4.8): an edited version of a track at a requested duration, made by a job. */

export const VERSION_DURATION_MS = { min: 1_000, max: 300_000 };

const waveform = object({
  version: { type: 'integer' },
  channels: { type: 'integer' },
  sampleRate: { type: 'integer' },
  samplesPerPixel: { type: 'integer' },
  bits: { type: 'integer' },
  length: { type: 'integer', description: 'Points (pixels) per channel.' },
  data: { type: 'array', items: { type: 'integer' }, description: 'min, max per point (audiowaveform layout).' },
});

const job = object({
  jobId: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] },
  message: { type: 'string', description: 'Human readable; why the job failed when FAILED.' },
  results: {
    type: 'array',
    description: 'Empty until COMPLETED.',
    items: {
      type: 'object',
      required: ['previewUrl', 'highQualityUrl'],
      additionalProperties: false,
      properties: {
        previewUrl: { type: 'string', format: 'uri', description: 'MP3 128 kbit/s; the link expires after 24 hours.' },
        highQualityUrl: { type: 'string', format: 'uri', description: 'MP3 320 kbit/s; expires after 24 hours.' },
        waveform: {
          ...waveform,
          description: 'With `expand=waveform` only: audiowaveform layout, 25 points a second.',
        },
      },
    },
  },
});

const example = {
  jobId: '0b6f3c1e-5d2a-4c39-9f0e-2a7d8c4b1e55',
  status: 'PENDING',
  results: [],
  message: 'The job is waiting for a worker',
};

export const versionPaths = {
  '/v0/tracks/versions': {
    post: operation({
      id: 'startTrackVersionsJob',
      summary: 'Start a job that makes an edited version of a track at a duration',
      description: [
        'The version keeps the track’s own intro and ending where the length allows, cuts and repeats whole bars',
        'where they sound alike (splices on downbeats, short crossfades), and lands on the exact duration with a time',
        'stretch of at most 3 %. `loopable: true` gives a version whose end flows back into its start: whole bars,',
        'so a length no run of them reaches within 3 % ends FAILED with a message naming the nearest lengths that loop. Poll',
        '`GET /v0/tracks/versions/{jobId}`; a partner may also register a webhook (`downbeat webhooks`). An',
        '`Idempotency-Key` header makes a retried POST return the job the first one started. A user who may not',
        'download the track gets 403.',
      ].join(' '),
      tag: 'tracks',
      tokenKinds: ['user'],
      notFound: true,
      idempotent: true,
      parameters: [
        {
          ...idempotencyKey,
          description:
            'Optional; unique per job. A retry with the same key (per user) returns the job the first request started; the same key with another trackId, durationMs or loopable gets 422 naming Idempotency-Key.',
        },
      ],
      body: {
        schema: {
          type: 'object',
          required: ['trackId', 'durationMs'],
          properties: {
            trackId: { type: 'string', minLength: 1, maxLength: 100 },
            durationMs: {
              type: 'integer',
              minimum: VERSION_DURATION_MS.min,
              maximum: VERSION_DURATION_MS.max,
              description: 'Milliseconds: 1 second to 5 minutes.',
            },
            loopable: { type: 'boolean', default: false },
          },
        },
        example: { trackId: '6f1f0f7e-1c5a-5d0e-9a57-3d5b3a2b9c11', durationMs: 37_000, loopable: false },
      },
      ok: { schema: job, example },
    }),
  },
  '/v0/tracks/versions/{jobId}': {
    get: operation({
      id: 'getTrackVersionsJob',
      summary: 'A track versions job',
      description:
        'PENDING → PROCESSING → COMPLETED or FAILED, never back. When COMPLETED, `results` carry signed links valid 24 hours; `expand=waveform` adds each version’s waveform. Another user’s job is 404.',
      tag: 'tracks',
      tokenKinds: ['user'],
      notFound: true,
      parameters: [pathId('jobId'), choice('expand', ['waveform'], undefined, 'Include the waveform of each result.')],
      ok: { schema: job, example: { ...example, status: 'PROCESSING', message: 'The version is being rendered' } },
    }),
  },
} satisfies Record<string, PathItem>;
