import type { BlobStore } from '@downbeat/platform';

const READ_CHUNK_BYTES = 64 * 1024;

/** A stored blob as stream messages of at most 64 KiB each (gRPC messages stay small). */
export async function* blobChunks(blobs: BlobStore, key: string): AsyncGenerator<{ chunk: Buffer }> {
  for await (const chunk of await blobs.read(key))
    for (let offset = 0; offset < (chunk as Buffer).length; offset += READ_CHUNK_BYTES)
      yield { chunk: (chunk as Buffer).subarray(offset, offset + READ_CHUNK_BYTES) };
}
