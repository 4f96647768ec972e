import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../command';
import { findMasters } from './ingest';
import { metadataOf, parseMetadata, UNKNOWN_ARTIST } from './ingest-metadata';

const TRACK = '3cd8faea-9cd6-5c7d-94be-cf74ccb11f66';
const SOUND_EFFECT = '7e01c7dd-4680-548d-b0f2-4898da57c705';
const CATEGORY = 'c5cfb69d-4c00-57b3-b7bf-57d8479361f1';
/** A demo catalog track line: an import record plus `file`. */
const track = {
  type: 'track',
  id: TRACK,
  title: 'Winter Rooftops',
  mainArtists: ['Lumen Drift'],
  featuredArtists: [],
  bpm: 123,
  lengthSeconds: 6,
  moodIds: [],
  genreIds: ['genre-house'],
  images: {},
  hasVocals: false,
  isExplicit: false,
  added: '2026-06-18',
  file: 'song.flac',
};
const soundEffect = {
  type: 'soundEffect',
  id: SOUND_EFFECT,
  title: 'Deep Boom',
  categoryIds: [CATEGORY],
  lengthSeconds: 2.5,
  added: '2025-12-01T00:00:00.000Z',
  image: 'https://cdn.example.com/boom.jpg',
  file: 'boom.flac',
};
const line = (record: object, changes: object = {}) => JSON.stringify({ ...record, ...changes });

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
    expect(json.masters.get('song.wav')).toEqual({
      kind: 'track',
      metadata: { title: 'Song', mainArtists: ['Ada'], bpm: 92 },
    });
    const ndjson = parseMetadata(
      '{"file": "a/one.mp3", "title": "One", "genreIds": ["genre-pop"]}\n\n{"file": "two.flac", "isExplicit": true}\n',
      'meta.ndjson',
    );
    expect([...ndjson.masters.keys()]).toEqual(['one.mp3', 'two.flac']);
    expect(ndjson.masters.get('one.mp3')).toEqual({
      kind: 'track',
      metadata: { title: 'One', genreIds: ['genre-pop'] },
    });
    expect(ndjson.importsBefore).toEqual([]);
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
    expect(() => parseMetadata(line(soundEffect, { lengthSeconds: undefined }), 'c.ndjson')).toThrow(
      'c.ndjson line 1: boom.flac: "lengthSeconds" is required for a sound effect',
    );
    expect(() => parseMetadata(line(track, { id: 'track-1' }), 'c.ndjson')).toThrow(
      'c.ndjson line 1: song.flac: "id" is invalid',
    );
    expect(() => parseMetadata(line(track, { type: 'collection' }), 'c.ndjson')).toThrow(
      'c.ndjson line 1: song.flac: "type" must be "track" or "soundEffect" for a master',
    );
  });

  it('reads the demo catalog format: import records around the masters, which keep their ids', () => {
    const text = [
      line({ type: 'genre', id: 'genre-house', name: 'House' }),
      line({ type: 'soundEffectCategory', id: CATEGORY, name: 'Impacts' }),
      line(track),
      line(soundEffect),
      line({ type: 'collection', id: 'collection-fresh', name: 'Fresh', trackIds: [TRACK] }),
    ].join('\n');
    const parsed = parseMetadata(text, 'catalog.ndjson');
    expect(parsed.importsBefore.map((record) => record.line)).toEqual([1, 2]);
    expect(JSON.parse(parsed.importsBefore[0]!.json)).toEqual({ type: 'genre', id: 'genre-house', name: 'House' });
    expect(parsed.importsAfter.map((record) => [record.line, JSON.parse(record.json).type])).toEqual([
      [5, 'collection'],
    ]);
    // The record's length is media's to measure for a track; its id is kept.
    expect(parsed.masters.get('song.flac')).toEqual({
      kind: 'track',
      id: TRACK,
      metadata: {
        title: 'Winter Rooftops',
        mainArtists: ['Lumen Drift'],
        featuredArtists: [],
        bpm: 123,
        moodIds: [],
        genreIds: ['genre-house'],
        images: {},
        hasVocals: false,
        isExplicit: false,
        added: '2026-06-18',
      },
    });
    expect(parsed.masters.get('boom.flac')).toEqual({
      kind: 'soundEffect',
      id: SOUND_EFFECT,
      metadata: {
        title: 'Deep Boom',
        categoryIds: [CATEGORY],
        lengthSeconds: 2.5,
        added: '2025-12-01T00:00:00.000Z',
        images: {},
        image: 'https://cdn.example.com/boom.jpg',
      },
    });
  });

  it('takes pictures by URL, or by a path relative to the metadata file, on masters and import records alike', () => {
    const text = [
      line({ type: 'mood', id: 'mood-chill', name: 'Chill', image: 'art/chill.png' }),
      line(track, { image: 'covers/winter.jpg' }),
      line(soundEffect, { image: '/srv/art/boom.jpg' }),
    ].join('\n');
    const parsed = parseMetadata(text, 'catalog.ndjson', '/data/demo');
    expect(JSON.parse(parsed.importsBefore[0]!.json)).toMatchObject({ image: '/data/demo/art/chill.png' });
    expect(parsed.masters.get('song.flac')?.metadata).toMatchObject({ image: '/data/demo/covers/winter.jpg' });
    expect(parsed.masters.get('boom.flac')?.metadata).toMatchObject({ image: '/srv/art/boom.jpg' });
    expect(() => parseMetadata(line(track, { image: 42 }), 'catalog.ndjson')).toThrow(
      'catalog.ndjson line 1: song.flac: "image" is invalid',
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
