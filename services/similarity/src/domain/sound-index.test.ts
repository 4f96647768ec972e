import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SqliteVectorIndex, type CompactedSpace } from '@downbeat/platform';
import { SoundIndex } from './sound-index';

/** The embedded index, counting the compactions it is asked for. */
class CountingIndex extends SqliteVectorIndex {
  readonly compactions: string[] = [];
  override async compact(name: string): Promise<CompactedSpace> {
    this.compactions.push(name);
    return super.compact(name);
  }
}

describe('SoundIndex compaction', () => {
  let vectors: CountingIndex;
  let index: SoundIndex;

  beforeEach(async () => {
    vectors = new CountingIndex({ file: ':memory:' });
    await vectors.start();
    index = new SoundIndex(vectors);
    await index.ensureSpaces({ embeddingSize: 8, tagCount: 4 });
  });
  afterEach(() => vectors.stop());

  it('compacts both spaces unless told which', async () => {
    expect(await index.compact()).toEqual({
      tracks: { partsBefore: 1, partsAfter: 1 },
      sections: { partsBefore: 1, partsAfter: 1 },
    });
    expect(await index.compact(['sections'])).toEqual({ sections: { partsBefore: 1, partsAfter: 1 } });
    expect(vectors.compactions).toEqual(['tracks', 'sections', 'sections']);
  });

  it('joins a compaction under way rather than starting a second one', async () => {
    const [automatic, requested] = await Promise.all([index.compact(), index.compact(['tracks'])]);
    expect(requested.tracks).toEqual(automatic.tracks);
    expect(vectors.compactions).toEqual(['tracks', 'sections']);
    await index.compact(['tracks']);
    expect(vectors.compactions).toEqual(['tracks', 'sections', 'tracks']);
  });

  it('refuses a space that is not one of similarity’s, naming `spaces`', async () => {
    await expect(index.compact(['tracks', 'albums'])).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'spaces', messages: ['must be tracks or sections'] }],
    });
    expect(vectors.compactions).toEqual([]);
  });
});
