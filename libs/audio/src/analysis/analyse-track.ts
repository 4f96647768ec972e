/**
 * One entry point for what media stores with a track: BPM, beats with bar positions, meter
 * segments, loudness, a waveform overview and highlight material. The result is plain JSON.
 *
 * Conventions: times in seconds from the start of the file; a beat's `value` is its position in
 * the bar (1 = downbeat); 6/8 is counted in dotted quarters (two beats per bar, BPM in dotted
 * quarters).
 */
import { type Beat } from '@downbeat/contracts';
import { type DecodedAudio, decodePcm, type Loudness, type PcmSource } from './decode';
import { chooseHighlights, type BarScore, type Highlight, scoreBars } from './highlights';
import { type DetectedMeterSegment } from './meter';
import { analyseRhythm, type RhythmAnalysis } from './rhythm';
import { audiowaveform, type AudiowaveformJson } from './waveform';

/** 11025 Hz keeps everything up to 5.5 kHz — enough for rhythm and harmony — at a quarter of the cost. */
export const ANALYSIS_SAMPLE_RATE = 11025;
export const HIGHLIGHT_SECONDS: [number, number] = [5, 60];

/**
 * Which analysis made a result: 1 — the classical tracker (onset envelopes, tempo estimate, HMM);
 * 2 — beats and bars decoded from the beat network's activations (issue 14); 3 — bars in simple
 * time have 3 or 4 beats, never 2 (a 4/4 song whose third beats sound like downbeats was read as
 * 2/4); 4 — beats tracked at twice a slow song's pulse (its eighths) are halved when the network's
 * downbeats say so (tempo.ts `doubledBeats`), and stereo is mixed to mono before resampling; 5 —
 * the onset envelope scores beats beside the network (where it is unsure, on recordings), and
 * beats tracked from 185 BPM up are halved on weaker evidence; 6 — two networks averaged, the
 * second trained on produced audio at record-like levels (beat-network.ts), the onset envelope's
 * vote halved and meter changes dearer; 7 — the music's first onset is a beat and a downbeat unless
 * the beats and bars after it say otherwise (a short track, or a version cut from one, keeps the
 * beats and bars it was cut on).
 * Stored with each analysis, so results of an older version can be told apart and redone.
 */
export const ANALYSIS_VERSION = 7;

export interface TrackAnalysis {
  version: number;
  /** Seconds of audio. */
  duration: number;
  bpm: number;
  beats: Beat[];
  meter: { segments: DetectedMeterSegment[]; changes: number };
  loudness: Loudness | null;
  waveform: AudiowaveformJson;
  /** Per-bar highlight scores, so highlights of any length can be chosen later (`highlightsFor`). */
  bars: BarScore[];
  /** The best highlights of the default length (30 s). */
  highlights: Highlight[];
}

export interface AnalyseOptions {
  ffmpeg?: string;
  /** Waveform resolution; default 25 pixels per second. */
  pixelsPerSecond?: number;
  highlightSeconds?: number;
  highlightCount?: number;
}

/**
 * Decodes a file (or in-memory PCM) with ffmpeg, measures loudness in the same pass, analyses. When
 * `signal` aborts, the decode's ffmpeg is killed and the analysis does not start; the analysis
 * itself runs to its end once started (it is synchronous: a pool ends its thread if need be).
 */
export async function analyseTrack(
  source: string | PcmSource,
  options: AnalyseOptions = {},
  signal?: AbortSignal,
): Promise<TrackAnalysis> {
  const decoded = await decodeForAnalysis(source, { ffmpeg: options.ffmpeg, signal });
  signal?.throwIfAborted();
  return analysePcm(decoded.samples, decoded.sampleRate, decoded.loudness, options);
}

/**
 * The samples the analysis hears, with their loudness: one ffmpeg pass that decodes and measures
 * EBU R128, whose downmix gives stereo as (L + R) / √2 — 3 dB above a plain decode's (L + R) / 2.
 * The tracker's choices move with the level, so whatever tunes or trains it (bench's decoder
 * tunings, the beat network's training data) decodes through here too; `sampleRate` other than
 * the analysis's own is for them (a piece played faster or slower by resampling).
 */
export function decodeForAnalysis(
  source: string | PcmSource,
  options: { ffmpeg?: string | undefined; sampleRate?: number; signal?: AbortSignal | undefined } = {},
): Promise<DecodedAudio> {
  const { ffmpeg, signal } = options;
  return decodePcm(source, options.sampleRate ?? ANALYSIS_SAMPLE_RATE, { ffmpeg, signal, loudness: true });
}

/** `analyseTrack` of a file as a worker pool's cancellable task takes it: the job, then the signal. */
export interface TrackAnalysisJob extends AnalyseOptions {
  file: string;
}
export const analyseTrackFile = (job: TrackAnalysisJob, signal?: AbortSignal): Promise<TrackAnalysis> => {
  const { file, ...options } = job;
  return analyseTrack(file, options, signal);
};

/** The analysis of mono samples already decoded; no I/O. */
export function analysePcm(
  samples: Float32Array,
  sampleRate: number,
  loudness: Loudness | null = null,
  options: AnalyseOptions = {},
): TrackAnalysis {
  const duration = samples.length / sampleRate;
  const rhythm = analyseRhythm(samples, sampleRate);
  const bars = barScoresOf(rhythm);
  const pixelsPerSecond = options.pixelsPerSecond ?? 25;
  const highlightSeconds = Math.min(options.highlightSeconds ?? 30, duration);
  return {
    version: ANALYSIS_VERSION,
    duration: Math.round(duration * 1000) / 1000,
    bpm: rhythm.bpm,
    beats: rhythm.beats,
    meter: { segments: rhythm.meterSegments, changes: Math.max(0, rhythm.meterSegments.length - 1) },
    loudness,
    waveform: audiowaveform(samples, sampleRate, Math.max(1, Math.round(sampleRate / pixelsPerSecond))),
    bars,
    highlights: chooseHighlights(bars, musicEnd(rhythm.beats, duration), highlightSeconds, options.highlightCount ?? 3),
  };
}

/** Per-bar highlight scores of a rhythm analysis (the decoder's tuning scores highlights with it too). */
export function barScoresOf(rhythm: RhythmAnalysis): BarScore[] {
  return scoreBars({
    beats: rhythm.beats,
    chroma: rhythm.chroma,
    energy: rhythm.envelopes.energy,
    onsets: rhythm.envelopes.broadband,
    frameRate: rhythm.envelopes.frameRate,
  });
}

/**
 * Highlights of `seconds` (5–60) from a stored analysis: up to `count`, best first, each starting
 * on a downbeat and lasting exactly `seconds`.
 */
export function highlightsFor(
  analysis: Pick<TrackAnalysis, 'bars' | 'beats' | 'duration'>,
  seconds: number,
  count = 3,
) {
  if (!(seconds >= HIGHLIGHT_SECONDS[0] && seconds <= HIGHLIGHT_SECONDS[1])) {
    throw new RangeError(`duration must be between ${HIGHLIGHT_SECONDS[0]} and ${HIGHLIGHT_SECONDS[1]} seconds`);
  }
  return chooseHighlights(analysis.bars, musicEnd(analysis.beats, analysis.duration), seconds, count);
}

/** One beat after the last beat (or the end of the audio): highlights should not run into silence. */
function musicEnd(beats: Beat[], duration: number): number {
  const last = beats[beats.length - 1];
  const before = beats[beats.length - 2];
  if (!last || !before) return duration;
  return Math.min(duration, last.time + (last.time - before.time));
}
