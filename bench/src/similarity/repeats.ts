/**
 * Misplaced sections, examined on the source audio itself: when the service puts an excerpt's
 * section elsewhere in its source, does the source play the same audio there? An excerpt is cut
 * from a master and degraded (MP3 96 kbps, noise at 20 dB SNR); if the master's samples at the place
 * returned equal those at the true offset to well under that noise, the excerpt could have been cut
 * from either, and no system can tell them apart — the answer is an indistinguishable repeat.
 *
 * The comparison: both 10 s windows of the master, mono at 8 kHz; the place returned is searched
 * within one beat either way (the service snaps sections to the target's bars, so a repeat is found
 * up to a beat off it) for the lag that best matches the true window; the difference there is
 * reported as the residual energy relative to the true window, in dB. Besides the whole window,
 * each second is compared apart: a repeat differing by a one-bar fill is close overall and far in
 * the seconds of the fill.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import type { BenchPiece } from './catalog';
import type { SectionAnswer } from './scoring';
import { EXCERPT_SECONDS } from './section-query';

const run = promisify(execFile);
const RATE = 8_000;
/**
 * The same audio: the residual at least 30 dB under the window — 10 dB under the noise the
 * excerpt was given (20 dB SNR), before its MP3 coding adds more.
 */
export const SAME_AUDIO_DB = -30;

export interface Miss {
  source: string;
  set: string;
  split: string;
  /** Seconds: where the excerpt was cut, and where the service put the source's section. */
  truth: number;
  found: number;
  /** (found − truth) in beats and in bars of the source (its median beat period × its meter). */
  beats: number;
  bars: number;
  /** The best lag (seconds, within a beat of `found`) and the residual there, whole window, dB. */
  lag: number;
  residualDb: number;
  /** The same, second by second (dB): where a near-repeat differs. */
  residualDbPerSecond: number[];
  /** `repeat`: the same audio (≤ SAME_AUDIO_DB); `near-repeat`: within 10 dB of it in most seconds; else `elsewhere`. */
  verdict: 'repeat' | 'near-repeat' | 'elsewhere';
  /** The source's rank in the answer (1 = first). */
  rank: number;
}

async function decode(ffmpeg: string, file: string, start: number, seconds: number): Promise<Float32Array> {
  const decoded = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      String(Math.max(0, start)),
      '-t',
      String(seconds),
      '-i',
      file,
      '-ac',
      '1',
      '-ar',
      String(RATE),
      '-f',
      'f32le',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const bytes = decoded.stdout;
  return new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4)).slice();
}

const energy = (values: Float32Array, from = 0, to = values.length) => {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += values[i]! * values[i]!;
  return sum;
};

const toDb = (ratio: number) => Math.round(10 * Math.log10(Math.max(ratio, 1e-12)) * 10) / 10;

/** Residual of `other` (from sample `lag`) against `truth`, relative to `truth`'s energy, in [from, to). */
function residual(truth: Float32Array, other: Float32Array, lag: number, from = 0, to = truth.length): number {
  let difference = 0;
  for (let i = from; i < to; i += 1) {
    const d = truth[i]! - (other[lag + i] ?? 0);
    difference += d * d;
  }
  return difference / Math.max(1e-12, energy(truth, from, to));
}

/** The lag of `other` (0…other.length − truth.length) where it matches `truth` best: coarse, then fine. */
function bestLag(truth: Float32Array, other: Float32Array): number {
  const lags = other.length - truth.length;
  let best = 0;
  let bestValue = Infinity;
  const stride = 8;
  const probe = (lag: number, step: number) => {
    let difference = 0;
    for (let i = 0; i < truth.length; i += step) {
      const d = truth[i]! - other[lag + i]!;
      difference += d * d;
    }
    return difference;
  };
  for (let lag = 0; lag <= lags; lag += stride) {
    const value = probe(lag, 4);
    if (value < bestValue) [best, bestValue] = [lag, value];
  }
  const coarse = best;
  bestValue = Infinity;
  for (let lag = Math.max(0, coarse - stride); lag <= Math.min(lags, coarse + stride); lag += 1) {
    const value = probe(lag, 1);
    if (value < bestValue) [best, bestValue] = [lag, value];
  }
  return best;
}

/**
 * Every answer whose source section is more than a beat from the truth, compared on the master's
 * samples. `meters`: beats per bar of each piece (4 unless known).
 */
export async function examineMisses(
  answers: SectionAnswer[],
  pieces: Map<string, BenchPiece>,
  beatPeriods: Map<string, number>,
  meters: Map<string, number> = new Map(),
): Promise<Miss[]> {
  const { ffmpeg } = await locateFfmpeg();
  const misses: Miss[] = [];
  for (const answer of answers) {
    const rank = answer.ranked.findIndex((entry) => entry.piece === answer.source);
    const own = answer.ranked[rank];
    const period = beatPeriods.get(answer.source) ?? 0.5;
    if (!own || Math.abs(own.start - answer.offset) <= period) continue;
    const piece = pieces.get(answer.source)!;
    const truth = await decode(ffmpeg, piece.file, answer.offset, EXCERPT_SECONDS);
    const from = Math.max(0, own.start - period);
    const around = await decode(ffmpeg, piece.file, from, EXCERPT_SECONDS + 2 * period);
    const usable = Math.min(truth.length, Math.max(0, around.length - Math.round(2 * period * RATE)));
    const window = truth.subarray(0, usable);
    const lag = usable > 0 ? bestLag(window, around) : 0;
    const whole = usable > 0 ? toDb(residual(window, around, lag)) : 0;
    const perSecond: number[] = [];
    for (let second = 0; (second + 1) * RATE <= usable; second += 1)
      perSecond.push(toDb(residual(window, around, lag, second * RATE, (second + 1) * RATE)));
    const close = perSecond.filter((db) => db <= SAME_AUDIO_DB + 10).length;
    const verdict =
      whole <= SAME_AUDIO_DB ? 'repeat' : close >= perSecond.length / 2 ? 'near-repeat' : ('elsewhere' as const);
    const r = (value: number) => Math.round(value * 100) / 100;
    misses.push({
      source: answer.source,
      set: piece.set,
      split: piece.split,
      truth: answer.offset,
      found: own.start,
      beats: r((own.start - answer.offset) / period),
      bars: r((own.start - answer.offset) / (period * (meters.get(answer.source) ?? 4))),
      lag: r(from + lag / RATE - own.start),
      residualDb: whole,
      residualDbPerSecond: perSecond,
      verdict,
      rank: rank + 1,
    });
  }
  return misses;
}

/** For scoring: whether the answer of `source` at `found` is an indistinguishable repeat of `truth`. */
export function repeatsOf(misses: Miss[]) {
  const repeats = new Set(
    misses
      .filter((miss) => miss.verdict === 'repeat')
      .map((miss) => `${miss.source}\u0000${miss.truth}\u0000${miss.found}`),
  );
  return (source: string, truth: number, found: number) => repeats.has(`${source}\u0000${truth}\u0000${found}`);
}
