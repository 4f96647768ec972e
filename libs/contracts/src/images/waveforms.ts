/**
 * Where the media edge serves a track's waveform (the audiowaveform JSON layout): the catalog puts
 * the absolute URL on every track (`waveformUrl`, as the reference API does), the edge serves it.
 */
export const waveformPath = (trackId: string) => `/waveforms/${encodeURIComponent(trackId)}.json`;

/** The track id of a waveform path, or undefined for any other path. */
export function trackIdOfWaveformPath(pathname: string): string | undefined {
  const match = /^\/waveforms\/([^/]+)\.json$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
