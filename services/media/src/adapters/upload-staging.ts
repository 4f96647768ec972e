/**
 * Where an upload's bytes wait while they are checked: a temp file of this process's own (the
 * pod's /tmp in Kubernetes), written as the stream arrives and hashed on the way. Only a complete,
 * checked file goes on to the blob store (an atomic put), so the shared volume never holds a
 * partial upload; the temp file is removed whatever happens.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payloadTooLarge } from '@downbeat/platform';
import type { StagedFile, StagingLimit, UploadStaging } from '../domain/ports';

export interface StagingOptions {
  /** The directory of temp files; the system's temp directory by default. */
  directory?: string;
}

export class TempFileStaging implements UploadStaging {
  constructor(private readonly options: StagingOptions = {}) {}

  /**
   * Writes the chunks to a temp file. Throws `payload-too-large` (naming `what` and the limit) as
   * soon as they pass `maxBytes`, without reading further; rethrows a failed stream. Either way
   * the temp file is gone.
   */
  async stage(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, limit: StagingLimit): Promise<StagedFile> {
    const directory = join(this.options.directory || tmpdir(), 'downbeat-uploads');
    await mkdir(directory, { recursive: true });
    const path = join(directory, randomUUID());
    const discard = () => rm(path, { force: true });
    const hash = createHash('sha256');
    let size = 0;
    const file = await open(path, 'wx');
    try {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > limit.maxBytes)
          throw payloadTooLarge(`${limit.what} is larger than ${limit.limitText}`, [
            { key: 'file', messages: [`must be at most ${limit.limitText}`] },
          ]);
        hash.update(chunk);
        for (let offset = 0; offset < chunk.length;)
          offset += (await file.write(chunk, offset, chunk.length - offset)).bytesWritten;
      }
      await file.close();
    } catch (error) {
      await file.close().catch(() => undefined);
      await discard();
      throw error;
    }
    return { path, size, sha256: hash.digest('hex'), read: () => createReadStream(path), discard };
  }
}
