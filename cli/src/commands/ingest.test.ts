import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../command';
import { findMasters } from './ingest';
import { metadataOf, parseMetadata, UNKNOWN_ARTIST } from './ingest-metadata';

describe('downbeat ingest', () => {
  it('finds the mp3, wav, flac and ogg files of a folder, its subfolders included, and nothing else', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'downbeat-cli-masters-'));
    mkdirSync(path.join(folder, 'album'));
    for (const name of ['b.WAV', 'a.mp3', 'album/c.flac', 'album/d.ogg', 'notes.txt', 'cover.jpg'])
      writeFileSync(path.join(folder, name), 'x');
    const masters = await findMasters(folder);
    expect(masters.map((file) => path.relative(folder, file))).toEqual([
      'a.mp3',
      'album/c.flac',
      'album/d.ogg',
      'b.WAV',
    ]);
    expect(await findMasters(path.join(folder, 'notes.txt'))).toEqual([path.join(folder, 'notes.txt')]);
    await expect(findMasters(path.join(folder, 'missing'))).rejects.toThrow(UsageError);
  });

  it('reads metadata keyed by file name, as one JSON object or as NDJSON lines naming their file', () => {
    const json = parseMetadata('{"song.wav": {"title": "Song", "mainArtists": ["Ada"], "bpm": 92}}', 'meta.json');
    expect(json.get('song.wav')).toEqual({ title: 'Song', mainArtists: ['Ada'], bpm: 92 });
    const ndjson = parseMetadata(
      '{"file": "a/one.mp3", "title": "One", "genreIds": ["genre-pop"]}\n\n{"file": "two.flac", "isExplicit": true}\n',
      'meta.ndjson',
    );
    expect([...ndjson.keys()]).toEqual(['one.mp3', 'two.flac']);
    expect(ndjson.get('one.mp3')).toEqual({ title: 'One', genreIds: ['genre-pop'] });
  });

  it('refuses a metadata file with unknown or invalid fields, naming the entry', () => {
    expect(() => parseMetadata('{"song.wav": {"titel": "Song"}}', 'meta.json')).toThrow(
      'meta.json: song.wav: unknown field "titel"',
    );
    expect(() => parseMetadata('{"song.wav": {"bpm": 0}}', 'meta.json')).toThrow(
      'meta.json: song.wav: "bpm" is invalid',
    );
    expect(() => parseMetadata('{"title": "x"}\n{"file": 3}', 'meta.ndjson')).toThrow(
      'meta.ndjson line 1: "file" is required',
    );
  });

  it('fills what the metadata leaves out: the title from the file name, an unknown artist', () => {
    expect(metadataOf('/masters/city_lights-final.wav')).toMatchObject({
      title: 'city lights final',
      mainArtists: [UNKNOWN_ARTIST],
      genreIds: [],
      hasVocals: false,
    });
    expect(metadataOf('/masters/x.wav', { title: 'X', bpm: 100 })).toMatchObject({ title: 'X', bpm: 100 });
  });
});
