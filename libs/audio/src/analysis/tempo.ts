/**
 * Tempo: the beat period, in frames of the onset envelope. The autocorrelation of the envelope
 * peaks at the beat period but also at its multiples and halves, so the octave is chosen by a
 * musical cue rather than by the autocorrelation alone: on the true beat the bass and drums hit
 * hard, half-way between beats they are quiet. At double tempo every other "beat" is a weak
 * off-beat; at half tempo the off-beats hold snares and are as strong as the beats.
 */

/** Tempos the tracker will report, in BPM. */
export const TEMPO_RANGE: [number, number] = [60, 185];

export interface TempoEstimate {
  /** Beat period in frames (fractional). */
  period: number;
  bpm: number;
  /** Candidates considered, for diagnostics. */
  candidates: Array<{ bpm: number; salience: number; contrast: number }>;
}

export function estimateTempo(broadband: Float32Array, lowMid: Float32Array, frameRate: number): TempoEstimate {
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
    .map((period) => ({ period, salience: acfAt(acf, period), contrast: beatContrast(lowMid, period) }));
  // A mild preference for moderate tempos settles half-time feels (kick on 1 and 3, a quiet snare).
  const moderate = (period: number) => Math.exp(-0.5 * Math.log2(period / periodOf(120)) ** 2);
  const chosen = candidates.reduce((winner, candidate) =>
    candidate.contrast * moderate(candidate.period) > winner.contrast * moderate(winner.period) ? candidate : winner,
  );
  return {
    period: chosen.period,
    bpm: (60 * frameRate) / chosen.period,
    candidates: candidates.map(({ period, salience, contrast }) => ({
      bpm: (60 * frameRate) / period,
      salience,
      contrast,
    })),
  };
}

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
 * How much stronger the envelope is on the beat than half-way between beats, with the beat phase
 * chosen where the envelope folded at this period peaks.
 */
export function beatContrast(envelope: Float32Array, period: number): number {
  const bins = Math.max(8, Math.round(period));
  const folded = new Float64Array(bins);
  const counts = new Float64Array(bins);
  for (let index = 0; index < envelope.length; index++) {
    const phase = Math.floor(((index % period) / period) * bins) % bins;
    folded[phase] = (folded[phase] as number) + (envelope[index] as number);
    counts[phase] = (counts[phase] as number) + 1;
  }
  const mean = folded.map((sum, phase) => sum / Math.max(1, counts[phase] as number));
  // Smooth over ±1 bin: beats wander by a frame.
  const smooth = mean.map(
    (value, phase) => (value + (mean[(phase + 1) % bins] as number) + (mean[(phase + bins - 1) % bins] as number)) / 3,
  );
  let beatPhase = 0;
  smooth.forEach((value, phase) => {
    if (value > (smooth[beatPhase] as number)) beatPhase = phase;
  });
  const onBeat = smooth[beatPhase] as number;
  const offBeat = smooth[(beatPhase + Math.round(bins / 2)) % bins] as number;
  return onBeat - offBeat;
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
