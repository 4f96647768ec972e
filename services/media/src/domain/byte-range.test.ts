import { describe, expect, it } from '@jest/globals';
import { parseRange } from './byte-range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=2-5', { kind: 'partial', start: 2, end: 5 }],
    ['bytes=7-', { kind: 'partial', start: 7, end: 9 }],
    ['bytes=8-99', { kind: 'partial', start: 8, end: 9 }],
    ['bytes=-3', { kind: 'partial', start: 7, end: 9 }],
    ['bytes=-30', { kind: 'partial', start: 0, end: 9 }],
  ])('reads %s of a 10-byte blob', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });

  it.each(['bytes=10-', 'bytes=10-20', 'bytes=-0'])('finds %s unsatisfiable for 10 bytes', (header) => {
    expect(parseRange(header, 10)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, 'bytes=5-3', 'bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=a-b'])(
    'sends the whole blob for %s',
    (header) => {
      expect(parseRange(header, 10)).toEqual({ kind: 'whole' });
    },
  );
});
