/**
 * components.schemas: the specification's shapes (section 2) with DECISIONS.md filled in. Response
 * schemas forbid extra properties so the e2e suites catch any drift from the specification.
 */
import { IMAGE_SIZE_KEYS, IMAGE_SIZES } from '@downbeat/contracts';
import { arrayOf, integer, object, string, type Schema } from './schema-builders';

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * A tagged taxonomy's two shapes (moods, genres): `<name>`, an entry as its list gives it, and
 * `<name>Detail`, one entry with what only a detail carries and, with expand=tracks, its tracks.
 */
function taxonomySchemas(
  name: string,
  kind: {
    listed?: Record<string, Schema>;
    detailed?: Record<string, Schema>;
    detailRequired?: string[];
    description?: string;
  } = {},
): Record<string, Schema> {
  const entry = { id: string(), name: string(), images: ref('ImageSet') };
  const required = Object.keys(entry);
  return {
    [name]: object({ ...entry, ...kind.listed }, required, kind.description ? { description: kind.description } : {}),
    [`${name}Detail`]: object({ ...entry, ...kind.detailed, tracks: ref('TrackPage') }, [
      ...required,
      ...(kind.detailRequired ?? []),
    ]),
  };
}

const IMAGE_KEYS = IMAGE_SIZE_KEYS;
const IMAGE_WIDTHS_TEXT = IMAGE_SIZE_KEYS.map((key) => `${key} ${IMAGE_SIZES[key]} px`).join(', ');

/** A page of a listing: `{<field>: [items], pagination, links}`. */
export const listPage = (field: string, items: Schema): Schema =>
  object({ [field]: arrayOf(items), pagination: ref('Pagination'), links: ref('Links') });

/** An end user's id wherever a partner names one (user tokens, analytics events). */
export const END_USER_ID = {
  type: ['string', 'integer'],
  description:
    "The partner's id of its end user: a UUID, a non-negative integer, or letters, digits, underscore and hyphen. An integer is kept exactly as written, beyond 2^53 too (a string is safer with JSON parsers that round).",
  pattern: '^[a-zA-Z0-9_-]+$',
  minLength: 1,
  maxLength: 128,
  minimum: 0,
} as const satisfies Schema;

export const schemas: Record<string, Schema> = {
  Error: object(
    {
      message: string({ description: 'Human readable.' }),
      errors: arrayOf(
        object({
          key: string({ description: 'The offending parameter or body field.' }),
          messages: arrayOf(string()),
        }),
      ),
    },
    ['message'],
    { description: 'The error body of every 4xx and 5xx response (spec section 7).' },
  ),
  Pagination: object(
    {
      page: integer({ minimum: 1, description: '1-based: offset / limit + 1.' }),
      limit: integer({ minimum: 1 }),
      offset: integer({ minimum: 0 }),
    },
    undefined,
    { description: 'Where this page sits in the whole list.' },
  ),
  Links: object(
    {
      next: string({ description: 'Relative path of the next page; absent on the last page.' }),
      prev: string({ description: 'Relative path of the previous page; absent on the first page.' }),
    },
    [],
    { description: 'Relative request paths that keep the other query parameters of the request.' },
  ),
  ImageSet: {
    type: 'object',
    propertyNames: { enum: IMAGE_KEYS },
    additionalProperties: string({ format: 'uri' }),
    description: `Absolute URLs of square JPEG images by size (${IMAGE_WIDTHS_TEXT} wide). A missing key: no image.`,
  },
  Reference: object({ id: string(), name: string() }),
  GenreReference: object({ id: string(), name: string(), parent: ref('Reference') }, ['id', 'name']),
  Track: object(
    {
      id: string(),
      mainArtists: arrayOf(string()),
      featuredArtists: arrayOf(string()),
      title: string(),
      bpm: integer({ description: 'Beats per minute.' }),
      length: integer({ minimum: 0, description: 'Seconds, rounded.' }),
      moods: arrayOf(ref('Reference')),
      genres: arrayOf(ref('GenreReference')),
      images: ref('ImageSet'),
      hasVocals: { type: 'boolean' },
      added: string({ format: 'date', description: 'The day the track joined the catalog.' }),
      isExplicit: { type: 'boolean' },
      isPreviewOnly: {
        type: 'boolean',
        description: "True for a premium track: in none of the partner's free-tier collections.",
      },
      waveformUrl: string({
        format: 'uri',
        description:
          'Absolute URL of the waveform (audiowaveform JSON: version, channels, sample_rate, samples_per_pixel, bits, length, data); 404 until the audio is analysed.',
      }),
      tierOption: string({
        enum: ['FREE', 'PAID'],
        description: 'PAID exactly when isPreviewOnly (the reference API’s name).',
      }),
    },
    undefined,
    { description: 'A music track (spec 2.2), with the reference API’s waveformUrl and tierOption.' },
  ),
  TrackPage: object({ tracks: arrayOf(ref('Track')), pagination: ref('Pagination'), links: ref('Links') }),
  Collection: object(
    {
      id: string({ format: 'uuid' }),
      name: string(),
      tracks: arrayOf(ref('Track'), { maxItems: 20, description: 'At most 20; omitted with excludeField=tracks.' }),
      availableTracks: integer({
        minimum: 0,
        description: "Tracks the partner's users can download without a subscription.",
      }),
      images: ref('ImageSet'),
    },
    ['id', 'name', 'availableTracks', 'images'],
    { description: 'A curated collection (spec 2.3); a default cover when it has none.' },
  ),
  CollectionDetail: object({
    id: string({ format: 'uuid' }),
    name: string(),
    tracks: arrayOf(ref('Track')),
    availableTracks: integer({ minimum: 0 }),
    images: ref('ImageSet'),
    pagination: ref('Pagination'),
    links: ref('Links'),
  }),
  ...taxonomySchemas('Mood'),
  ...taxonomySchemas('Genre', {
    listed: { parent: ref('Reference') },
    detailed: { parent: ref('Reference'), children: arrayOf(ref('GenreReference')) },
    detailRequired: ['children'],
    description: 'A genre list item; a child genre names its parent (as the reference API does).',
  }),
  TrackParameters: object({ genres: arrayOf(ref('GenreReference')), moods: arrayOf(ref('Reference')) }),
  CategoryImages: object(
    Object.fromEntries(IMAGE_KEYS.map((key) => [key, { type: ['string', 'null'], format: 'uri' }])),
    undefined,
    {
      description: `Absolute URLs of square JPEG images (${IMAGE_WIDTHS_TEXT} wide). Every key is present; null when the category has no image of that size.`,
    },
  ),
  CategoryReference: object({ id: string({ format: 'uuid' }), name: string() }),
  SoundEffectCategory: object(
    {
      id: string({ format: 'uuid' }),
      name: string(),
      images: ref('CategoryImages'),
      parent: ref('CategoryReference'),
    },
    ['id', 'name'],
  ),
  SoundEffectCategoryDetail: object(
    {
      id: string({ format: 'uuid' }),
      name: string(),
      images: ref('CategoryImages'),
      parent: ref('CategoryReference'),
      children: arrayOf(ref('CategoryReference')),
    },
    ['id', 'name', 'children'],
  ),
  SoundEffect: object({
    id: string({ format: 'uuid' }),
    title: string(),
    added: string({ format: 'date-time' }),
    length: { type: 'number', minimum: 0, description: 'Seconds, fractional.' },
    images: ref('ImageSet'),
  }),
  SoundEffectPage: object({
    soundEffects: arrayOf(ref('SoundEffect')),
    pagination: ref('Pagination'),
    links: ref('Links'),
  }),
  AggregationBucket: object({ id: string(), name: string(), count: integer({ minimum: 0 }) }),
  Aggregations: object(
    { moods: arrayOf(ref('AggregationBucket')), genres: arrayOf(ref('AggregationBucket')) },
    undefined,
    { description: 'Mood and genre counts over the whole result set, not only the page (spec 2.6).' },
  ),
  TrackSection: object(
    {
      track: ref('Track'),
      start: integer({ minimum: 0, description: 'Milliseconds from the start of the track.' }),
      end: integer({ minimum: 0, description: 'Milliseconds; `end - start` is the length of the reference section.' }),
    },
    undefined,
    { description: 'A section of a catalog track (spec 2.10).' },
  ),
  TrackSections: object({
    trackSections: arrayOf(ref('TrackSection')),
    pagination: ref('Pagination'),
    links: ref('Links'),
  }),
  TrackSearchResults: object({
    tracks: arrayOf(ref('Track')),
    pagination: ref('Pagination'),
    links: ref('Links'),
    aggregations: ref('Aggregations'),
  }),
  Suggestion: object(
    {
      value: string({ description: 'The term to search with when the suggestion is chosen.' }),
      title: string({ description: 'What to show.' }),
      type: string({ enum: ['TEXT', 'MOOD', 'GENRE', 'ARTIST'] }),
    },
    undefined,
    { description: 'An autocomplete suggestion (spec 2.7).' },
  ),
  SearchSuggestions: object({ suggestions: arrayOf(ref('Suggestion')) }),
  UserId: END_USER_ID,
  AccessToken: object({ accessToken: string({ description: 'A signed JWT.' }) }),
  User: object(
    {
      id: string({ description: "The partner's own user id." }),
      connected: { type: 'boolean', description: 'Whether the user has connected an account with us.' },
      premiumAccess: {
        type: 'boolean',
        description: 'True when the user may download premium tracks (connected, active subscription).',
      },
      subscription: object(
        {
          plan: string(),
          status: string({ enum: ['ACTIVE', 'CANCELED', 'EXPIRED'] }),
          currentPeriodEnd: string({ format: 'date-time' }),
        },
        ['plan', 'status'],
      ),
      userId: string({ description: 'The same as `id`, under the reference API’s name.' }),
      esConnect: { type: 'boolean', description: 'The same as `connected`, under the reference API’s name.' },
      hasActiveSubscription: {
        type: ['boolean', 'null'],
        description: 'Whether a connected user’s subscription is active now; null for a user who is not connected.',
      },
    },
    ['id', 'connected', 'premiumAccess', 'userId', 'esConnect', 'hasActiveSubscription'],
  ),
  JsonWebKeySet: {
    type: 'object',
    required: ['keys'],
    properties: {
      keys: arrayOf({
        type: 'object',
        required: ['kid', 'kty', 'alg', 'use'],
        properties: {
          kid: string(),
          kty: string(),
          crv: string(),
          x: string(),
          y: string(),
          alg: string(),
          use: string(),
        },
      }),
    },
  },
};
