import { demoVocabulary, GENRE_RECORDS, MOOD_RECORDS } from './taxonomy';

describe('demoVocabulary', () => {
  it('gives the families of the genres named, each parent before its children, then every mood', () => {
    const vocabulary = demoVocabulary(['genre-folk', 'genre-house', 'genre-jazz', 'genre-folk']);
    expect(vocabulary.map((record) => record.id)).toEqual([
      'genre-electronic',
      'genre-house',
      'genre-jazz',
      'genre-acoustic',
      'genre-folk',
      ...MOOD_RECORDS.map((mood) => mood.id),
    ]);
    const house = GENRE_RECORDS.find((genre) => genre.id === 'genre-house');
    expect(vocabulary).toContainEqual(house);
  });

  it('refuses a genre outside the taxonomy, naming it', () => {
    expect(() => demoVocabulary(['genre-house', 'genre-polka'])).toThrow('not in the demo taxonomy: genre-polka');
  });
});
