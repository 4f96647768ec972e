import { demoVocabulary } from '@downbeat/synth';
import { demoCatalog, demoRecords } from './demo-catalog';

describe('the metadata-only demo catalog', () => {
  it('speaks the demo taxonomy of libs/synth: its genres and moods are the ones derived for its tracks (node scripts/demo-catalog-vocabulary.js writes them)', () => {
    const vocabulary = demoRecords.filter((record) => record.type === 'genre' || record.type === 'mood');
    const genreIds = demoCatalog.tracks.flatMap((track) => track.genreIds);
    expect(vocabulary).toEqual(demoVocabulary(genreIds));
  });
});
