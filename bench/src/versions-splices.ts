/**
 * Why a splice misses a true downbeat (issue 15): for every downbeat our analysis gives the
 * versions service, and for every splice its edits make, the nearest true beat of the rendered
 * MIDI — a downbeat within ±10 ms (a hit), a downbeat further away (the right beat at a time
 * offset: the tracker's frame resolution) or another beat of the bar (a bar-phase error).
 *
 *   npm run build && npm run bench:versions-splices -w @downbeat/bench
 *   VERSIONS_CLIPS=3  VERSIONS_TARGETS=5,15,37,60  VERSIONS_LOOPS=15,30
 *
 * Prints the breakdown and writes bench/results/versions-splices.json.
 */
import path from 'node:path';
import { analyseTrack, ANALYSIS_SAMPLE_RATE, decodePcm } from '@downbeat/audio';
import { alignDownbeatsToOnsets, planEdit, splicesOf } from '@downbeat/versions';
import { renderedMidiSet } from './beats/midi-set';
import { playedBeats } from './beats/renderer-timing';
import { BENCH_DIR, progress, writeResults } from './system';

const HIT_MS = 10;
const numbers = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').filter(Boolean).map(Number);

type Verdict = 'hit' | 'offset' | 'phase';
interface Placement {
  verdict: Verdict;
  /** Seconds into the source. */
  time: number;
  /** Signed: ours minus the nearest true beat, ms. */
  offsetMs: number;
}

function place(time: number, truth: Array<{ time: number; value: number }>): Placement {
  let nearest = truth[0]!;
  for (const beat of truth) if (Math.abs(beat.time - time) < Math.abs(nearest.time - time)) nearest = beat;
  const offsetMs = (time - nearest.time) * 1000;
  const verdict: Verdict = nearest.value !== 1 ? 'phase' : Math.abs(offsetMs) <= HIT_MS ? 'hit' : 'offset';
  return { verdict, time, offsetMs: Math.round(offsetMs * 10) / 10 };
}

function breakdown(placements: Placement[]) {
  const count = (verdict: Verdict) => placements.filter((item) => item.verdict === verdict).length;
  const offsets = placements.filter((item) => item.verdict !== 'phase').map((item) => item.offsetMs);
  const sorted = [...offsets].sort((a, b) => a - b);
  return {
    points: placements.length,
    hit: count('hit'),
    offset: count('offset'),
    phase: count('phase'),
    offsetMsMedian: sorted[Math.floor(sorted.length / 2)] ?? null,
    absOffsetMsMax: Math.max(0, ...offsets.map(Math.abs)),
    /** Misses whose sound starts before the notated downbeat (ours early) and after it. */
    missesEarly: placements.filter((item) => item.verdict === 'offset' && item.offsetMs < 0).length,
    missesLate: placements.filter((item) => item.verdict === 'offset' && item.offsetMs > 0).length,
    ...drift(placements.filter((item) => item.verdict !== 'phase')),
  };
}

/**
 * The offsets' straight-line trend through the piece (least squares): a renderer whose timing
 * drifts from the tempo map shows as a slope, the players' human timing as the spread around it.
 */
function drift(placements: Placement[]) {
  const n = placements.length;
  if (n < 3) return { driftMsPerMinute: null, spreadMs: null };
  const meanTime = placements.reduce((sum, item) => sum + item.time, 0) / n;
  const meanOffset = placements.reduce((sum, item) => sum + item.offsetMs, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const item of placements) {
    covariance += (item.time - meanTime) * (item.offsetMs - meanOffset);
    variance += (item.time - meanTime) ** 2;
  }
  const slope = variance > 0 ? covariance / variance : 0;
  const residuals = placements.map((item) => item.offsetMs - meanOffset - slope * (item.time - meanTime));
  const spread = Math.sqrt(residuals.reduce((sum, value) => sum + value * value, 0) / (n - 2));
  return { driftMsPerMinute: Math.round(slope * 60 * 10) / 10, spreadMs: Math.round(spread * 10) / 10 };
}

async function main(): Promise<void> {
  const count = Number(process.env.VERSIONS_CLIPS ?? 3);
  const targets = numbers(process.env.VERSIONS_TARGETS, '5,15,37,60');
  const loops = numbers(process.env.VERSIONS_LOOPS, '15,30');
  const clips = await renderedMidiSet('held-out', count, path.join(BENCH_DIR, 'beats', 'midi'), progress);
  const perClip = [];
  const allDownbeats: Placement[] = [];
  const allSplices: Placement[] = [];
  const allAligned: Placement[] = [];
  const allSplicesPlayed: Placement[] = [];
  const allAlignedPlayed: Placement[] = [];
  const allDownbeatsPlayed: Placement[] = [];
  for (const clip of clips) {
    const truth = clip.truth!.beats;
    const played = await playedBeats(clip.file.replace(/\.wav$/, '.mid'), truth);
    const analysis = await analyseTrack(clip.file);
    const mono = await decodePcm(clip.file, ANALYSIS_SAMPLE_RATE);
    const downbeats = analysis.beats.filter((beat) => beat.value === 1).map((beat) => place(beat.time, truth));
    // What the render splices on: the same downbeats moved to their attacks.
    const aligned = alignDownbeatsToOnsets(mono.samples, mono.sampleRate, analysis.beats)
      .filter((beat) => beat.value === 1)
      .map((beat) => place(beat.time, truth));
    const downbeatsPlayed = analysis.beats.filter((beat) => beat.value === 1).map((beat) => place(beat.time, played));
    const alignedPlayed = alignDownbeatsToOnsets(mono.samples, mono.sampleRate, analysis.beats)
      .filter((beat) => beat.value === 1)
      .map((beat) => place(beat.time, played));
    const splices: Array<Placement & { job: string; point: 'out' | 'in'; at: number }> = [];
    const splicesPlayed: Placement[] = [];
    for (const [seconds, loopable] of [
      ...targets.map((s) => [s, false] as const),
      ...loops.map((s) => [s, true] as const),
    ]) {
      const job = `${seconds}${loopable ? '-loop' : ''}`;
      try {
        const plan = planEdit(mono.samples, mono.sampleRate, {
          beats: analysis.beats,
          barScores: analysis.bars,
          durationMs: seconds * 1000,
          loopable,
        });
        for (const splice of splicesOf(plan)) {
          splices.push({ job, point: 'out', at: splice.out, ...place(splice.out, truth) });
          splices.push({ job, point: 'in', at: splice.in, ...place(splice.in, truth) });
          splicesPlayed.push(place(splice.out, played), place(splice.in, played));
        }
      } catch (error) {
        progress(`${clip.name} ${job}: ${(error as Error).message}`);
      }
    }
    allDownbeats.push(...downbeats);
    allAligned.push(...aligned);
    progress(`${clip.name}: aligned downbeats ${JSON.stringify(breakdown(aligned))}`);
    allSplices.push(...splices);
    allSplicesPlayed.push(...splicesPlayed);
    allAlignedPlayed.push(...alignedPlayed);
    allDownbeatsPlayed.push(...downbeatsPlayed);
    perClip.push({
      clip: clip.name,
      downbeats: breakdown(downbeats),
      alignedDownbeats: breakdown(aligned),
      splicePoints: breakdown(splices),
      againstRenderer: {
        downbeats: breakdown(downbeatsPlayed),
        alignedDownbeats: breakdown(alignedPlayed),
        splicePoints: breakdown(splicesPlayed),
      },
      splices,
    });
    progress(`${clip.name}: downbeats ${JSON.stringify(breakdown(downbeats))}`);
    progress(`${clip.name}: splice points ${JSON.stringify(breakdown(splices))}`);
  }
  const summary = {
    downbeats: breakdown(allDownbeats),
    alignedDownbeats: breakdown(allAligned),
    splicePoints: breakdown(allSplices),
    /** The same against where fluidsynth really plays each downbeat (its drift measured on a click track). */
    againstRenderer: {
      downbeats: breakdown(allDownbeatsPlayed),
      alignedDownbeats: breakdown(allAlignedPlayed),
      splicePoints: breakdown(allSplicesPlayed),
    },
  };
  console.log(JSON.stringify(summary, null, 2));
  writeResults(process.env.VERSIONS_SPLICES_RESULTS ?? 'versions-splices', {
    settings: { clips: count, targets, loops, hitMs: HIT_MS },
    summary,
    perClip,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
