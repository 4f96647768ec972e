import { describe, expect, it } from '@jest/globals';
import { playlistSegments, primaryManifest, variantBandwidth } from './primary-manifest';

const segment = (kbps: number, seconds = 4) => ({
  uri: 'seg.m4s',
  durationSeconds: seconds,
  bytes: (kbps * 1000 * seconds) / 8,
});

describe('primary manifest', () => {
  it('reads segments and their durations from a media playlist', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.0,\nseg-00000.m4s\n#EXTINF:1.5,\nseg-00001.m4s\n#EXT-X-ENDLIST\n';
    expect(playlistSegments(playlist)).toEqual([
      { uri: 'seg-00000.m4s', durationSeconds: 4 },
      { uri: 'seg-00001.m4s', durationSeconds: 1.5 },
    ]);
  });

  it('advertises the peak segment bit rate as BANDWIDTH, ignoring a sliver of a last segment', () => {
    const bandwidth = variantBandwidth([segment(64), segment(80), segment(60), segment(900, 0.02)]);
    expect(bandwidth.peak).toBe(80_000);
    expect(bandwidth.average).toBeGreaterThan(68_000);
    expect(bandwidth.average).toBeLessThan(80_000);
  });

  it('lists both variants, lowest first, with AAC-LC codecs', () => {
    const manifest = primaryManifest([
      { playlist: '160k/index.m3u8', segments: [segment(160), segment(161)] },
      { playlist: '64k/index.m3u8', segments: [segment(64), segment(65)] },
    ]);
    expect(manifest.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=65000,AVERAGE-BANDWIDTH=64500,CODECS="mp4a.40.2"',
      '64k/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=161000,AVERAGE-BANDWIDTH=160500,CODECS="mp4a.40.2"',
      '160k/index.m3u8',
      '',
    ]);
  });
});
