import { loadProtos, type catalog } from '@downbeat/contracts';
import { withEncodedTracks } from './encoded-tracks';

const plain = loadProtos().downbeat.catalog.v1.CatalogService.service;
const encoded = withEncodedTracks(plain);

const track = (id: string, isPreviewOnly: boolean): catalog.Track =>
  Object.freeze({
    id,
    mainArtists: ['Ada'],
    featuredArtists: [],
    title: `Track ${id} – ünïcode`,
    bpm: 120,
    lengthSeconds: 187,
    moods: [{ id: 'm1', name: 'Calm' }],
    genres: [{ id: 'g2', name: 'Deep House', parent: { id: 'g1', name: 'House' } }],
    images: { default: '/a.jpg', S: '/s.jpg' },
    hasVocals: true,
    added: '2024-05-01',
    isExplicit: false,
    isPreviewOnly,
  });

const tracks = [track('t1', true), track('t2', false), track('t3', true)];
const collection = {
  id: 'c1',
  name: 'Summer',
  tracks,
  availableTracks: 1,
  images: { default: '/c.jpg' },
  totalTracks: 9,
};

describe('responses encoded with cached track bytes', () => {
  const cases: [keyof typeof plain & string, unknown][] = [
    ['ListTracks', { tracks, total: 12345 }],
    ['BatchGetTracks', { tracks, missingTrackIds: ['gone'] }],
    ['GetTrack', { track: tracks[0] }],
    ['ListCollections', { collections: [collection, { ...collection, id: 'c2', tracks: [] }], total: 2 }],
    ['GetCollection', { collection }],
  ];

  it.each(cases)('%s decodes to exactly what the plain serializer gives, every time', (method, response) => {
    const reference = plain[method]!;
    const cached = encoded[method]!;
    const expected = reference.responseDeserialize(reference.responseSerialize(response as never));
    for (let round = 0; round < 2; round += 1) {
      const bytes = cached.responseSerialize(response as never);
      expect(reference.responseDeserialize(bytes)).toEqual(expected);
    }
  });

  it('leaves every other method as it was', () => {
    expect(encoded.ListMoods).toBe(plain.ListMoods);
  });
});
