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

/** When the beats tracked are twice the bar's real pulse (see `doubledBeats`). */
export interface DoubledTempoEvidence {
  /**
   * Per beat, in log-likelihood: how much better bars of 6 or 8 tracked beats explain the downbeat
   * probabilities than bars of 3 or 4.
   */
  longerBarGain: number;
  /** Mean beat probability on the beats that would be kept, less that on the ones dropped. */
  keptOverDropped: number;
  /** Mean downbeat probability on the downbeats of the 6- or 8-beat grid. */
  downbeatLevel: number;
}

/**
 * Thresholds chosen on the tuning split of bench:beats (its doubled reggae, hip-hop and ballads);
 * the bar-length gain lowered from 0.12 for the network pair of version 6, whose second network
 * hears a drumless ballad's eighths more readily (on the tuning recordings too).
 */
export const DOUBLED_TEMPO: DoubledTempoEvidence = { longerBarGain: 0.08, keptOverDropped: 0.04, downbeatLevel: 0.35 };

/**
 * From 185 BPM up (`RhythmSettings.fastTempo`) no bar-length evidence is asked for: the kept beats
 * heard clearly more and strong downbeats on them suffice. Chosen on the tuning split (a rock and a
 * folk piece at ~98 BPM tracked at ~197) and the tuning recordings (a clip madmom and essentia hear
 * at 100, tracked at 200), where no clip of a right fast tempo passes.
 */
export const FAST_DOUBLED_TEMPO: DoubledTempoEvidence = {
  longerBarGain: -Infinity,
  keptOverDropped: 0.1,
  downbeatLevel: 0.4,
};

/** Downbeat probabilities are kept off 0 and 1, as the bar grid's are (meter.ts). */
const PROBABILITY_FLOOR = 0.03;

/**
 * Which beats to keep when the tracker followed the eighth notes of a slow song (a reggae skank,
 * a hip-hop hi-hat, a ballad's arpeggio): the network then hears a downbeat every 8 tracked beats
 * (6 in 3/4) and none half-way, so no bar of 3 or 4 tracked beats fits; and the beats on the
 * downbeats' side are the ones it hears more strongly. Returns the parity (0 or 1) of the beats
 * that carry the real pulse, or null when the beats stand. Fast songs whose network downbeats are
 * weak or whose strong beats fall between are left alone: halving a right tempo costs more than
 * leaving a doubled one.
 */
export function doubledBeats(
  downbeat: number[],
  beat: number[],
  evidence: DoubledTempoEvidence = DOUBLED_TEMPO,
): 0 | 1 | null {
  if (downbeat.length < 16) return null;
  const emissions = downbeat.map((probability) => {
    const p = Math.min(1 - PROBABILITY_FLOOR, Math.max(PROBABILITY_FLOOR, probability));
    return { down: Math.log(p), other: Math.log(1 - p) };
  });
  const grids = [3, 4, 6, 8].map((length) => bestPhase(emissions, length));
  const [three, four, six, eight] = grids as [Grid, Grid, Grid, Grid];
  const longer = six.score > eight.score ? six : eight;
  const gain = (longer.score - Math.max(three.score, four.score)) / downbeat.length;
  const parity = (longer.phase % 2) as 0 | 1;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const kept = mean(beat.filter((_, index) => index % 2 === parity));
  const dropped = mean(beat.filter((_, index) => index % 2 !== parity));
  const level = mean(downbeat.filter((_, index) => index % longer.length === longer.phase));
  const doubled =
    gain >= evidence.longerBarGain && kept - dropped >= evidence.keptOverDropped && level >= evidence.downbeatLevel;
  return doubled ? parity : null;
}

interface Grid {
  length: number;
  phase: number;
  score: number;
}

/** The best single bar grid of `length` beats: log-likelihood of its downbeats and other beats. */
function bestPhase(emissions: Array<{ down: number; other: number }>, length: number): Grid {
  let best: Grid = { length, phase: 0, score: -Infinity };
  for (let phase = 0; phase < length; phase++) {
    let score = 0;
    emissions.forEach((emission, index) => (score += index % length === phase ? emission.down : emission.other));
    if (score > best.score) best = { length, phase, score };
  }
  return best;
}
