/**
 * The catalog's metadata-only demo (services/catalog/src/demo/demo-catalog.json, seeded when no
 * audible demo is generated): a hand-picked fixture of 22 tracks, 6 collections, 8 sound-effect
 * categories (nature, urban, interface: mostly sounds the synthesiser does not make), 22 sound
 * effects and 3 sound-effect collections, with stable ids that the catalog's, gateway's and e2e
 * tests name (an artist with exactly three tracks, a title word no generated catalog carries, a
 * nested category tree). Its genres and moods are the demo taxonomy's (`demoVocabulary`).
 * `metadataDemoRecords()` is the whole file, in import order; `node scripts/demo-catalog-metadata.js`
 * writes it and a catalog test fails when the file differs.
 */
import { type DemoSoundEffectCollectionRecord, type DemoSoundEffectRecord, type DemoTrackRecord } from './catalog-plan';
import { type CollectionRecord } from './collections';
import { demoVocabulary, type GenreRecord, type MoodRecord, type SoundEffectCategoryRecord } from './taxonomy';

type MetadataTrack = Omit<DemoTrackRecord, 'file'>;
type MetadataSoundEffect = Omit<DemoSoundEffectRecord, 'file'>;

/** Every record of the metadata-only demo, as the import wants them: what a record names comes first. */
export type MetadataDemoRecord =
  | GenreRecord
  | MoodRecord
  | MetadataTrack
  | CollectionRecord
  | SoundEffectCategoryRecord
  | MetadataSoundEffect
  | DemoSoundEffectCollectionRecord;

const TRACKS: MetadataTrack[] = [
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a01', title: 'Morning Circuit', mainArtists: ['Lumen Drift'], featuredArtists: [], bpm: 124, lengthSeconds: 152, moodIds: ['mood-uplifting'], genreIds: ['genre-house'], hasVocals: false, isExplicit: false, added: '2026-10-02' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a02', title: 'Slow Tide', mainArtists: ['Harbor Lights'], featuredArtists: [], bpm: 82, lengthSeconds: 171, moodIds: ['mood-chill', 'mood-dreamy'], genreIds: ['genre-ambient'], hasVocals: false, isExplicit: false, added: '2026-09-18' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a03', title: 'Night Shift', mainArtists: ['Lumen Drift'], featuredArtists: ['Ora Vale'], bpm: 128, lengthSeconds: 143, moodIds: ['mood-dark'], genreIds: ['genre-house'], hasVocals: true, isExplicit: false, added: '2026-09-30' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a04', title: 'Paper Boats', mainArtists: ['The Quiet Field'], featuredArtists: [], bpm: 96, lengthSeconds: 126, moodIds: ['mood-uplifting'], genreIds: ['genre-folk'], hasVocals: true, isExplicit: false, added: '2026-08-11' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a05', title: 'Glass Garden', mainArtists: ['Harbor Lights'], featuredArtists: [], bpm: 70, lengthSeconds: 180, moodIds: ['mood-dreamy'], genreIds: ['genre-ambient'], hasVocals: false, isExplicit: false, added: '2026-07-21' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a06', title: 'Campfire Waltz', mainArtists: ['The Quiet Field'], featuredArtists: [], bpm: 150, lengthSeconds: 98, moodIds: ['mood-chill'], genreIds: ['genre-folk'], hasVocals: false, isExplicit: false, added: '2026-06-05' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a07', title: 'Static Bloom', mainArtists: ['Ora Vale'], featuredArtists: [], bpm: 140, lengthSeconds: 133, moodIds: ['mood-dark', 'mood-uplifting'], genreIds: ['genre-electronic'], hasVocals: true, isExplicit: true, added: '2026-05-14' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a08', title: 'Low Orbit', mainArtists: ['Lumen Drift'], featuredArtists: [], bpm: 118, lengthSeconds: 164, moodIds: ['mood-chill'], genreIds: ['genre-house', 'genre-ambient'], hasVocals: false, isExplicit: false, added: '2026-04-30' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a09', title: 'Iron Horizon', mainArtists: ['Northbound Choir'], featuredArtists: [], bpm: 100, lengthSeconds: 205, moodIds: ['mood-epic', 'mood-dark'], genreIds: ['genre-orchestral'], hasVocals: false, isExplicit: false, added: '2026-10-10' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a10', title: 'Last Light Falls', mainArtists: ['Northbound Choir'], featuredArtists: [], bpm: 90, lengthSeconds: 142, moodIds: ['mood-epic', 'mood-melancholic'], genreIds: ['genre-trailer'], hasVocals: false, isExplicit: false, added: '2026-10-08' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a11', title: 'Pulse Grid', mainArtists: ['Kilo Motion'], featuredArtists: [], bpm: 132, lengthSeconds: 188, moodIds: ['mood-energetic'], genreIds: ['genre-techno'], hasVocals: false, isExplicit: false, added: '2026-09-25' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a12', title: 'Neon Sprint', mainArtists: ['Kilo Motion'], featuredArtists: [], bpm: 138, lengthSeconds: 176, moodIds: ['mood-energetic', 'mood-happy'], genreIds: ['genre-techno', 'genre-house'], hasVocals: false, isExplicit: false, added: '2026-09-12' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a13', title: 'Letters Home', mainArtists: ['Mara Quill'], featuredArtists: [], bpm: 88, lengthSeconds: 201, moodIds: ['mood-melancholic', 'mood-romantic'], genreIds: ['genre-singer-songwriter'], hasVocals: true, isExplicit: false, added: '2026-08-28' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a14', title: 'Sunday Porch', mainArtists: ['Mara Quill'], featuredArtists: [], bpm: 104, lengthSeconds: 149, moodIds: ['mood-happy', 'mood-chill'], genreIds: ['genre-singer-songwriter', 'genre-folk'], hasVocals: true, isExplicit: false, added: '2026-08-02' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a15', title: 'Blue Corner', mainArtists: ['The Late Set'], featuredArtists: [], bpm: 112, lengthSeconds: 232, moodIds: ['mood-romantic', 'mood-chill'], genreIds: ['genre-jazz'], hasVocals: false, isExplicit: false, added: '2026-07-30' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a16', title: 'Brass Alley', mainArtists: ['The Late Set'], featuredArtists: [], bpm: 126, lengthSeconds: 167, moodIds: ['mood-playful', 'mood-happy'], genreIds: ['genre-jazz'], hasVocals: false, isExplicit: false, added: '2026-07-09' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a17', title: 'Paper Planets', mainArtists: ['Pip & Wren'], featuredArtists: [], bpm: 116, lengthSeconds: 121, moodIds: ['mood-playful', 'mood-happy'], genreIds: ['genre-acoustic'], hasVocals: true, isExplicit: false, added: '2026-06-20' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a18', title: 'Cloud Atlas Drive', mainArtists: ['Harbor Lights'], featuredArtists: [], bpm: 76, lengthSeconds: 245, moodIds: ['mood-dreamy', 'mood-chill'], genreIds: ['genre-ambient'], hasVocals: false, isExplicit: false, added: '2026-06-01' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a19', title: 'Rise of Titans', mainArtists: ['Northbound Choir'], featuredArtists: [], bpm: 84, lengthSeconds: 158, moodIds: ['mood-epic', 'mood-energetic'], genreIds: ['genre-trailer', 'genre-orchestral'], hasVocals: false, isExplicit: false, added: '2026-05-28' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a20', title: 'Velvet Rooftop', mainArtists: ['Ora Vale'], featuredArtists: [], bpm: 122, lengthSeconds: 190, moodIds: ['mood-romantic', 'mood-dark'], genreIds: ['genre-house'], hasVocals: true, isExplicit: true, added: '2026-05-02' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a21', title: 'Skipping Stones', mainArtists: ['Pip & Wren'], featuredArtists: [], bpm: 108, lengthSeconds: 112, moodIds: ['mood-playful', 'mood-uplifting'], genreIds: ['genre-folk'], hasVocals: false, isExplicit: false, added: '2026-04-18' },
  { type: 'track', id: '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a22', title: 'Afterglow', mainArtists: ['Kilo Motion'], featuredArtists: [], bpm: 124, lengthSeconds: 214, moodIds: ['mood-uplifting', 'mood-energetic'], genreIds: ['genre-electronic'], hasVocals: false, isExplicit: false, added: '2026-04-02' },
]; // prettier-ignore

const COLLECTIONS: CollectionRecord[] = [
  { type: 'collection', id: 'collection-fresh-finds', name: 'Fresh Finds', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a01', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a02', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a03', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a04'], freeTierByDefault: true, freeTierOrder: 0 },
  { type: 'collection', id: 'collection-late-night', name: 'Late Night', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a03', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a05', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a07', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a08'], freeTierByDefault: false, freeTierOrder: 0 },
  { type: 'collection', id: 'collection-sunny-days', name: 'Sunny Days', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a14', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a16', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a17', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a21', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a06'], freeTierByDefault: true, freeTierOrder: 1 },
  { type: 'collection', id: 'collection-cinematic-moments', name: 'Cinematic Moments', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a09', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a10', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a19'], freeTierByDefault: false, freeTierOrder: 0 },
  { type: 'collection', id: 'collection-club-energy', name: 'Club Energy', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a11', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a12', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a20', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a22', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a01'], freeTierByDefault: false, freeTierOrder: 0 },
  { type: 'collection', id: 'collection-quiet-hours', name: 'Quiet Hours', trackIds: ['9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a02', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a05', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a13', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a15', '9b1f3c2e-1a4d-4c55-9e0a-7f2b6d1c0a18'], freeTierByDefault: false, freeTierOrder: 0 },
]; // prettier-ignore

const SOUND_EFFECT_CATEGORIES: SoundEffectCategoryRecord[] = [
  { type: 'soundEffectCategory', id: 'b31dac03-0ff8-5c49-9b9f-8ca740f799fa', name: 'Nature', featured: true },
  { type: 'soundEffectCategory', id: 'de50f5b2-c4d3-5755-9981-103fc8c7117e', name: 'Water', featured: false, parentId: 'b31dac03-0ff8-5c49-9b9f-8ca740f799fa' },
  { type: 'soundEffectCategory', id: '8b470893-f5bd-536e-9a58-8602620769d7', name: 'Birds', featured: true, parentId: 'b31dac03-0ff8-5c49-9b9f-8ca740f799fa' },
  { type: 'soundEffectCategory', id: 'b8c1f4ea-d2d1-5b97-bfa1-f871d8fdedf5', name: 'Urban', featured: true },
  { type: 'soundEffectCategory', id: '91062424-f6a0-5972-b72f-1caa8aae65f8', name: 'Traffic', featured: false, parentId: 'b8c1f4ea-d2d1-5b97-bfa1-f871d8fdedf5' },
  { type: 'soundEffectCategory', id: '35a6681c-3a63-56fd-af77-dd7070bfc884', name: 'Crowds', featured: false, parentId: 'b8c1f4ea-d2d1-5b97-bfa1-f871d8fdedf5' },
  { type: 'soundEffectCategory', id: 'ee8d3b02-e986-5fdb-9008-17e828d57c99', name: 'Interface', featured: false },
  { type: 'soundEffectCategory', id: '55545b20-af4e-5c20-9b3e-f94b7bcf5d2f', name: 'Clicks', featured: false, parentId: 'ee8d3b02-e986-5fdb-9008-17e828d57c99' },
]; // prettier-ignore

const SOUND_EFFECTS: MetadataSoundEffect[] = [
  { type: 'soundEffect', id: '1d3b76da-9891-5cb6-8c63-2c8ee756d3e0', title: 'Creek Over Stones', categoryIds: ['de50f5b2-c4d3-5755-9981-103fc8c7117e'], lengthSeconds: 12.48, added: '2026-01-01T00:15:00.000Z' },
  { type: 'soundEffect', id: '55bde95a-f63c-59f1-b79b-3159b9b4ae6b', title: 'Heavy Rain on Tin Roof', categoryIds: ['de50f5b2-c4d3-5755-9981-103fc8c7117e'], lengthSeconds: 30, added: '2026-02-02T05:15:00.000Z' },
  { type: 'soundEffect', id: 'b6b45719-4a22-508f-89fd-ed66d9c3ffa4', title: 'Ocean Swell', categoryIds: ['de50f5b2-c4d3-5755-9981-103fc8c7117e'], lengthSeconds: 45.25, added: '2026-03-03T10:15:00.000Z' },
  { type: 'soundEffect', id: '8ee46639-36f2-5f13-9ffb-688c90664d07', title: 'Dripping Faucet', categoryIds: ['de50f5b2-c4d3-5755-9981-103fc8c7117e'], lengthSeconds: 8.75, added: '2026-04-04T15:15:00.000Z' },
  { type: 'soundEffect', id: '0ee4302b-60b2-5210-8205-d6d985e3aa38', title: 'Dawn Chorus', categoryIds: ['8b470893-f5bd-536e-9a58-8602620769d7'], lengthSeconds: 21.6, added: '2026-05-05T20:15:00.000Z' },
  { type: 'soundEffect', id: '98e6b834-5932-5b6b-927b-3f6d52f70ed9', title: 'Crow Caw', categoryIds: ['8b470893-f5bd-536e-9a58-8602620769d7'], lengthSeconds: 2.35, added: '2026-06-06T01:15:00.000Z' },
  { type: 'soundEffect', id: 'b9cf4a4a-e369-594e-918b-e57964cb82e2', title: 'Seagulls at Harbor', categoryIds: ['8b470893-f5bd-536e-9a58-8602620769d7'], lengthSeconds: 14.9, added: '2026-07-07T06:15:00.000Z' },
  { type: 'soundEffect', id: '515feaf9-75d6-5c3c-b0a8-59f6f055ecda', title: 'Owl Hoot', categoryIds: ['8b470893-f5bd-536e-9a58-8602620769d7'], lengthSeconds: 3.12, added: '2026-08-08T11:15:00.000Z' },
  { type: 'soundEffect', id: 'ece82fe9-e5c8-5eb4-899f-9472684ee594', title: 'Forest Wind', categoryIds: ['b31dac03-0ff8-5c49-9b9f-8ca740f799fa'], lengthSeconds: 25.5, added: '2026-09-09T16:15:00.000Z' },
  { type: 'soundEffect', id: '1b71fec6-8cfc-5248-aeb1-3b55263e04d9', title: 'Distant Thunder', categoryIds: ['b31dac03-0ff8-5c49-9b9f-8ca740f799fa'], lengthSeconds: 9.8, added: '2026-01-10T21:15:00.000Z' },
  { type: 'soundEffect', id: '258d103a-8fa1-58dd-9a46-c4c46bef5f2b', title: 'City Intersection', categoryIds: ['91062424-f6a0-5972-b72f-1caa8aae65f8'], lengthSeconds: 40.2, added: '2026-02-11T02:15:00.000Z' },
  { type: 'soundEffect', id: '7ab8b0f5-e6c9-5c3e-a6ec-8ba5cb8aa745', title: 'Car Horn Short', categoryIds: ['91062424-f6a0-5972-b72f-1caa8aae65f8'], lengthSeconds: 0.85, added: '2026-03-12T07:15:00.000Z' },
  { type: 'soundEffect', id: 'a2c4e919-e201-574f-8f81-cab6a4bb39ef', title: 'Bus Brakes', categoryIds: ['91062424-f6a0-5972-b72f-1caa8aae65f8'], lengthSeconds: 3.4, added: '2026-04-13T12:15:00.000Z' },
  { type: 'soundEffect', id: 'bc44ade3-a70f-5689-9f99-501a3822027f', title: 'Motorbike Pass-by', categoryIds: ['91062424-f6a0-5972-b72f-1caa8aae65f8'], lengthSeconds: 6.05, added: '2026-05-14T17:15:00.000Z' },
  { type: 'soundEffect', id: '1be92e86-2319-588a-8390-bfc750bcf346', title: 'Stadium Cheer', categoryIds: ['35a6681c-3a63-56fd-af77-dd7070bfc884'], lengthSeconds: 11.3, added: '2026-06-15T22:15:00.000Z' },
  { type: 'soundEffect', id: '12497a53-42f5-55c2-843a-31068ea4883b', title: 'Cafe Murmur', categoryIds: ['35a6681c-3a63-56fd-af77-dd7070bfc884'], lengthSeconds: 60, added: '2026-07-16T03:15:00.000Z' },
  { type: 'soundEffect', id: 'cb438b41-4a0f-506f-adb6-c95a7e51996f', title: 'Applause Small Room', categoryIds: ['35a6681c-3a63-56fd-af77-dd7070bfc884'], lengthSeconds: 7.7, added: '2026-08-17T08:15:00.000Z' },
  { type: 'soundEffect', id: '663b649d-5b2d-5b3b-8245-1a2130661267', title: 'Subway Announcement Chime', categoryIds: ['b8c1f4ea-d2d1-5b97-bfa1-f871d8fdedf5'], lengthSeconds: 4.2, added: '2026-09-18T13:15:00.000Z' },
  { type: 'soundEffect', id: '7ee32bf5-37e0-509f-9b62-bc7c67a584b8', title: 'Soft Click', categoryIds: ['55545b20-af4e-5c20-9b3e-f94b7bcf5d2f'], lengthSeconds: 0.12, added: '2026-01-19T18:15:00.000Z' },
  { type: 'soundEffect', id: '3e565c62-a917-59bb-b881-ca92a0e4c438', title: 'Toggle Switch', categoryIds: ['55545b20-af4e-5c20-9b3e-f94b7bcf5d2f'], lengthSeconds: 0.3, added: '2026-02-20T23:15:00.000Z' },
  { type: 'soundEffect', id: '7f35eb45-2b44-5bc1-8b21-f650b37a6886', title: 'Notification Pop', categoryIds: ['ee8d3b02-e986-5fdb-9008-17e828d57c99'], lengthSeconds: 0.65, added: '2026-03-21T04:15:00.000Z' },
  { type: 'soundEffect', id: 'ceee63c3-e489-584f-8725-268ba9a451ce', title: 'Error Buzz', categoryIds: ['ee8d3b02-e986-5fdb-9008-17e828d57c99'], lengthSeconds: 0.9, added: '2026-04-22T09:15:00.000Z' },
]; // prettier-ignore

const SOUND_EFFECT_COLLECTIONS: DemoSoundEffectCollectionRecord[] = [
  { type: 'soundEffectCollection', id: '2f7c9d1e-4b3a-5c6d-8e9f-0a1b2c3d4e5f', name: 'Rain & Water', soundEffectIds: ['55bde95a-f63c-59f1-b79b-3159b9b4ae6b', '1d3b76da-9891-5cb6-8c63-2c8ee756d3e0', 'b6b45719-4a22-508f-89fd-ed66d9c3ffa4', '8ee46639-36f2-5f13-9ffb-688c90664d07', '1b71fec6-8cfc-5248-aeb1-3b55263e04d9'] },
  { type: 'soundEffectCollection', id: '6a8b0c2d-3e4f-5a6b-9c7d-8e9f0a1b2c3d', name: 'Crowd & Applause', soundEffectIds: ['cb438b41-4a0f-506f-adb6-c95a7e51996f', '1be92e86-2319-588a-8390-bfc750bcf346', '12497a53-42f5-55c2-843a-31068ea4883b'] },
  { type: 'soundEffectCollection', id: '9d1e3f5a-7b9c-5d0e-a2f4-6b8d0e2f4a6c', name: 'App Interface', soundEffectIds: ['7ee32bf5-37e0-509f-9b62-bc7c67a584b8', '3e565c62-a917-59bb-b881-ca92a0e4c438', '7f35eb45-2b44-5bc1-8b21-f650b37a6886', 'ceee63c3-e489-584f-8725-268ba9a451ce'] },
]; // prettier-ignore

/** The whole metadata-only demo: the taxonomy's genres (of its tracks' families) and moods, then its own records. */
export function metadataDemoRecords(): MetadataDemoRecord[] {
  return [
    ...demoVocabulary(TRACKS.flatMap((track) => track.genreIds)),
    ...TRACKS,
    ...COLLECTIONS,
    ...SOUND_EFFECT_CATEGORIES,
    ...SOUND_EFFECTS,
    ...SOUND_EFFECT_COLLECTIONS,
  ];
}
