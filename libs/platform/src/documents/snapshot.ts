/**
 * Snapshot files of the in-memory document store: one JSON file per collection in the data dir,
 * written atomically (temp file, fsync, rename) so a crash leaves the old or the new file, never
 * half of one. Dates are tagged (`{"$date": "…"}`) so they come back as dates.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CollectionState } from './memory-collection';

const SUFFIX = '.json';
const TEMP_MARKER = '.tmp-';
const FORMAT_VERSION = 1;

interface SnapshotFile extends CollectionState {
  version: number;
  collection: string;
}

export async function writeSnapshot(dataDir: string, collection: string, state: CollectionState): Promise<void> {
  const body: SnapshotFile = { version: FORMAT_VERSION, collection, ...state };
  const file = join(dataDir, fileName(collection));
  const temp = `${file}${TEMP_MARKER}${randomBytes(6).toString('hex')}`;
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(JSON.stringify(body, tagDates));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Every collection snapshot in the directory; leftovers of interrupted writes are removed. */
export async function readSnapshots(dataDir: string): Promise<Map<string, CollectionState>> {
  await mkdir(dataDir, { recursive: true });
  const states = new Map<string, CollectionState>();
  for (const name of await readdir(dataDir)) {
    if (name.includes(TEMP_MARKER)) {
      await rm(join(dataDir, name), { force: true });
      continue;
    }
    if (!name.endsWith(SUFFIX)) continue;
    const file = JSON.parse(await readFile(join(dataDir, name), 'utf8'), untagDates) as SnapshotFile;
    if (file.version !== FORMAT_VERSION) throw new Error(`${name}: unsupported snapshot version ${file.version}`);
    states.set(file.collection, { indexes: file.indexes, documents: file.documents });
  }
  return states;
}

function fileName(collection: string): string {
  return `${encodeURIComponent(collection)}${SUFFIX}`;
}

function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.toISOString() } : value;
}

function untagDates(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const tagged = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof tagged === 'string') return new Date(tagged);
  }
  return value;
}
