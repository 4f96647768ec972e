/** The usage page's arithmetic: plain functions over the API's daily summary. */

export interface UsageDay {
  day: string;
  previews: number;
  downloads: number;
  exports: number;
  topTracks: { trackId: string; previews: number; downloads: number; exports: number }[];
}

export interface TrackUsage {
  trackId: string;
  previews: number;
  downloads: number;
  exports: number;
  total: number;
}

/** The most used tracks over the whole range (each day's top tracks added up), most used first. */
export function topTracksOver(days: UsageDay[], limit: number): TrackUsage[] {
  const byTrack = new Map<string, TrackUsage>();
  for (const day of days) {
    for (const track of day.topTracks) {
      const sum = byTrack.get(track.trackId) ?? {
        trackId: track.trackId,
        previews: 0,
        downloads: 0,
        exports: 0,
        total: 0,
      };
      sum.previews += track.previews;
      sum.downloads += track.downloads;
      sum.exports += track.exports;
      sum.total += track.previews + track.downloads + track.exports;
      byTrack.set(track.trackId, sum);
    }
  }
  return [...byTrack.values()].sort((a, b) => b.total - a.total || a.trackId.localeCompare(b.trackId)).slice(0, limit);
}

/** Totals of the range, for the page's summary line. */
export function totalsOver(days: UsageDay[]): { previews: number; downloads: number; exports: number } {
  return days.reduce(
    (sum, day) => ({
      previews: sum.previews + day.previews,
      downloads: sum.downloads + day.downloads,
      exports: sum.exports + day.exports,
    }),
    { previews: 0, downloads: 0, exports: 0 },
  );
}

/** A round upper bound for the chart's axis (1, 2, 5 × 10ⁿ), at least 1. */
export function axisMax(highest: number): number {
  if (highest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(highest));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= highest) return step * magnitude;
  return 10 * magnitude;
}

/** YYYY-MM-DD (UTC) of a date shifted by whole days. */
export function dayOf(date: Date, shiftDays = 0): string {
  return new Date(date.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10);
}
