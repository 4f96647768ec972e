import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { coverImageId, imageKey } from '@downbeat/contracts';
import { createLogger, FilesystemBlobStore } from '@downbeat/platform';
import { pictureTools } from '../adapters/picture-tools';
import { AccessGrants } from '../domain/access-grants';
import { ImageLibrary } from '../domain/image-library';
import { MediaSigner } from '../domain/signing';
import { startEdge, type RunningEdge } from './edge-server';

const logger = createLogger({ service: 'media-test', level: 'silent' });
const cover = coverImageId({ motif: 'mosaic', palette: 'sunrise', variant: 12 });

describe('images on the media edge', () => {
  let dir: string;
  let edge: RunningEdge;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'edge-images-'));
    const blobs = new FilesystemBlobStore({ root: dir });
    edge = await startEdge({
      host: '127.0.0.1',
      port: 0,
      blobs,
      grants: new AccessGrants(new MediaSigner({ current: 'k'.repeat(32) })),
      images: new ImageLibrary({ blobs, tools: pictureTools, logger }),
      analyses: { find: async () => null },
      cookieName: 'downbeat_hls',
      allowedOrigins: ['https://partner.example'],
      logger,
    });
  });
  afterAll(async () => {
    await edge.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${edge.url}${path}`, init);

  it('serves a generated cover at its key’s width, public and cacheable for good, drawn on first request', async () => {
    const response = await get(`/${imageKey(cover, 600)}`, { headers: { Origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'cache-control', 'access-control-allow-origin'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      ),
    ).toEqual({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    expect(response.headers.get('etag')).toBe(`"${cover}-600"`);
    expect(Date.parse(response.headers.get('last-modified') ?? '')).not.toBeNaN();
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 600]);
  });

  it('answers HEAD with the headers and no body, and revalidations with 304', async () => {
    const path = `/${imageKey(cover, 128)}`;
    const full = await get(path);
    const size = (await full.arrayBuffer()).byteLength;
    const head = await get(path, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([
      200,
      String(size),
      'image/jpeg',
    ]);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = full.headers.get('etag') ?? '';
    expect((await get(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await get(path, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
    const lastModified = full.headers.get('last-modified') ?? '';
    expect((await get(path, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
  });

  it.each([
    ['a picture nobody made', `/${imageKey('0'.repeat(32), 300)}`],
    ['a width that is no size', `/images/${cover}/500.jpg`],
    ['a design of no palette', '/images/cover-v1-mosaic-plaid-12/300.jpg'],
    ['a path outside the images', `/${imageKey(cover, 300).replace('images/', 'covers/')}`],
  ])('answers 404 for %s', async (_what, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('refuses writes with 405', async () => {
    const response = await get(`/${imageKey(cover, 300)}`, { method: 'DELETE' });
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
  });
});
