import type { DocumentStore } from '@downbeat/platform';
import type { CollectionDocument, GenreDocument, MoodDocument, TrackDocument } from '../domain/documents';

/**
 * A handful of tracks so a newcomer's first `GET /v0/tracks` shows something. Metadata only:
 * the audible demo catalog (synthesised audio) replaces it when ingestion lands.
 */
const cover = (slug: string) => ({
  default: `/images/${slug}/600.jpg`,
  XS: `/images/${slug}/128.jpg`,
  S: `/images/${slug}/300.jpg`,
  M: `/images/${slug}/600.jpg`,
  L: `/images/${slug}/1050.jpg`,
});

const moods: MoodDocument[] = [
  { _id: 'mood-uplifting', name: 'Uplifting', images: cover('mood-uplifting'), featured: true },
  { _id: 'mood-chill', name: 'Chill', images: cover('mood-chill'), featured: true },
  { _id: 'mood-dark', name: 'Dark', images: cover('mood-dark'), featured: false },
  { _id: 'mood-dreamy', name: 'Dreamy', images: cover('mood-dreamy'), featured: false },
];

const genres: GenreDocument[] = [
  { _id: 'genre-electronic', name: 'Electronic', images: cover('genre-electronic'), featured: true },
  { _id: 'genre-house', name: 'House', parentId: 'genre-electronic', images: {}, featured: false },
  { _id: 'genre-ambient', name: 'Ambient', parentId: 'genre-electronic', images: {}, featured: false },
  { _id: 'genre-acoustic', name: 'Acoustic', images: cover('genre-acoustic'), featured: true },
  { _id: 'genre-folk', name: 'Folk', parentId: 'genre-acoustic', images: {}, featured: false },
];

const track = (
  id: string,
  title: string,
  artist: string,
  bpm: number,
  lengthSeconds: number,
  moodIds: string[],
  genreIds: string[],
  added: string,
  extra: Partial<TrackDocument> = {},
): TrackDocument => ({
  _id: id,
  title,
  mainArtists: [artist],
  featuredArtists: [],
  bpm,
  lengthSeconds,
  moodIds,
  genreIds,
  images: cover(id),
  hasVocals: false,
  added,
  isExplicit: false,
  status: 'published',
  ...extra,
});

const tracks: TrackDocument[] = [
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a01',
    'Morning Circuit',
    'Lumen Drift',
    124,
    152,
    ['mood-uplifting'],
    ['genre-house'],
    '2026-10-02',
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a02',
    'Slow Tide',
    'Harbor Lights',
    82,
    171,
    ['mood-chill', 'mood-dreamy'],
    ['genre-ambient'],
    '2026-09-18',
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a03',
    'Night Shift',
    'Lumen Drift',
    128,
    143,
    ['mood-dark'],
    ['genre-house'],
    '2026-09-30',
    {
      featuredArtists: ['Ora Vale'],
      hasVocals: true,
    },
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a04',
    'Paper Boats',
    'The Quiet Field',
    96,
    126,
    ['mood-uplifting'],
    ['genre-folk'],
    '2026-08-11',
    {
      hasVocals: true,
    },
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a05',
    'Glass Garden',
    'Harbor Lights',
    70,
    180,
    ['mood-dreamy'],
    ['genre-ambient'],
    '2026-07-21',
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a06',
    'Campfire Waltz',
    'The Quiet Field',
    150,
    98,
    ['mood-chill'],
    ['genre-folk'],
    '2026-06-05',
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a07',
    'Static Bloom',
    'Ora Vale',
    140,
    133,
    ['mood-dark', 'mood-uplifting'],
    ['genre-electronic'],
    '2026-05-14',
    {
      isExplicit: true,
      hasVocals: true,
    },
  ),
  track(
    '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a08',
    'Low Orbit',
    'Lumen Drift',
    118,
    164,
    ['mood-chill'],
    ['genre-house', 'genre-ambient'],
    '2026-04-30',
  ),
];

const collections: CollectionDocument[] = [
  {
    _id: 'collection-fresh-finds',
    name: 'Fresh Finds',
    trackIds: tracks.slice(0, 4).map((item) => item._id),
    images: cover('collection-fresh-finds'),
    freeTierByDefault: true,
  },
  {
    _id: 'collection-late-night',
    name: 'Late Night',
    trackIds: [tracks[2], tracks[4], tracks[6], tracks[7]].flatMap((item) => (item ? [item._id] : [])),
    images: {},
    freeTierByDefault: false,
  },
];

export const demoCatalog = { moods, genres, tracks, collections };

/** Upserts the demo catalog; running it again changes nothing. */
export async function seedDemoCatalog(store: DocumentStore): Promise<{ tracks: number }> {
  const upsertAll = async <T extends { _id: string }>(name: string, documents: T[]) => {
    const collection = store.collection<T>(name);
    for (const document of documents) await collection.replaceOne({ _id: document._id }, document, { upsert: true });
  };
  await upsertAll('moods', moods);
  await upsertAll('genres', genres);
  await upsertAll('tracks', tracks);
  await upsertAll('collections', collections);
  return { tracks: tracks.length };
}
