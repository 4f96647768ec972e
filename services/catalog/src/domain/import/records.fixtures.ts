import type { ImportLine } from './importer';

/** Records as import lines, numbered from 1 (tests). */
export const lines = (...records: object[]): ImportLine[] =>
  records.map((record, index) => ({ line: index + 1, json: JSON.stringify(record) }));

export const genre = { type: 'genre', id: 'genre-pop', name: 'Pop' };
export const mood = { type: 'mood', id: 'mood-happy', name: 'Happy' };
/** A track of `genre` and `mood`. */
export const track = {
  type: 'track',
  id: 'track-1',
  title: 'Sunny',
  mainArtists: ['Ada'],
  bpm: 120,
  lengthSeconds: 180,
  moodIds: ['mood-happy'],
  genreIds: ['genre-pop'],
  added: '2026-01-02',
};
