import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeBlobStoreContract } from './blob-store.contract';
import { FilesystemBlobStore } from './filesystem-blob-store';

let base: string;
let count = 0;
const freshRoot = () => join(base, `store-${++count}`);

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'downbeat-blobs-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describeBlobStoreContract('filesystem', async () => new FilesystemBlobStore({ root: freshRoot() }));

describe('FilesystemBlobStore', () => {
  it('refuses a key that runs through an existing blob, since a file cannot also be a directory', async () => {
    const store = new FilesystemBlobStore({ root: freshRoot() });
    await store.put('tracks/t1', Buffer.from('a blob'));
    await expect(store.put('tracks/t1/hls/index.m3u8', Buffer.from('x'))).rejects.toMatchObject({
      kind: 'invalid-argument',
    });
    await expect(store.put('tracks', Buffer.from('x'))).rejects.toMatchObject({ kind: 'invalid-argument' });
    expect((await store.readAll('tracks/t1')).toString()).toBe('a blob');
  });
});
