/**
 * The contract every BlobStore adapter honours (the filesystem today; S3 can follow).
 * `makeStore` returns an empty store.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { BlobStore } from './port';

const INVALID_KEYS = ['', '/etc/passwd', '../escape', 'a/../b', 'a//b', 'a\\b', 'a\0b', 'a/', '.', 'a/./b', '.hidden'];

export function describeBlobStoreContract(name: string, makeStore: () => Promise<BlobStore>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    it('stores a buffer and returns its size and SHA-256', async () => {
      const content = Buffer.from('ID3 pretend this is an mp3');
      expect(await store.put('tracks/t1/mp3/128.mp3', content)).toEqual({
        size: content.length,
        sha256: sha256(content),
      });
      expect(await store.readAll('tracks/t1/mp3/128.mp3')).toEqual(content);
      const info = await store.stat('tracks/t1/mp3/128.mp3');
      expect(info).toMatchObject({ key: 'tracks/t1/mp3/128.mp3', size: content.length });
      expect(info?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('stores a stream of many chunks, hashing what it wrote', async () => {
      const chunks = Array.from({ length: 40 }, () => randomBytes(64 * 1024));
      const whole = Buffer.concat(chunks);
      expect(await store.put('masters/big.wav', Readable.from(chunks))).toEqual({
        size: whole.length,
        sha256: sha256(whole),
      });
      expect(sha256(await store.readAll('masters/big.wav'))).toBe(sha256(whole));
      expect(sha256(await streamed(await store.read('masters/big.wav')))).toBe(sha256(whole));
    });

    it('replaces a blob whole when the key is written again', async () => {
      await store.put('k', Buffer.from('a much longer first version'));
      await store.put('k', Buffer.from('short'));
      expect((await store.readAll('k')).toString()).toBe('short');
      expect((await store.stat('k'))?.size).toBe(5);
    });

    it('reads inclusive byte ranges, clamping an end past the blob', async () => {
      await store.put('r', Buffer.from('0123456789'));
      const text = async (range: { start: number; end?: number }) =>
        (await streamed(await store.read('r', range))).toString();
      expect(await text({ start: 0, end: 0 })).toBe('0');
      expect(await text({ start: 2, end: 5 })).toBe('2345');
      expect(await text({ start: 7 })).toBe('789');
      expect(await text({ start: 8, end: 99 })).toBe('89');
      await expect(store.read('r', { start: 10 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.read('r', { start: 5, end: 4 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.read('r', { start: -1 })).rejects.toMatchObject({ kind: 'invalid-argument' });
    });

    it('holds an empty blob', async () => {
      expect(await store.put('empty', Buffer.alloc(0))).toEqual({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect(await store.readAll('empty')).toEqual(Buffer.alloc(0));
      expect(await streamed(await store.read('empty'))).toEqual(Buffer.alloc(0));
      await expect(store.read('empty', { start: 0 })).rejects.toMatchObject({ kind: 'invalid-argument' });
    });

    it('says not-found, null or false for a blob that is not there', async () => {
      expect(await store.stat('missing/blob')).toBeNull();
      await expect(store.read('missing/blob')).rejects.toMatchObject({ kind: 'not-found' });
      await expect(store.readAll('missing/blob')).rejects.toMatchObject({ kind: 'not-found' });
      expect(await store.delete('missing/blob')).toBe(false);
      await store.put('dir/blob', Buffer.from('x'));
      expect(await store.stat('dir')).toBeNull();
      await expect(store.readAll('dir')).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('lists keys under a prefix, sorted', async () => {
      for (const key of ['tracks/t2/a', 'tracks/t1/hls/b.ts', 'tracks/t1/hls/a.ts', 'tracks/t10/x', 'uploads/p1/u'])
        await store.put(key, Buffer.from(key));
      expect(await store.list('tracks/t1/')).toEqual(['tracks/t1/hls/a.ts', 'tracks/t1/hls/b.ts']);
      expect(await store.list('tracks/t1')).toEqual(['tracks/t1/hls/a.ts', 'tracks/t1/hls/b.ts', 'tracks/t10/x']);
      expect(await store.list('')).toEqual([
        'tracks/t1/hls/a.ts',
        'tracks/t1/hls/b.ts',
        'tracks/t10/x',
        'tracks/t2/a',
        'uploads/p1/u',
      ]);
      expect(await store.list('nothing/here/')).toEqual([]);
    });

    it('deletes a blob, or a whole subtree with a prefix ending in /', async () => {
      for (const key of ['tracks/t1/hls/a.ts', 'tracks/t1/mp3/128.mp3', 'tracks/t10/x'])
        await store.put(key, Buffer.from(key));
      expect(await store.delete('tracks/t1/mp3/128.mp3')).toBe(true);
      expect(await store.stat('tracks/t1/mp3/128.mp3')).toBeNull();
      expect(await store.delete('tracks/t1/')).toBe(true);
      expect(await store.list('')).toEqual(['tracks/t10/x']);
      expect(await store.delete('tracks/t1/')).toBe(false);
    });

    it.each(INVALID_KEYS)('refuses the key %j as invalid-argument', async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.stat(key)).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.read(key)).rejects.toMatchObject({ kind: 'invalid-argument' });
      if (!key.endsWith('/')) await expect(store.delete(key)).rejects.toMatchObject({ kind: 'invalid-argument' });
    });

    it('refuses prefixes that leave the store', async () => {
      await expect(store.list('../')).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.delete('/')).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(store.delete('a/../')).rejects.toMatchObject({ kind: 'invalid-argument' });
    });

    it('leaves nothing behind when the content stream fails, and keeps the previous blob', async () => {
      await store.put('keep', Buffer.from('previous'));
      const failing = () =>
        Readable.from(
          (async function* () {
            yield Buffer.from('partial data');
            throw new Error('upload connection reset');
          })(),
        );
      await expect(store.put('keep', failing())).rejects.toThrow('upload connection reset');
      await expect(store.put('fresh/new', failing())).rejects.toThrow('upload connection reset');
      expect((await store.readAll('keep')).toString()).toBe('previous');
      expect(await store.stat('fresh/new')).toBeNull();
      expect(await store.list('')).toEqual(['keep']);
    });

    it('never shows a blob before its write completes', async () => {
      let finish: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (finish = resolve));
      const writing = store.put(
        'slow',
        Readable.from(
          (async function* () {
            yield Buffer.from('first half ');
            await gate;
            yield Buffer.from('second half');
          })(),
        ),
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(await store.stat('slow')).toBeNull();
      expect(await store.list('')).toEqual([]);
      finish();
      await writing;
      expect((await store.readAll('slow')).toString()).toBe('first half second half');
    });

    it('gives concurrent readers the old blob or the new one, never a mix or a partial write', async () => {
      const size = 4 * 1024 * 1024;
      const before = Buffer.alloc(size, 'a');
      const after = Buffer.alloc(size, 'b');
      await store.put('hot', before);
      // The writer stops halfway until readers have looked three times, so they surely read mid-write.
      let halfway: () => void = () => undefined;
      const reachedHalfway = new Promise<void>((resolve) => (halfway = resolve));
      let resume: () => void = () => undefined;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      const chunks = [...chunked(after, 64 * 1024)];
      const writing = store.put(
        'hot',
        Readable.from(
          (async function* () {
            for (const [index, chunk] of chunks.entries()) {
              if (index === chunks.length / 2) {
                halfway();
                await resumed;
              }
              yield chunk;
            }
          })(),
        ),
      );
      await reachedHalfway;
      const seen: string[] = [];
      const look = async () => {
        const [whole, viaStream] = await Promise.all([store.readAll('hot'), store.read('hot').then(streamed)]);
        for (const content of [whole, viaStream])
          seen.push(content.equals(before) ? 'before' : content.equals(after) ? 'after' : 'torn');
      };
      for (let i = 0; i < 3; i++) await look();
      resume();
      await writing;
      await look();
      expect(seen).toEqual([...Array(6).fill('before'), 'after', 'after']);
    });
  });
}

function* chunked(buffer: Buffer, size: number): Generator<Buffer> {
  for (let offset = 0; offset < buffer.length; offset += size) yield buffer.subarray(offset, offset + size);
}

async function streamed(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
