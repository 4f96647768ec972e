/** Example values used in the document; a unit test checks each against its schema. */
const images = {
  default: 'https://cdn.downbeat.example/images/t1/128.jpg',
  XS: 'https://cdn.downbeat.example/images/t1/300.jpg',
  S: 'https://cdn.downbeat.example/images/t1/300.jpg',
  M: 'https://cdn.downbeat.example/images/t1/600.jpg',
  L: 'https://cdn.downbeat.example/images/t1/1050.jpg',
};

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
};

export const examplePage = (offsetValue: number, limitValue: number) => ({
  pagination: { page: Math.floor(offsetValue / limitValue) + 1, limit: limitValue, offset: offsetValue },
  links: { next: `?limit=${limitValue}&offset=${offsetValue + limitValue}` },
});

export const exampleCollection = {
  id: 'summer-vibes',
  name: 'Summer Vibes',
  tracks: [exampleTrack],
  availableTracks: 12,
  images,
};

export const exampleMood = { id: 'happy', name: 'Happy', images };
export const exampleGenre = { id: 'pop', name: 'Pop', images };

export const exampleCategory = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Doors',
  images: { default: images.default, XS: null, S: null, M: images.M, L: null },
  parent: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Household' },
};

export const exampleSoundEffect = {
  id: '3f333df6-90a4-4fda-8dd3-9485d27cee36',
  title: 'Wooden door creak',
  added: '2026-02-01T09:30:00.000Z',
  length: 2.35,
  images,
};

export const exampleError = {
  message: 'Bad request',
  errors: [{ key: 'limit', messages: ['must be at most 100'] }],
};
