import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { type similarity } from '@downbeat/contracts';
import { type VectorDocument } from '@downbeat/platform';
import { describeWith, freePort, REPO_ROOT } from '@downbeat/testing';
import { sectionDimensions, trackDimensions } from '../src/domain/sound-vectors';
import { EMBEDDING_SIZE, TAG_NAMES } from '../src/features';
import { startSimilarityFixture, type SimilarityFixture } from './similarity-fixture';

const exec = promisify(execFile);
const run = `similarity_admin_${Date.now().toString(36)}_${process.pid}`;
const TRACK_DIMENSIONS = trackDimensions(EMBEDDING_SIZE, TAG_NAMES.length);
const SECTION_DIMENSIONS = sectionDimensions(EMBEDDING_SIZE);

/**
 * Vectors sharing one dimension and each leaning on one of its own, longer the higher `n`: every
 * pair lies at a different angle, so the order of neighbours has no ties to break.
 */
function vectorOf(n: number, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  vector[0] = 1;
  vector[1 + n] = 1 + 0.5 * n;
  return vector;
}

const trackDocument = (n: number): VectorDocument => ({
  id: `trk-${n}`,
  vector: vectorOf(n, TRACK_DIMENSIONS),
  fields: { trackId: `trk-${n}`, genreIds: ['genre-house'], moodIds: [] },
});
const sectionDocument = (n: number): VectorDocument => ({
  id: `trk-${n}@0`,
  vector: vectorOf(n, SECTION_DIMENSIONS),
  fields: { trackId: `trk-${n}`, startMs: 0, endMs: 8_000 },
});

/**
 * Compaction on demand (SimilarityAdminService, `downbeat similarity compact`) on real OpenSearch:
 * spaces written in many refreshes (as a bulk load leaves them) merged into one segment each, the
 * same neighbours before and after.
 */
describeWith(['mongodb', 'kafka', 'opensearch'], 'similarity admin', () => {
  let fixture: SimilarityFixture;
  const segments = (space: string) => fixture.segments(space);
  /** Documents written one request at a time: every write is refreshed in as a segment of its own. */
  const writeApart = async (count: number, from: number) => {
    for (let n = from; n < from + count; n += 1) {
      await fixture.vectors.upsert('tracks', [trackDocument(n)]);
      await fixture.vectors.upsert('sections', [sectionDocument(n)]);
    }
  };
  const neighbours = async (space: 'tracks' | 'sections', n: number) => {
    const vector = space === 'tracks' ? trackDocument(n).vector : sectionDocument(n).vector;
    return (await fixture.vectors.nearest(space, { vector, k: 5 })).map((hit) => hit.id);
  };

  beforeAll(async () => {
    fixture = await startSimilarityFixture({
      run,
      threads: 1,
      deadlineMs: 120_000,
      // Nothing here is described: media is never asked.
      mediaAddress: `127.0.0.1:${await freePort()}`,
    });
  }, 120_000);

  afterAll(async () => {
    await fixture?.stop();
  });

  it('merges both spaces into one segment each on request, answering the same neighbours after', async () => {
    await writeApart(6, 0);
    expect(await segments('tracks')).toBeGreaterThan(1);
    const before = { tracks: await neighbours('tracks', 2), sections: await neighbours('sections', 4) };
    const answer: similarity.CompactVectorSpacesResponse__Output = await fixture.admin.compactVectorSpaces({
      spaces: [],
    });
    expect(answer.spaces.map((space) => space.space)).toEqual(['tracks', 'sections']);
    for (const space of answer.spaces) {
      expect(space.partsBefore).toBeGreaterThan(1);
      expect(space.partsAfter).toBe(1);
    }
    expect(answer.tookMs).toBeGreaterThanOrEqual(0);
    expect([await segments('tracks'), await segments('sections')]).toEqual([1, 1]);
    expect(await neighbours('tracks', 2)).toEqual(before.tracks);
    expect(await neighbours('sections', 4)).toEqual(before.sections);
    expect(before.tracks[0]).toBe('trk-2');
  });

  it('joins a compaction already under way instead of merging twice', async () => {
    await writeApart(4, 10);
    const segmentsBefore = await segments('tracks');
    expect(segmentsBefore).toBeGreaterThan(1);
    const [first, second] = await Promise.all([
      fixture.admin.compactVectorSpaces({ spaces: ['tracks'] }),
      fixture.admin.compactVectorSpaces({ spaces: ['tracks'] }),
    ]);
    // Merged once: the second request saw the segments the first found, not the single one it left.
    expect(first.spaces).toEqual([{ space: 'tracks', partsBefore: segmentsBefore, partsAfter: 1 }]);
    expect(second.spaces).toEqual(first.spaces);
    expect(await segments('tracks')).toBe(1);
  });

  it('refuses a space it does not have, naming `spaces`', async () => {
    await expect(fixture.admin.compactVectorSpaces({ spaces: ['tracks', 'albums'] })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'spaces', messages: ['must be tracks or sections'] }],
    });
  });

  it('is what `downbeat similarity compact` runs', async () => {
    await writeApart(3, 20);
    const { stdout } = await exec(
      process.execPath,
      [path.join(REPO_ROOT, 'cli/bin/downbeat.js'), 'similarity', 'compact', 'sections'],
      {
        env: { ...process.env, SIMILARITY_ADDRESS: fixture.service.address },
      },
    );
    expect(stdout).toMatch(/^✓ sections: \d+ → 1 segment\ncompacted in \d+\.\d s\n$/);
    expect(await segments('sections')).toBe(1);
  });
});
