import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../command';
import { compactedLines, parseCompact } from './similarity';

describe('downbeat similarity compact', () => {
  it('compacts both spaces unless some are named', () => {
    expect(parseCompact([])).toEqual({ spaces: [], json: false });
    expect(parseCompact(['sections', '--json'])).toEqual({ spaces: ['sections'], json: true });
  });

  it('refuses a space similarity does not have', () => {
    expect(() => parseCompact(['tracks', 'albums'])).toThrow(new UsageError('Unknown vector space: albums'));
  });

  it('prints the segments of each space before and after, and how long it took', () => {
    expect(
      compactedLines({
        spaces: [
          { space: 'tracks', partsBefore: 16, partsAfter: 1 },
          { space: 'sections', partsBefore: 1, partsAfter: 1 },
        ],
        tookMs: 83_412,
      }),
    ).toEqual(['✓ tracks: 16 → 1 segment', '✓ sections: 1 → 1 segment', 'compacted in 83.4 s']);
  });
});
