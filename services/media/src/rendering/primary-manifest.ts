import { AAC_LC_CODECS, SEGMENT_SECONDS } from './renditions';

export interface PlaylistSegment {
  uri: string;
  durationSeconds: number;
}

export interface MeasuredVariant {
  /** Relative to the primary manifest, e.g. `64k/index.m3u8`. */
  playlist: string;
  /** Bytes and duration of each media segment, in playlist order. */
  segments: (PlaylistSegment & { bytes: number })[];
}

/** The segments of a media playlist (`#EXTINF:<duration>,` followed by the URI). */
export function playlistSegments(playlist: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let duration: number | undefined;
  for (const line of playlist.split(/\r?\n/)) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#') && duration !== undefined) {
      segments.push({ uri: line, durationSeconds: duration });
      duration = undefined;
    }
  }
  return segments;
}

/**
 * RFC 8216 §4.3.4.2: BANDWIDTH is the peak segment bit rate, the largest bit rate of any
 * contiguous run of segments lasting 0.5 to 1.5 target durations; AVERAGE-BANDWIDTH is the whole
 * stream's. Measured from the segments written, never taken from the encoder setting.
 */
export function variantBandwidth(segments: MeasuredVariant['segments']): { peak: number; average: number } {
  const totalBytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  const totalSeconds = segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  const average = totalSeconds > 0 ? Math.ceil((totalBytes * 8) / totalSeconds) : 0;
  let peak = 0;
  for (let first = 0; first < segments.length; first++) {
    let bytes = 0;
    let seconds = 0;
    for (let last = first; last < segments.length; last++) {
      bytes += segments[last]?.bytes ?? 0;
      seconds += segments[last]?.durationSeconds ?? 0;
      if (seconds > 1.5 * SEGMENT_SECONDS) break;
      if (seconds >= 0.5 * SEGMENT_SECONDS) peak = Math.max(peak, Math.ceil((bytes * 8) / seconds));
    }
  }
  // A stream shorter than half a target duration has no qualifying run: its average is its peak.
  return { peak: Math.max(peak, average), average };
}

/** The primary (master) playlist over the measured variants, lowest bandwidth first. */
export function primaryManifest(variants: MeasuredVariant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const measured = variants
    .map((variant) => ({ variant, bandwidth: variantBandwidth(variant.segments) }))
    .sort((a, b) => a.bandwidth.peak - b.bandwidth.peak);
  for (const { variant, bandwidth } of measured) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth.peak},AVERAGE-BANDWIDTH=${bandwidth.average},CODECS="${AAC_LC_CODECS}"`,
      variant.playlist,
    );
  }
  return `${lines.join('\n')}\n`;
}
