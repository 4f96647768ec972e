/**
 * The blobs port: immutable files by key (masters, HLS segments, MP3 renditions, uploads).
 * Adapter: local filesystem (a shared volume in Kubernetes); an S3 adapter can follow.
 * Writes are atomic: a reader sees the whole old blob, the whole new blob, or none.
 */
import type { Readable } from 'node:stream';

export interface BlobInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte range, as in HTTP `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface BlobStore {
  /** Writes the blob atomically (temp file + rename); returns its size and SHA-256 (hex). */
  put(key: string, content: Buffer | Readable): Promise<{ size: number; sha256: string }>;
  /** Null when there is no such blob. */
  stat(key: string): Promise<BlobInfo | null>;
  /** Throws DomainError('not-found') when absent, 'invalid-argument' for a range outside the blob. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  readAll(key: string): Promise<Buffer>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Returns true when something was deleted. Deleting a prefix ending in `/` removes the subtree. */
  delete(key: string): Promise<boolean>;
}
