/**
 * The snapshot files of earlier embedded-mode versions (one JSON file per collection), read once
 * so that a data directory made by them is carried over into SQLite on the first start.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeDocument } from './json-dates';
import type { CollectionState } from './memory-collection';

const SUFFIX = '.json';
const FORMAT_VERSION = 1;

interface SnapshotFile extends CollectionState {
  version: number;
  collection: string;
}

/** Every collection snapshot in the directory (none when it does not exist). */
export async function readLegacySnapshots(directory: string): Promise<Map<string, CollectionState>> {
  const states = new Map<string, CollectionState>();
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    if (!name.endsWith(SUFFIX)) continue;
    const file = decodeDocument<SnapshotFile>(await readFile(join(directory, name), 'utf8'));
    if (file.version !== FORMAT_VERSION) throw new Error(`${name}: unsupported snapshot version ${file.version}`);
    states.set(file.collection, { indexes: file.indexes, documents: file.documents });
  }
  return states;
}
