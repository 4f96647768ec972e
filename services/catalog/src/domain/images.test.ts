import { coverDesign, coverImageId, imageKeys } from '@downbeat/contracts';
import type { GenreDocument, MoodDocument, TrackDocument } from './documents';
import { ImageAddresses } from './images';

const genres = new Map<string, GenreDocument>([
  ['genre-electronic', { _id: 'genre-electronic', name: 'Electronic', images: {}, featured: true }],
  ['genre-house', { _id: 'genre-house', name: 'House', parentId: 'genre-electronic', images: {}, featured: false }],
]);
const moods = new Map<string, MoodDocument>([
  ['mood-chill', { _id: 'mood-chill', name: 'Chill', images: {}, featured: true }],
]);
const track = (images: Record<string, string> = {}): TrackDocument => ({
  _id: 't-1',
  title: 'Low Orbit',
  mainArtists: ['Lumen Drift'],
  featuredArtists: [],
  bpm: 118,
  lengthSeconds: 164,
  moodIds: ['mood-chill'],
  genreIds: ['genre-house'],
  images,
  hasVocals: false,
  added: '2026-04-30',
  isExplicit: false,
  status: 'published',
  revision: 1,
  updatedAt: '2026-04-30T00:00:00Z',
});

describe('image addresses', () => {
  const addresses = new ImageAddresses('https://media.example.com/');

  it('are absolute URLs on the public base of the keys an entity has', () => {
    const picture = 'b'.repeat(32);
    expect(addresses.track(track(imageKeys(picture)), genres, moods)).toEqual({
      default: `https://media.example.com/images/${picture}/128.jpg`,
      XS: `https://media.example.com/images/${picture}/300.jpg`,
      S: `https://media.example.com/images/${picture}/300.jpg`,
      M: `https://media.example.com/images/${picture}/600.jpg`,
      L: `https://media.example.com/images/${picture}/1050.jpg`,
    });
  });

  it('put a track’s waveform beside its images, its id escaped', () => {
    expect(addresses.waveform('t-1')).toBe('https://media.example.com/waveforms/t-1.json');
    expect(addresses.waveform('a/b c')).toBe('https://media.example.com/waveforms/a%2Fb%20c.json');
  });

  it('are of generated cover art for an entity with no picture, in the colours of its genre', () => {
    const design = coverDesign({ kind: 'track', id: 't-1', themes: ['House', 'Electronic', 'Chill'] });
    expect(design).toMatchObject({ motif: 'waves', palette: 'neon' });
    const cover = coverImageId(design);
    expect(addresses.track(track(), genres, moods).L).toBe(`https://media.example.com/images/${cover}/1050.jpg`);
    expect(addresses.mood(moods.get('mood-chill')!).M).toMatch(
      /^https:\/\/media\.example\.com\/images\/cover-v1-aura-dusk-\d+\/600\.jpg$/,
    );
  });

  it('ignore stored paths that are no image keys (catalogs imported before images were made)', () => {
    const legacy = { default: '/images/track-low-orbit/128.jpg', M: '/images/track-low-orbit/600.jpg' };
    expect(addresses.track(track(legacy), genres, moods)).toEqual(addresses.track(track(), genres, moods));
  });
});
