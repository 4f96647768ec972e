/**
 * Filesystem adapter of the blobs port: one file per key under a root directory (a shared volume
 * in Kubernetes). A put streams into a temp file next to its target, hashing as it goes, fsyncs
 * and renames it into place, so readers see the old blob or the new one, never a partial write.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { DomainError, invalidArgument, notFound } from '../errors/domain-error';
import { assertBlobKey, assertBlobPrefix } from './blob-key';
import type { BlobInfo, BlobStore, ByteRange } from './port';

export interface FilesystemBlobStoreOptions {
  /** The directory holding every blob; created on first write. */
  root: string;
}

/** Temp files start with a dot, which keys may not, so they never show up as blobs. */
const TEMP_PREFIX = '.put-';

export class FilesystemBlobStore implements BlobStore {
  constructor(private readonly options: FilesystemBlobStoreOptions) {}

  async put(key: string, content: Buffer | Readable): Promise<{ size: number; sha256: string }> {
    const file = this.path(key);
    const directory = dirname(file);
    await mkdir(directory, { recursive: true }).catch((error: unknown) => {
      throw onPathConflict(error, key);
    });
    const temp = join(directory, `${TEMP_PREFIX}${randomUUID()}`);
    try {
      const written = await writeHashed(temp, content);
      await rename(temp, file).catch((error: unknown) => {
        throw onPathConflict(error, key);
      });
      return written;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.path(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { handle, size } = await this.openBlob(key);
    try {
      const bounds = range ? checkedRange(range, size) : {};
      return handle.createReadStream({ ...bounds, autoClose: true });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async readAll(key: string): Promise<Buffer> {
    const { handle } = await this.openBlob(key);
    try {
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async list(prefix: string): Promise<string[]> {
    const segments = assertBlobPrefix(prefix);
    const whole = prefix === '' || prefix.endsWith('/');
    const base = whole ? segments : segments.slice(0, -1);
    const partial = whole ? '' : (segments[segments.length - 1] ?? '');
    const keys = await walk(join(this.options.root, ...base), base.join('/'), partial);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  async delete(key: string): Promise<boolean> {
    if (key.endsWith('/')) {
      const found = await this.list(key);
      await rm(join(this.options.root, ...assertBlobPrefix(key)), { recursive: true, force: true });
      return found.length > 0;
    }
    try {
      await unlink(this.path(key));
      return true;
    } catch (error) {
      if (isMissing(error) || errorCode(error) === 'EISDIR' || errorCode(error) === 'EPERM') return false;
      throw error;
    }
  }

  private path(key: string): string {
    return join(this.options.root, ...assertBlobKey(key));
  }

  /** Opens the blob's current file: a concurrent put then replaces the name, not what we read. */
  private async openBlob(key: string): Promise<{ handle: FileHandle; size: number }> {
    const file = this.path(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error) || errorCode(error) === 'EISDIR') throw notFound(`no blob '${key}'`);
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      throw notFound(`no blob '${key}'`);
    }
    return { handle, size: info.size };
  }
}

async function writeHashed(file: string, content: Buffer | Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const handle = await open(file, 'wx');
  try {
    const chunks: AsyncIterable<unknown> | Iterable<Buffer> = Buffer.isBuffer(content) ? [content] : content;
    for await (const chunk of chunks) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
      hash.update(bytes);
      size += bytes.length;
      for (let offset = 0; offset < bytes.length;) {
        offset += (await handle.write(bytes, offset, bytes.length - offset)).bytesWritten;
      }
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, sha256: hash.digest('hex') };
}

/** Inclusive bounds for a read stream; an end past the blob is clamped as HTTP ranges are. */
function checkedRange(range: ByteRange, size: number): { start: number; end: number } {
  const { start, end } = range;
  if (!Number.isInteger(start) || start < 0)
    throw invalidArgument('range start must be a non-negative integer', [
      { key: 'range', messages: ['invalid start'] },
    ]);
  if (start >= size)
    throw invalidArgument(`range starts at ${start} but the blob has ${size} bytes`, [
      { key: 'range', messages: ['not satisfiable'] },
    ]);
  if (end !== undefined && (!Number.isInteger(end) || end < start)) {
    throw invalidArgument('range end must be an integer not before its start', [
      { key: 'range', messages: ['invalid end'] },
    ]);
  }
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}

/**
 * Every blob key below a directory whose first segment starts with `partial`, skipping temp
 * files; [] when the directory does not exist.
 */
async function walk(directory: string, keyPrefix: string, partial = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !entry.name.startsWith(partial)) continue;
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await walk(join(directory, entry.name), key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

/** A key whose path runs into another blob (`a` exists, put `a/b`) or into a directory. */
function onPathConflict(error: unknown, key: string): unknown {
  const code = errorCode(error);
  if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR') {
    return new DomainError('invalid-argument', `blob key '${key}' collides with an existing blob or prefix`, [
      { key: 'key', messages: ['collides with an existing blob or prefix'] },
    ]);
  }
  return error;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const isMissing = (error: unknown) => errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';
