import { imageKeys } from '@downbeat/contracts';
import { invalidArgument, MemoryDocumentStore, unavailable } from '@downbeat/platform';
import { COLLECTIONS, type MoodDocument, type TrackDocument } from '../documents';
import { lines, mood, track as trackOfMood } from './records.fixtures';
import { CatalogImporter } from './importer';
import type { PictureIngest } from '../ports';
import { catalogStore } from '../../store';

/** A track that references nothing, so it imports alone. */
const track = { ...trackOfMood, moodIds: [], genreIds: [] };

/**
 * Media's IngestImage as the importer sees it: a picture per source it knows (keys named after
 * the source), refusals as media words them, and an outage.
 */
class PictureDesk implements PictureIngest {
  readonly asked: string[] = [];
  down = false;

  async ingestPicture(source: string) {
    this.asked.push(source);
    if (this.down) throw unavailable('media service is unavailable');
    if (source.includes('missing')) throw invalidArgument(`picture ${source} answered 404 instead of 200`);
    return imageKeys(Buffer.from(source).toString('hex').padEnd(32, '0').slice(0, 32));
  }
}

async function importer() {
  const store = new MemoryDocumentStore();
  await store.start();
  const desk = new PictureDesk();
  const catalogImporter = new CatalogImporter(catalogStore(store), { pictures: desk });
  const moods = store.collection<MoodDocument>(COLLECTIONS.moods);
  const tracks = store.collection<TrackDocument>(COLLECTIONS.tracks);
  return { store, desk, catalogImporter, moods, tracks };
}

describe('pictures in catalog imports', () => {
  it('stores the keys media made of a record’s image, and the URL it came from', async () => {
    const { catalogImporter, desk, tracks } = await importer();
    const url = 'https://cdn.example.com/sunny.jpg';
    expect(await catalogImporter.import(lines({ ...track, image: url }))).toMatchObject({ created: 1, problems: [] });
    expect(desk.asked).toEqual([url]);
    const stored = await tracks.findOne({ _id: 'track-1' });
    expect(stored).toMatchObject({ images: await desk.ingestPicture(url), imageSource: url });
    expect(stored).not.toHaveProperty('image');
  });

  it('fetches a URL once: importing the same record again reuses its images and changes nothing', async () => {
    const { catalogImporter, desk } = await importer();
    const record = { ...track, image: 'https://cdn.example.com/sunny.jpg' };
    await catalogImporter.import(lines(record));
    expect(await catalogImporter.import(lines(record))).toMatchObject({ unchanged: 1, updated: 0 });
    expect(desk.asked).toHaveLength(1);
  });

  it('asks media about a file every time (a changed file is a changed picture), writing only what changed', async () => {
    const { catalogImporter, desk } = await importer();
    const record = { ...mood, image: '/covers/happy.jpg' };
    await catalogImporter.import(lines(record));
    expect(await catalogImporter.import(lines(record))).toMatchObject({ unchanged: 1 });
    expect(desk.asked).toEqual(['/covers/happy.jpg', '/covers/happy.jpg']);
  });

  it('leaves out a record whose picture media refuses, naming its line, id and field, and imports the others', async () => {
    const { catalogImporter, moods, tracks } = await importer();
    const summary = await catalogImporter.import(
      lines(mood, { ...track, image: 'https://cdn.example.com/missing.jpg' }, { ...track, id: 'track-2' }),
    );
    expect(summary).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      problems: [
        {
          line: 2,
          recordId: 'track-1',
          field: 'image',
          message: 'picture https://cdn.example.com/missing.jpg answered 404 instead of 200',
        },
      ],
    });
    expect(await tracks.findOne({ _id: 'track-1' })).toBeNull();
    expect(await moods.count({})).toBe(1);
  });

  it('writes nothing of a batch when media cannot be reached', async () => {
    const { catalogImporter, desk, store } = await importer();
    desk.down = true;
    await expect(catalogImporter.import(lines(mood, { ...track, image: '/covers/a.jpg' }))).rejects.toMatchObject({
      kind: 'unavailable',
    });
    for (const collection of Object.values(COLLECTIONS)) expect(await store.collection(collection).count({})).toBe(0);
  });

  it.each([
    [
      'an image and images at once',
      { image: '/covers/a.jpg', images: imageKeys('a'.repeat(32)) },
      'image',
      'give either image or images, not both',
    ],
    ['a relative path', { image: 'covers/a.jpg' }, 'image', expect.stringContaining('absolute file path')],
    [
      'an image address that media did not make',
      { images: { M: '/images/track-sunny/600.jpg' } },
      'images.M',
      expect.stringContaining('images/<id>/600.jpg'),
    ],
    [
      'a key of another width',
      { images: { L: `images/${'a'.repeat(32)}/600.jpg` } },
      'images.L',
      expect.stringContaining('1050 px'),
    ],
    [
      'an unknown size',
      { images: { XXL: `images/${'a'.repeat(32)}/600.jpg` } },
      'images.XXL',
      'image sizes are default, XS, S, M, L',
    ],
  ])('refuses %s, naming the field', async (_what, pictures, field, message) => {
    const { catalogImporter, desk } = await importer();
    const summary = await catalogImporter.import(lines({ ...track, ...pictures }));
    expect(summary.problems).toEqual([{ line: 1, recordId: 'track-1', field, message }]);
    expect(desk.asked).toEqual([]);
  });

  it('cannot import a record with an image without media', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    await expect(
      new CatalogImporter(catalogStore(store)).import(lines({ ...mood, image: 'https://cdn.example.com/a.jpg' })),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
