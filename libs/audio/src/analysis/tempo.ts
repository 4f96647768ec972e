/**
 * Tempo from tracked beats: the BPM stored with a track is the slope of a line through its beats,
 * not an estimate taken before them, so it always agrees with the beat grid partners see.
 */

/**
 * BPM from a least-squares line through beat times (seconds), counting a skipped beat as two
 * intervals. Far more precise than the envelope's frame-quantised period; null for under 4 beats.
 */
export function tempoFromBeats(times: number[]): number | null {
  if (times.length < 4) return null;
  const intervals = times.slice(1).map((time, index) => time - (times[index] as number));
  const median = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)] as number;
  const counts = [0];
  intervals.forEach((interval, index) =>
    counts.push((counts[index] as number) + Math.max(1, Math.round(interval / median))),
  );
  const n = times.length;
  const meanX = counts.reduce((sum, value) => sum + value, 0) / n;
  const meanY = times.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  times.forEach((time, index) => {
    const dx = (counts[index] as number) - meanX;
    covariance += dx * (time - meanY);
    variance += dx * dx;
  });
  const period = covariance / variance;
  return Math.round((60 / period) * 100) / 100;
}
