import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { SqliteVectorIndex } from './sqlite-vector-index';
import { describeVectorIndexContract } from './vector-index.contract';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'downbeat-vectors-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeVectorIndexContract('sqlite', async () => {
  const index = new SqliteVectorIndex({ file: join(dataDir, 'vectors.sqlite') });
  await index.start();
  return index;
});
