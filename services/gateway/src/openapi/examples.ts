/** Example values used in the document; a unit test checks each against its schema. */
import { imageKeys } from '@downbeat/contracts';

/** Image URLs as partners get them: media's edge, one square JPEG per width. */
const imagesOf = (imageId: string) =>
  Object.fromEntries(
    Object.entries(imageKeys(imageId)).map(([size, key]) => [size, `https://media.downbeat.example/${key}`]),
  );
const images = imagesOf('cover-v1-waves-sunrise-17');

export const exampleTrack = {
  id: '6a1d3c0e-2f4b-4e0a-9a57-0d1c3b2a1f00',
  mainArtists: ['Nora Vale'],
  featuredArtists: [],
  title: 'Morning Drive',
  bpm: 118,
  length: 154,
  moods: [{ id: 'happy', name: 'Happy' }],
  genres: [{ id: 'indie-pop', name: 'Indie Pop', parent: { id: 'pop', name: 'Pop' } }],
  images,
  hasVocals: false,
  added: '2026-03-14',
  isExplicit: false,
  isPreviewOnly: false,
  waveformUrl: 'https://media.downbeat.example/waveforms/6a1d3c0e-2f4b-4e0a-9a57-0d1c3b2a1f00.json',
  tierOption: 'FREE',
};

export const examplePage = (offsetValue: number, limitValue: number) => ({
  pagination: { page: Math.floor(offsetValue / limitValue) + 1, limit: limitValue, offset: offsetValue },
  links: { next: `?limit=${limitValue}&offset=${offsetValue + limitValue}` },
});

export const exampleCollection = {
  id: '0b4f6c1e-5d2a-4e8f-9c3b-7a1d2e3f4a5b',
  name: 'Summer Vibes',
  tracks: [exampleTrack],
  availableTracks: 12,
  images: imagesOf('4b227777d4dd1fc61c6f884f48641d02'),
};

export const exampleMood = { id: 'happy', name: 'Happy', images: imagesOf('cover-v1-aura-sunrise-40') };
export const exampleGenre = { id: 'pop', name: 'Pop', images: imagesOf('cover-v1-orbits-sunrise-3') };

export const exampleCategory = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Doors',
  images: { ...imagesOf('cover-v1-pulse-sand-9'), XS: null, S: null, L: null },
  parent: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Household' },
};

export const exampleSoundEffect = {
  id: '3f333df6-90a4-4fda-8dd3-9485d27cee36',
  title: 'Wooden door creak',
  added: '2026-02-01T09:30:00.000Z',
  length: 2.35,
  images: imagesOf('cover-v1-pulse-sand-51'),
};

export const exampleError = {
  message: 'Bad request',
  errors: [{ key: 'limit', messages: ['must be at most 100'] }],
};
