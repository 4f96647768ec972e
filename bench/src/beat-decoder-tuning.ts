/**
 * How the beat decoder's settings (`RHYTHM_SETTINGS` in libs/audio/src/analysis/rhythm.ts) were
 * chosen: on the `tuning` split of bench:beats only — never the held-out split. The network runs
 * once per piece; each settings override in the JSON argument is then decoded and scored (our own
 * F-measure, downbeat F and downbeat precision, first 5 s skipped as mir_eval does; tempo within
 * 4 %; meter changes reported on pieces that have none; highlights of 15 and 30 s starting on a true
 * downbeat). Clips are decoded as the analysis decodes them, so each line is what bench:beats gives
 * that split (since 2026-11-27: before, a plain decode, 3 dB quieter for stereo, read two pieces
 * otherwise).
 *
 *   npm run beats:tune-decoder -w @downbeat/bench -- '[{"beatBonus": 0.5}, {"beatBonus": 1}]'
 *   BEATS_TUNE_VERBOSE=1 for a line per piece
 *   BEATS_TUNE_PRODUCED=1 also scores each piece through the production chain of the training data
 *   (reverb, compression, band limits …; bench/src/beats/augment.ts), as the network's validation does
 *   BEATS_TUNE_MODEL=<weights.json> judges a candidate network instead of the shipped one
 *   BEATS_TUNE_EXCERPTS=15,37 also scores the first 15 and 37 s of each piece on their own, as a
 *   short version of it is analysed again (bench:versions): bars must not move with the context
 *   BEATS_TUNE_PICKUPS=1,2,0.5 also scores excerpts of those lengths that open that many beats before
 *   a bar line (a pickup; with a fraction, off the beat — as a clip cut anywhere does): a prior for
 *   bars starting with the music must not move those
 *   BEATS_TUNE_SET=recorded scores the tuning recordings instead (`TUNING_RECORDINGS`: other pieces
 *   of the evaluation's packages, never its clips) by agreement with madmom and essentia
 *   BEATS_TUNE_SET=annotated scores the annotated recordings' tuning pieces against their truth
 *   (`ANNOTATED_TUNING_PIECES`: recorded audio, truth from the MIDI it was made from)
 */
import path from 'node:path';
import { ANALYSIS_SAMPLE_RATE, barScoresOf, type RhythmAnalysis, type RhythmSettings } from '@downbeat/audio';
import { downbeatFMeasure, downbeatPrecision, fMeasure } from '@downbeat/synth';
import { ANNOTATED_TUNING_PIECES, annotatedSet } from './beats/annotated-set';
import { renderedMidiSet, type RenderedClip } from './beats/midi-set';
import { analysedSamples, decoderInputs } from './beats/decoder-inputs';
import { excerptSeconds, meanOf, numbersFromEnv, scoreEachSetting, SKIPPED_SECONDS } from './beats/decoder-tuning';
import { tuneOnRecordings } from './beats/recorded-tuning';
import { highlightStarts, startsOnDownbeat, tempoAccuracy } from './beats/scoring';
import { producedCopy } from './beats/training-set';
import { BENCH_DIR, progress } from './system';

/**
 * BEATS_TUNE_PICKUPS=1,2,0.5: each excerpt length also from that many beats before a bar line, as a
 * pickup opens a piece (a fraction opens between beats).
 */
const pickupBeats = numbersFromEnv('BEATS_TUNE_PICKUPS');

async function main(): Promise<void> {
  const overrides = JSON.parse(process.argv[2] ?? '[{}]') as Array<Partial<RhythmSettings>>;
  if (process.env.BEATS_TUNE_SET === 'recorded') return tuneOnRecordings(overrides);
  const clips =
    process.env.BEATS_TUNE_SET === 'annotated'
      ? await annotatedSet(path.join(BENCH_DIR, 'beats', 'annotated-tuning'), progress, ANNOTATED_TUNING_PIECES)
      : await renderedMidiSet('tuning', 32, path.join(BENCH_DIR, 'beats', 'midi-tuning'), progress);
  const prepared = [];
  for (const clip of clips) {
    const samples = await analysedSamples(clip.file);
    prepared.push(
      decoderInputs({ ...clip, seconds: samples.length / ANALYSIS_SAMPLE_RATE, excerpt: 0, pickup: 0 }, samples),
    );
    for (const seconds of excerptSeconds) {
      const excerpt = excerptOf(clip, samples, 0, seconds, 0);
      if (excerpt) prepared.push(decoderInputs(excerpt.clip, excerpt.samples));
      for (const beats of pickupBeats) {
        const start = beforeBarLine(clip, beats);
        const opening = start === undefined ? undefined : excerptOf(clip, samples, start, seconds, beats);
        if (opening) prepared.push(decoderInputs(opening.clip, opening.samples));
      }
    }
    if (process.env.BEATS_TUNE_PRODUCED) {
      prepared.push(
        decoderInputs(
          {
            ...clip,
            name: `${clip.name}-produced`,
            seconds: samples.length / ANALYSIS_SAMPLE_RATE,
            excerpt: 0,
            pickup: 0,
          },
          producedCopy(clip.name, samples).samples,
        ),
      );
    }
  }
  const skipped = <Timed extends { time: number }>(beats: Timed[]) =>
    beats.filter((beat) => beat.time >= SKIPPED_SECONDS);
  scoreEachSetting(
    prepared,
    overrides,
    (clip, rhythm) => {
      const truth = clip.truth!;
      const estimated = skipped(rhythm.beats);
      const reference = skipped(truth.beats);
      return {
        excerpt: clip.excerpt,
        pickup: clip.pickup,
        f: fMeasure(
          estimated.map((beat) => beat.time),
          reference.map((beat) => beat.time),
        ),
        downbeatF: downbeatFMeasure(estimated, reference),
        downbeatPrecision: downbeatPrecision(estimated, reference),
        acc1: tempoAccuracy(rhythm.bpm, truth.bpm).acc1,
        spurious: truth.meterChanges === 0 ? rhythm.meterSegments.length > 1 : null,
        highlightsOnDownbeat: highlightsOnDownbeat(rhythm, clip.seconds, truth.beats),
        bpm: `${rhythm.bpm}/${truth.bpm}`,
        meters: `${rhythm.meterSegments.map((segment) => segment.timeSignature).join(',')} (truth ${truth.meters.join(',')})`,
      };
    },
    (rows) => {
      const whole = rows.filter((row) => !row.excerpt);
      const constant = whole.filter((row) => row.spurious !== null);
      const excerpts = excerptSeconds.flatMap((seconds) =>
        [0, ...pickupBeats].map((pickup) => {
          const parts = rows.filter((row) => row.excerpt === seconds && row.pickup === pickup);
          if (!parts.length) return '';
          const name = pickup ? `${seconds} s from ${pickup} beat(s) before a bar line` : `first ${seconds} s`;
          return `; ${name}: downbeat F ${meanOf(parts.map((row) => row.downbeatF))}, bars lost ${parts.filter((row) => row.downbeatF < 0.5).length}/${parts.length}`;
        }),
      );
      return (
        `beat F ${meanOf(whole.map((row) => row.f))}, downbeat F ${meanOf(whole.map((row) => row.downbeatF))} ` +
        `(precision ${meanOf(whole.map((row) => row.downbeatPrecision))}), ` +
        `tempo Acc1 ${meanOf(whole.map((row) => (row.acc1 ? 1 : 0)))}, spurious meter changes ${constant.filter((row) => row.spurious).length}/${constant.length}, ` +
        `highlights on a downbeat ${meanOf(whole.flatMap((row) => row.highlightsOnDownbeat))}` +
        excerpts.join('')
      );
    },
  );
}

/**
 * `beats` beats (a fraction between two) before the piece's first bar line after 10 s, in seconds;
 * none when the piece has no beats there.
 */
function beforeBarLine(clip: RenderedClip, beats: number): number | undefined {
  const grid = clip.truth!.beats;
  const bar = grid.findIndex((beat) => beat.value === 1 && beat.time >= 10);
  const whole = Math.floor(beats);
  const onBeat = grid[bar - whole]?.time;
  const before = grid[bar - whole - 1]?.time;
  if (bar < 0 || onBeat === undefined) return undefined;
  if (beats === whole) return onBeat;
  return before === undefined ? undefined : onBeat - (beats - whole) * (onBeat - before);
}

/**
 * `seconds` of a piece from `start` on their own, its truth moved with it (`pickup`: the beats from
 * `start` to the next bar line, 0 when it is one); none when the piece ends first.
 */
function excerptOf(clip: RenderedClip, samples: Float32Array, start: number, seconds: number, pickup: number) {
  const from = Math.round(start * ANALYSIS_SAMPLE_RATE);
  const end = from + Math.round(seconds * ANALYSIS_SAMPLE_RATE);
  if (end >= samples.length) return undefined;
  const truth = clip.truth!;
  const beats = truth.beats
    .filter((beat) => beat.time >= start && beat.time < start + seconds)
    .map((beat) => ({ ...beat, time: beat.time - start }));
  const name = pickup ? `${clip.name}-pickup-${pickup}-${seconds}s` : `${clip.name}-first-${seconds}s`;
  return {
    clip: { ...clip, name, seconds, excerpt: seconds, pickup, truth: { ...truth, beats } },
    samples: samples.subarray(from, end),
  };
}

/** Per highlight bench:beats asks for: 1 when it starts on a true downbeat, else 0. */
function highlightsOnDownbeat(
  rhythm: RhythmAnalysis,
  duration: number,
  truth: Array<{ time: number; value: number }>,
): number[] {
  const downbeats = truth.filter((beat) => beat.value === 1).map((beat) => beat.time);
  return highlightStarts({ bars: barScoresOf(rhythm), beats: rhythm.beats, duration }).map((start) =>
    startsOnDownbeat(start, downbeats) ? 1 : 0,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
