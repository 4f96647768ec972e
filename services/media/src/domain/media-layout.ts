/**
 * Where renditions live in the blob store and at which edge paths they are served. Each render of a
 * master gets its own prefix (`tracks/<id>/r-<checksum>-<time>/`), so a new render never mixes with
 * the files of the one being served. Masters (`masters/...`) are never served.
 *
 * | edge path                                          | blob key                               |
 * |----------------------------------------------------|----------------------------------------|
 * | /hls/<track>/<rendition>/main.m3u8, …/64k/seg-…    | tracks/<track>/<rendition>/hls/…       |
 * | /downloads/tracks/<track>/<rendition>/128.mp3      | tracks/<track>/<rendition>/mp3/128.mp3 |
 * | /downloads/sound-effects/<id>/<rendition>/320.mp3  | sound-effects/<id>/<rendition>/mp3/…   |
 */
import { MP3_QUALITIES, PRIMARY_MANIFEST, type Mp3Quality } from '../rendering/renditions';
import { ASSET_ID } from './asset-ids';
import type { AssetKind } from './ports';

const FOLDER: Record<AssetKind, string> = { track: 'tracks', 'sound-effect': 'sound-effects' };

export function renditionPrefix(kind: AssetKind, assetId: string, masterSha256: string, now = new Date()): string {
  return `${FOLDER[kind]}/${assetId}/r-${masterSha256.slice(0, 12)}-${now.getTime().toString(36)}/`;
}

const renditionOf = (prefix: string) => prefix.split('/').filter(Boolean).pop() ?? '';

/** The path of the HLS files of a track; the HLS cookie is scoped to it. */
export const hlsCookiePath = (trackId: string) => `/hls/${trackId}/`;

export const primaryManifestPath = (trackId: string, prefix: string) =>
  `${hlsCookiePath(trackId)}${renditionOf(prefix)}/${PRIMARY_MANIFEST.slice('hls/'.length)}`;

export const downloadPath = (kind: AssetKind, assetId: string, prefix: string, quality: Mp3Quality) =>
  `/downloads/${FOLDER[kind]}/${assetId}/${renditionOf(prefix)}/${MP3_QUALITIES[quality].file.slice('mp3/'.length)}`;

export type EdgeResource =
  { kind: 'hls'; trackId: string; blobKey: string } | { kind: 'download'; blobKey: string; fileName: string };

const ID = ASSET_ID.source.slice(1, -1);
const RENDITION = 'r-[0-9a-f]{12}-[0-9a-z]+';
const HLS = new RegExp(`^/hls/(${ID})/(${RENDITION})/((?:[0-9a-z]+/)?[A-Za-z0-9_-]+\\.(?:m3u8|m4s|mp4))$`);
const VERSION = /^\/downloads\/versions\/([0-9a-f-]{36})\/((?:128|320)\.mp3)$/;
const DOWNLOAD = new RegExp(`^/downloads/(tracks|sound-effects)/(${ID})/(${RENDITION})/((?:128|320)\\.mp3)$`);

/** The edge path of a track version's MP3 (the versions service writes `versions/<job>/mp3/<file>`). */
export const versionResultPath = (jobId: string, quality: Mp3Quality) =>
  `/downloads/versions/${jobId}/${MP3_QUALITIES[quality].file.slice('mp3/'.length)}`;

/** The resource an edge path names, or undefined for anything else (404). */
export function edgeResource(path: string): EdgeResource | undefined {
  const hls = HLS.exec(path);
  if (hls) {
    const [, trackId = '', rendition, file] = hls;
    return { kind: 'hls', trackId, blobKey: `tracks/${trackId}/${rendition}/hls/${file}` };
  }
  const version = VERSION.exec(path);
  if (version) {
    const [, jobId = '', file = ''] = version;
    return { kind: 'download', blobKey: `versions/${jobId}/mp3/${file}`, fileName: `version-${jobId}-${file}` };
  }
  const download = DOWNLOAD.exec(path);
  if (download) {
    const [, folder, assetId = '', rendition, file = ''] = download;
    return {
      kind: 'download',
      blobKey: `${folder}/${assetId}/${rendition}/mp3/${file}`,
      fileName: `${assetId}-${file}`,
    };
  }
  return undefined;
}
