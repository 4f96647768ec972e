/**
 * Tempo: the beat period, in frames of the onset envelope. The autocorrelation of the envelope
 * peaks at the beat period but also at its multiples and halves; the octave is chosen among the
 * strongest peak, its half and its double by autocorrelation strength, a log-normal tempo prior and
 * a margin each slower octave must clear (its autocorrelation is inflated by the faster level's).
 * The beat tracker then follows the tempo within a quarter either way (rubato, drift).
 */

/** Tempos the tracker will report, in BPM. */
export const TEMPO_RANGE: [number, number] = [55, 210];

export interface TempoEstimate {
  /** Beat period in frames (fractional). */
  period: number;
  bpm: number;
  /** Candidates considered and their scores, for diagnostics. */
  candidates: Array<{ bpm: number; salience: number; score: number }>;
}

export function estimateTempo(broadband: Float32Array, frameRate: number): TempoEstimate {
  const shortest = Math.floor((60 * frameRate) / 240);
  const longest = Math.ceil((60 * frameRate) / 40);
  const acf = autocorrelation(broadband, longest + 2);
  const peaks: Array<{ period: number; strength: number }> = [];
  for (let lag = Math.max(2, shortest); lag <= longest; lag++) {
    const here = acf[lag] as number;
    if (here > (acf[lag - 1] as number) && here >= (acf[lag + 1] as number)) {
      peaks.push({ period: refinePeak(acf, lag), strength: here });
    }
  }
  const periodOf = (bpm: number) => (60 * frameRate) / bpm;
  const inRange = (period: number) => period >= periodOf(TEMPO_RANGE[1]) && period <= periodOf(TEMPO_RANGE[0]);
  const prior = (period: number) => Math.exp(-0.5 * (Math.log2(period / periodOf(110)) / 1.2) ** 2);
  const ranked = peaks
    .filter((peak) => inRange(peak.period))
    .sort((a, b) => b.strength * prior(b.period) - a.strength * prior(a.period));
  const best = ranked[0]?.period ?? periodOf(120);
  const candidates = [best / 2, best, best * 2]
    .filter(inRange)
    .map((period) => ({ period, salience: acfAt(acf, period) }));
  const fastest = Math.min(...candidates.map((candidate) => candidate.period));
  // The autocorrelation at twice a period also holds that period's own regularity, so each octave
  // slower must beat the faster one by a margin; a prior centred near 120 BPM breaks near-ties
  // (a fast metal song keeps its 170 BPM, a slow ballad's running eighths do not make it 160).
  const score = (candidate: { period: number; salience: number }) =>
    candidate.salience * tempoPrior(candidate.period) * SLOWER_OCTAVE_DISCOUNT ** Math.log2(candidate.period / fastest);
  const chosen = candidates.reduce((winner, candidate) => (score(candidate) > score(winner) ? candidate : winner));
  return {
    period: chosen.period,
    bpm: (60 * frameRate) / chosen.period,
    candidates: candidates.map(({ period, salience }) => ({
      bpm: (60 * frameRate) / period,
      salience,
      score: score({ period, salience }),
    })),
  };

  function tempoPrior(period: number): number {
    return Math.exp(-0.5 * (Math.log2(periodOf(PRIOR_CENTRE_BPM) / period) / PRIOR_OCTAVES) ** 2);
  }
}

/** How much weaker the autocorrelation may be an octave faster and still win. */
const SLOWER_OCTAVE_DISCOUNT = 0.75;
const PRIOR_CENTRE_BPM = 120;
/** Width (one standard deviation, in octaves) of the log-normal tempo prior. */
const PRIOR_OCTAVES = 0.6;

function autocorrelation(values: Float32Array, maxLag: number): Float64Array {
  let mean = 0;
  for (const value of values) mean += value;
  mean /= Math.max(1, values.length);
  const centred = values.map((value) => value - mean);
  const acf = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag && lag < centred.length; lag++) {
    let sum = 0;
    for (let index = lag; index < centred.length; index++)
      sum += (centred[index] as number) * (centred[index - lag] as number);
    acf[lag] = sum / (centred.length - lag);
  }
  return acf;
}

/** Sub-frame position of a peak from a parabola through it and its neighbours. */
function refinePeak(values: ArrayLike<number>, index: number): number {
  const left = values[index - 1] ?? 0;
  const centre = values[index] ?? 0;
  const right = values[index + 1] ?? 0;
  const curvature = left - 2 * centre + right;
  return curvature < 0 ? index + (0.5 * (left - right)) / curvature : index;
}

function acfAt(acf: Float64Array, period: number): number {
  const lag = Math.floor(period);
  const fraction = period - lag;
  return (acf[lag] ?? 0) * (1 - fraction) + (acf[lag + 1] ?? 0) * fraction;
}

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
