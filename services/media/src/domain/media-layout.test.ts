import { describe, expect, it } from '@jest/globals';
import {
  downloadPath,
  edgeResource,
  hlsCookiePath,
  primaryManifestPath,
  renditionPrefix,
  versionResultPath,
} from './media-layout';

const SHA = 'ab'.repeat(32);
const prefix = renditionPrefix('track', 'trk_1', SHA, new Date(1_800_000_000_000));

describe('media layout', () => {
  it('serves the primary manifest under the path the HLS cookie is scoped to', () => {
    const path = primaryManifestPath('trk_1', prefix);
    expect(path.startsWith(hlsCookiePath('trk_1'))).toBe(true);
    expect(edgeResource(path)).toEqual({ kind: 'hls', trackId: 'trk_1', blobKey: `${prefix}hls/main.m3u8` });
    expect(edgeResource(path.replace('main.m3u8', '64k/seg-00003.m4s'))).toEqual({
      kind: 'hls',
      trackId: 'trk_1',
      blobKey: `${prefix}hls/64k/seg-00003.m4s`,
    });
  });

  it('scopes cookies so that one track id is never a prefix of another', () => {
    expect(primaryManifestPath('trk_10', prefix).startsWith(hlsCookiePath('trk_1'))).toBe(false);
  });

  it('maps download paths of tracks and sound effects to their MP3 blobs', () => {
    expect(edgeResource(downloadPath('track', 'trk_1', prefix, 'high'))).toMatchObject({
      kind: 'download',
      blobKey: `${prefix}mp3/320.mp3`,
    });
    const effect = renditionPrefix('sound-effect', 'sfx1', SHA);
    expect(edgeResource(downloadPath('sound-effect', 'sfx1', effect, 'normal'))).toMatchObject({
      blobKey: `${effect}mp3/128.mp3`,
    });
  });

  it('maps a track version’s MP3 paths to the blobs the versions service wrote', () => {
    const job = '0b6f3c1e-5d2a-4c39-9f0e-2a7d8c4b1e55';
    expect(edgeResource(versionResultPath(job, 'normal'))).toMatchObject({
      kind: 'download',
      blobKey: `versions/${job}/mp3/128.mp3`,
    });
    expect(edgeResource(versionResultPath(job, 'high'))).toMatchObject({ blobKey: `versions/${job}/mp3/320.mp3` });
  });

  it.each([
    '/downloads/versions/../masters/track/x/128.mp3',
    '/downloads/versions/0b6f3c1e-5d2a-4c39-9f0e-2a7d8c4b1e55/64.mp3',
    '/hls/trk_1/../../masters/track/trk_1/x',
    `/hls/trk_1/${prefix.split('/')[2]}/%2e%2e/main.m3u8`,
    '/masters/track/trk_1/abc',
    `/downloads/tracks/trk_1/${prefix.split('/')[2]}/999.mp3`,
    `/hls/trk_1/${prefix.split('/')[2]}/main.txt`,
    '/',
  ])('serves nothing at %s', (path) => {
    expect(edgeResource(path)).toBeUndefined();
  });
});
