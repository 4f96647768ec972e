import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { coverDesign, coverImageId, IMAGE_SIZES, imageKeys } from '@downbeat/contracts';
import { createLogger, FilesystemBlobStore, isDomainError } from '@downbeat/platform';
import { pictureTools } from '../adapters/picture-tools';
import { ImageLibrary } from './image-library';

const logger = createLogger({ service: 'media-test', level: 'silent' });

/** A landscape PNG: a red left half and a blue right half. */
const picture = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#2040ff' } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: '#ff2020' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('image library', () => {
  let dir: string;
  let blobs: FilesystemBlobStore;
  let library: ImageLibrary;
  let server: Server;
  let origin: string;
  const routes = new Map<string, (response: ServerResponse) => void>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = routes.get(request.url ?? '');
      if (route) route(response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'image-library-'));
    blobs = new FilesystemBlobStore({ root: join(dir, 'blobs') });
    library = new ImageLibrary({
      blobs,
      tools: pictureTools,
      logger,
      limits: { maxBytes: 2_000_000, timeoutMs: 2_000 },
    });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const stored = () => blobs.list('images/');
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: unknown) => {
        if (!isDomainError(error, 'invalid-argument')) throw error;
        return { message: error.message, fields: error.violations.map((violation) => violation.key) };
      },
    );

  it('makes a supplied picture into square JPEGs of every size, each as wide as its key says', async () => {
    const file = join(dir, 'cover.png');
    await writeFile(file, await picture());
    const made = await library.make({ file });
    expect(made.created).toBe(true);
    expect(made.images).toEqual(imageKeys(made.imageId));
    for (const [size, key] of Object.entries(made.images)) {
      const meta = await sharp(await blobs.readAll(key)).metadata();
      expect({ size, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        size,
        format: 'jpeg',
        width: IMAGE_SIZES[size as keyof typeof IMAGE_SIZES],
        height: IMAGE_SIZES[size as keyof typeof IMAGE_SIZES],
      });
    }
  });

  it('gives the same picture the same keys, by content, and stores it once', async () => {
    const bytes = await picture();
    const file = join(dir, 'a.png');
    await writeFile(file, bytes);
    routes.set('/same.png', (response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(bytes));
    const first = await library.make({ file: `file://${file}` });
    const again = await library.make({ url: `${origin}/same.png` });
    expect(again).toEqual({ ...first, created: false });
    expect(await stored()).toHaveLength(4);
  });

  it.each([
    ['a text file', () => Buffer.from('not a picture at all'), /is not a picture/],
    ['an SVG document', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>'), /SVG/],
    ['a picture smaller than the smallest size', () => picture(200, 100), /200×100 px; at least 128 px/],
  ])('refuses %s, naming the file and storing nothing', async (_what, bytes, why) => {
    const file = join(dir, 'bad.jpg');
    await writeFile(file, await bytes());
    const refused = await refusal(library.make({ file }));
    expect(refused.fields).toEqual(['fileUri']);
    expect(refused.message).toContain(file);
    expect(refused.message).toMatch(why);
    expect(await stored()).toEqual([]);
  });

  it('leaves nothing of an image whose storing failed part-way', async () => {
    let puts = 0;
    const failing = Object.assign(Object.create(blobs) as FilesystemBlobStore, {
      put: (key: string, content: Buffer) => {
        puts += 1;
        return puts === 3 ? Promise.reject(new Error('disk full')) : blobs.put(key, content);
      },
    });
    const file = join(dir, 'cover.png');
    await writeFile(file, await picture());
    const broken = new ImageLibrary({ blobs: failing, tools: pictureTools, logger });
    await expect(broken.make({ file })).rejects.toThrow('disk full');
    expect(await stored()).toEqual([]);
    expect((await library.make({ file })).created).toBe(true);
  });

  it('refuses a missing file and a relative path', async () => {
    expect(await refusal(library.make({ file: join(dir, 'missing.jpg') }))).toMatchObject({
      fields: ['fileUri'],
      message: expect.stringContaining('could not be read (ENOENT)'),
    });
    expect((await refusal(library.make({ file: 'covers/a.jpg' }))).fields).toEqual(['fileUri']);
  });

  it('refuses URLs that do not answer 200 with a picture in time, naming the URL', async () => {
    routes.set('/slow.jpg', () => undefined);
    routes.set('/huge.jpg', (response) => response.writeHead(200).end(Buffer.alloc(2_000_001)));
    const cases = {
      [`${origin}/gone.jpg`]: /answered 404 instead of 200/,
      [`${origin}/slow.jpg`]: /did not answer within 2 s/,
      [`${origin}/huge.jpg`]: /is larger than 2 MB/,
      'ftp://example.com/a.jpg': /is not an http or https URL/,
      [`http://127.0.0.1:${await closedPort()}/a.jpg`]: /could not be fetched \(ECONNREFUSED\)/,
    };
    for (const [url, why] of Object.entries(cases)) {
      const refused = await refusal(library.make({ url }));
      expect({ url, fields: refused.fields, message: refused.message }).toEqual({
        url,
        fields: ['url'],
        message: expect.stringMatching(why),
      });
    }
    expect(await stored()).toEqual([]);
  });

  it('draws an entity’s cover art once, under the design’s id, however many ask at once', async () => {
    let drawn = 0;
    const counting = new ImageLibrary({
      blobs,
      logger,
      tools: { ...pictureTools, svgJpegs: (svg, widths) => ((drawn += 1), pictureTools.svgJpegs(svg, widths)) },
    });
    const subject = { kind: 'mood' as const, id: 'mood-chill', themes: ['Chill'] };
    const made = await Promise.all([1, 2, 3].map(() => counting.make({ coverArt: subject })));
    expect(new Set(made.map((image) => image.imageId))).toEqual(new Set([coverImageId(coverDesign(subject))]));
    expect(drawn).toBe(1);
    expect(await stored()).toHaveLength(4);
    expect(await counting.make({ coverArt: subject })).toMatchObject({ created: false });
    expect(drawn).toBe(1);
  });

  it('draws a cover the first time the edge asks for it, and knows no picture nobody made', async () => {
    const imageId = coverImageId({ motif: 'orbits', palette: 'brass', variant: 5 });
    expect(await library.ensure(imageId)).toBe(true);
    expect(await stored()).toEqual(
      Object.values(imageKeys(imageId))
        .filter((key, i, all) => all.indexOf(key) === i)
        .sort(),
    );
    expect(await library.ensure('0'.repeat(32))).toBe(false);
  });
});
