import { GENRE_RECORDS, MOOD_RECORDS, soundEffectCategoryRecords } from '@downbeat/synth';
import { generateCatalog } from './catalog';

type Written = { type: string; id: string; genreIds?: string[]; moodIds?: string[]; categoryIds?: string[] };

const quiet = { out: () => undefined, err: () => undefined } as unknown as Parameters<typeof generateCatalog>[2];
const written = (tracks: number, seed: number) => [...generateCatalog(tracks, seed, quiet)] as Written[];
const ofType = (records: Written[], type: string) => records.filter((record) => record.type === type);

describe('downbeat catalog generate', () => {
  it('speaks the demo taxonomy: its genres, moods and sound-effect categories are those of libs/synth', () => {
    const records = written(200, 7);
    expect(ofType(records, 'genre')).toEqual(GENRE_RECORDS);
    expect(ofType(records, 'mood')).toEqual(MOOD_RECORDS);
    expect(ofType(records, 'soundEffectCategory')).toEqual(soundEffectCategoryRecords(7));
  });

  it('files every track and sound effect under declared entries, declared before they are named', () => {
    const declared = new Set<string>();
    for (const record of written(500, 3)) {
      for (const id of [...(record.genreIds ?? []), ...(record.moodIds ?? []), ...(record.categoryIds ?? [])])
        expect(declared).toContain(id);
      declared.add(record.id);
    }
    const tracks = written(500, 3).filter((record) => record.type === 'track');
    // Tracks sit in the leaf genres, spread over all of them.
    const leafGenres = GENRE_RECORDS.filter((genre) => genre.parentId !== undefined).map((genre) => genre.id);
    expect(new Set(tracks.flatMap((track) => track.genreIds!))).toEqual(new Set(leafGenres));
  });

  it('writes the same file from the same seed and another from another seed', () => {
    expect(JSON.stringify(written(300, 5))).toBe(JSON.stringify(written(300, 5)));
    expect(JSON.stringify(written(300, 5))).not.toBe(JSON.stringify(written(300, 6)));
  });
});
