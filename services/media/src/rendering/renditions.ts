/**
 * What a render produces, relative to its output directory (and, once stored, to the asset's
 * rendition prefix in the blob store). Names are part of the edge URLs handed out.
 */
export const HLS_VARIANTS = [
  { name: '64k', bitrateKbps: 64 },
  { name: '160k', bitrateKbps: 160 },
] as const;

export const MP3_QUALITIES = {
  normal: { file: 'mp3/128.mp3', bitrateKbps: 128 },
  high: { file: 'mp3/320.mp3', bitrateKbps: 320 },
} as const;

export type Mp3Quality = keyof typeof MP3_QUALITIES;

export const PRIMARY_MANIFEST = 'hls/main.m3u8';
/** AAC-LC, what ffmpeg's native encoder writes and every HLS player plays. */
export const AAC_LC_CODECS = 'mp4a.40.2';
/** Target segment length; a few seconds keeps start-up fast without many requests. */
export const SEGMENT_SECONDS = 4;
export const SAMPLE_RATE = 44_100;

export const variantPlaylist = (variant: string) => `hls/${variant}/index.m3u8`;
