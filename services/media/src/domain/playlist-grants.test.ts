import { describe, expect, it } from '@jest/globals';
import { cookieValues, withGrantInUris } from './playlist-grants';

describe('playlist grants', () => {
  it('carries the stream token on every URI of a playlist, the init segment included', () => {
    const playlist = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.0,\nseg-00000.m4s\n#EXT-X-ENDLIST\n';
    expect(withGrantInUris(playlist, 'a.b+c')).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4?token=a.b%2Bc"\n#EXTINF:4.0,\nseg-00000.m4s?token=a.b%2Bc\n#EXT-X-ENDLIST\n',
    );
  });

  it('finds every value of the HLS cookie among the others', () => {
    expect(cookieValues('a=1; downbeat_hls=x.1.s; downbeat_hlsx=no; downbeat_hls="y.2.t"', 'downbeat_hls')).toEqual([
      'x.1.s',
      'y.2.t',
    ]);
    expect(cookieValues(undefined, 'downbeat_hls')).toEqual([]);
  });
});
