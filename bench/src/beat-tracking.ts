/**
 * Beat, downbeat and tempo tracking on material the project did not make, against peers run on the
 * same clips in the same run (issue 14):
 *   - rendered MIDI (exact truth from each file's tempo map and time signatures), two splits:
 *     `tuning` (the tracker may be tuned on it) and `held-out` (never tuned on);
 *   - recorded game soundtracks from Debian packages (no truth: agreement between trackers);
 *   - annotated recordings: Planet Blupi's recorded soundtrack, its truth from the MIDI files it
 *     was made from (`annotated`; `annotated-tuning` the pieces the decoder may be tuned on);
 *   - our own synthesised tracks.
 * Peers: essentia RhythmExtractor2013, librosa beat_track, madmom's RNN + DBN downbeat tracker
 * (Python, bench/peers/setup.sh), aubiotrack (Debian). Scores by mir_eval.
 *
 *   bash bench/peers/debian-packages.sh && bash bench/peers/setup.sh
 *   npm run build && npm run bench:beats -w @downbeat/bench
 *   BEATS_SETS=held-out,recorded,annotated,synthesised,tuning (also recorded-tuning and annotated-tuning)  BEATS_MIDI_PIECES=32  BEATS_SYNTH_TRACKS=8
 *   BEATS_PEERS=essentia,librosa,madmom,aubio (or none)
 *   BEATS_STEADINESS=0 skips steadiness: every tracker again on each clip 6 dB quieter and through a
 *   128 kbit/s MP3, scored against itself on the original (beats/steadiness.ts)
 *
 * Writes bench/results/beat-tracking.json (BEATS_RESULTS names another file).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { analyseTrack, ANALYSIS_VERSION, BEAT_MODEL_FILES } from '@downbeat/audio';
import { REPO_ROOT } from '@downbeat/testing';
import { aubioAvailable, aubioBeats } from './audio/aubio-peer';
import { cpuSeconds, cpuSince } from './audio/cpu-time';
import { ANNOTATED_STARTS, ANNOTATED_TUNING_PIECES, annotatedSet } from './beats/annotated-set';
import { renderedMidiSet, type RenderedClip } from './beats/midi-set';
import {
  mirEvalScores,
  PEER_NAMES,
  type PeerName,
  type PeerResult,
  peersPython,
  type ScorePair,
  trackWithPeer,
} from './beats/peers';
import { CLIP_SECONDS, RECORDING_PACKAGES, recordedSet, TUNING_RECORDINGS } from './beats/recorded-set';
import { clipScores, highlightStarts, mean, round, summarise, type TrackerOutput } from './beats/scoring';
import { CHANGES, type Change, changedClips } from './beats/steadiness';
import { synthesisedSet } from './beats/synthesised-set';
import { BENCH_DIR, progress, writeResults } from './system';

const GOALS = {
  heldOutBeatF: 0.9,
  heldOutDownbeatF: 0.75,
  recordedAgreement: 0.85,
  tempoAcc1: 0.85,
  spuriousMeterChanges: 0.05,
  highlightsOnDownbeat: 0.9,
  timesRealTime: 100,
  synthesisedBeatF: 0.97,
  synthesisedDownbeatF: 0.9,
};
const DIR = path.join(BENCH_DIR, 'beats');
type SetName =
  'tuning' | 'held-out' | 'recorded' | 'recorded-tuning' | 'annotated' | 'annotated-tuning' | 'synthesised';
type Tracker = 'downbeat' | PeerName | 'aubio';

async function main(): Promise<void> {
  const sets = (process.env.BEATS_SETS ?? 'held-out,recorded,annotated,synthesised,tuning').split(',') as SetName[];
  const pieces = Number(process.env.BEATS_MIDI_PIECES ?? 32);
  const wanted = (process.env.BEATS_PEERS ?? 'essentia,librosa,madmom,aubio').split(',');
  const python = peersPython();
  if (!python)
    throw new Error("the peers' Python is missing: bash bench/peers/setup.sh (mir_eval scores every tracker)");
  const aubio = wanted.includes('aubio') ? await aubioAvailable() : null;
  const peers = PEER_NAMES.filter((peer) => wanted.includes(peer));
  const results: Record<string, unknown> = {};
  for (const set of sets) {
    const clips = await clipsOf(set, pieces);
    progress(`${set}: ${clips.length} clips; peers ${[...peers, ...(aubio ? ['aubio'] : [])].join(', ') || 'none'}`);
    const outputs = await trackAll(clips, python, peers, aubio !== null);
    results[set] =
      set === 'recorded' || set === 'recorded-tuning'
        ? await agreement(set, python, clips, outputs)
        : await scoreAgainstTruth(python, clips, outputs);
    if (process.env.BEATS_STEADINESS !== '0') {
      const steadiness: Record<string, unknown> = {};
      for (const change of Object.keys(CHANGES) as Change[]) {
        const changed = await changedClips(clips, change, path.join(DIR, 'steadiness', set));
        steadiness[change] = await steadinessOf(
          python,
          outputs,
          await trackAll(changed, python, peers, aubio !== null),
        );
      }
      console.log(`\n${set}: each tracker on changed copies against itself on the originals`);
      console.table(
        Object.entries(steadiness).flatMap(([change, rows]) =>
          Object.entries(rows as object).map(([tracker, row]) => ({ change, tracker, ...row })),
        ),
      );
      results[set] = { ...(results[set] as object), steadiness };
    }
  }
  const file = process.env.BEATS_RESULTS ?? 'beat-tracking';
  writeResults(file, {
    settings: {
      sets,
      midiPiecesPerSplit: pieces,
      recordedClipSeconds: CLIP_SECONDS,
      recordedPackages: RECORDING_PACKAGES,
      annotated:
        'planetblupi-music-ogg clips, truth from planetblupi-music-midi; 40 s clips from each of ' +
        `${ANNOTATED_STARTS.join(', ')} s; evaluation pieces 002 and 005, tuning the other eight`,
      scores:
        'mir_eval 0.8.2: F-measure ±70 ms, CMLt/AMLt, downbeat F (first 5 s trimmed); tempo Acc1 ±4 %, Acc2 also ×2 ×½ ×3 ×⅓',
      speed: 'seconds of audio per CPU second, one core, decoding included (ours: ffmpeg decode + EBU R128 + analysis)',
      peers: { python: Object.fromEntries(peers.map((peer) => [peer, true])), aubio },
      analysisVersion: ANALYSIS_VERSION,
      beatModels: beatModelInfo(),
      splits:
        'held-out (seed 90210): never trained or tuned on, scored once at the end; tuning (seed 1407): the network ' +
        "'s validation set and the decoder's tuning set; the network trained on the training split (seed 5501) and synthesiser seed 8080",
    },
    goals: GOALS,
    ...results,
  });
}

/** The shipped beat networks' weights files, identified by size and SHA-256. */
function beatModelInfo() {
  return BEAT_MODEL_FILES.map((file) => {
    const bytes = readFileSync(file);
    return {
      file: path.relative(REPO_ROOT, file),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}

async function clipsOf(set: SetName, pieces: number): Promise<RenderedClip[]> {
  if (set === 'tuning' || set === 'held-out')
    return renderedMidiSet(set, pieces, path.join(DIR, `midi-${set}`), progress);
  if (set === 'recorded') return recordedSet(path.join(DIR, 'recorded'), progress);
  if (set === 'recorded-tuning') return recordedSet(path.join(DIR, 'recorded-tuning'), progress, TUNING_RECORDINGS);
  if (set === 'annotated') return annotatedSet(path.join(DIR, 'annotated'), progress);
  if (set === 'annotated-tuning')
    return annotatedSet(path.join(DIR, 'annotated-tuning'), progress, ANNOTATED_TUNING_PIECES);
  return synthesisedSet(
    Number(process.env.BEATS_SYNTH_TRACKS ?? 8),
    2026,
    path.join(BENCH_DIR, 'audio-2026'),
    progress,
  );
}

type Outputs = Map<Tracker, TrackerOutput[]>;

/**
 * Ours clip by clip in this process, then aubiotrack, then the Python peers. Not side by side: our speed counts the CPU of
 * reaped children (ffmpeg), and a peer's Python process reaped mid-clip would count as ours.
 */
async function trackAll(clips: RenderedClip[], python: string, peers: PeerName[], aubio: boolean): Promise<Outputs> {
  const files = clips.map((clip) => clip.file);
  const ours: TrackerOutput[] = [];
  for (const [index, clip] of clips.entries()) {
    const started = cpuSeconds();
    const analysis = await analyseTrack(clip.file);
    const cpu = cpuSince(started);
    ours.push({
      beats: analysis.beats,
      times: analysis.beats.map((beat) => beat.time),
      bpm: analysis.bpm,
      cpuSeconds: cpu,
      meterChanges: analysis.meter.changes,
      highlightStarts: highlightStarts(analysis),
    });
    if ((index + 1) % 8 === 0 || index + 1 === clips.length) progress(`downbeat: ${index + 1}/${clips.length}`);
  }
  const outputs: Outputs = new Map([['downbeat', ours]]);
  if (aubio) {
    const aubioOutputs: TrackerOutput[] = [];
    for (const file of files) {
      const started = cpuSeconds();
      const times = await aubioBeats(file);
      aubioOutputs.push({ beats: null, times, bpm: bpmOf(times), cpuSeconds: cpuSince(started) });
    }
    outputs.set('aubio', aubioOutputs);
  }
  const peerRuns = peers.map(async (peer) => {
    let done = 0;
    const results = await trackWithPeer(python, peer, files, () => {
      if (++done % 8 === 0 || done === files.length) progress(`${peer}: ${done}/${files.length}`);
    });
    return [peer, files.map((file) => fromPeer(results.get(file)))] as const;
  });
  for (const [peer, result] of await Promise.all(peerRuns)) outputs.set(peer, result);
  return outputs;
}

const fromPeer = (result: PeerResult | undefined): TrackerOutput => ({
  beats: result?.positioned ?? null,
  times: result?.beats ?? [],
  bpm: result?.bpm ?? 0,
  cpuSeconds: result?.cpuSeconds ?? 0,
});

/** Median inter-beat tempo, for trackers that report beats only. */
function bpmOf(times: number[]): number {
  const intervals = times
    .slice(1)
    .map((time, index) => time - (times[index] as number))
    .sort((a, b) => a - b);
  const median = intervals[Math.floor(intervals.length / 2)];
  return median ? 60 / median : 0;
}

/** 16-bit stereo 44.1 kHz WAV, as every clip is written. */
const wavSeconds = (file: string) => (statSync(file).size - 44) / (44100 * 4);

const downbeatsOf = (output: TrackerOutput) =>
  output.beats?.filter((beat) => beat.value === 1).map((beat) => beat.time) ?? null;

async function scoreAgainstTruth(python: string, clips: RenderedClip[], outputs: Outputs) {
  const summaries: Record<string, unknown> = {};
  const perClip: Record<string, Record<string, unknown>> = Object.fromEntries(
    clips.map((clip) => [clip.name, { kind: clip.kind, bpm: clip.truth?.bpm, meters: clip.truth?.meters }]),
  );
  for (const [tracker, results] of outputs) {
    const pairs: ScorePair[] = clips.map((clip, index) => {
      const truth = clip.truth!;
      const output = results[index]!;
      return {
        reference: truth.beats.map((beat) => beat.time),
        estimated: output.times,
        referenceDownbeats: truth.beats.filter((beat) => beat.value === 1).map((beat) => beat.time),
        estimatedDownbeats: downbeatsOf(output),
      };
    });
    const mir = await mirEvalScores(python, pairs);
    const scores = clips.map((clip, index) => clipScores(results[index]!, clip.truth!, mir[index]!));
    summaries[tracker] = summarise(
      scores,
      clips.map((clip) => wavSeconds(clip.file)),
      results.map((result) => result.cpuSeconds),
    );
    clips.forEach((clip, index) => {
      const score = scores[index]!;
      perClip[clip.name]![tracker] = {
        f: round(score.f),
        downbeatF: score.downbeatF === undefined ? undefined : round(score.downbeatF),
        bpm: round(results[index]!.bpm),
        meterChanges: results[index]!.meterChanges,
      };
    });
  }
  console.log(`\n${clips.length} clips`);
  console.table(summaries);
  return { summary: summaries, perClip };
}

/**
 * Per tracker, its beats on the changed copies scored against its own beats on the originals (mir_eval,
 * as everywhere here): mean beat F and downbeat F, the clips whose beats moved (F < 0.9) and those
 * whose beats held but whose bars moved (downbeat F < 0.9).
 */
async function steadinessOf(python: string, original: Outputs, changed: Outputs) {
  const rows: Record<
    string,
    { beatF: number; downbeatF: number | null; beatsMoved: number; barsMoved: number | null }
  > = {};
  for (const [tracker, outputs] of original) {
    const pairs: ScorePair[] = outputs.map((output, index) => ({
      reference: output.times,
      estimated: changed.get(tracker)![index]!.times,
      referenceDownbeats: downbeatsOf(output),
      estimatedDownbeats: downbeatsOf(changed.get(tracker)![index]!),
    }));
    const scores = await mirEvalScores(python, pairs);
    const bars = scores.filter((score) => score.downbeatF !== undefined);
    rows[tracker] = {
      beatF: mean(scores.map((score) => score.f)),
      downbeatF: bars.length ? mean(bars.map((score) => score.downbeatF!)) : null,
      beatsMoved: scores.filter((score) => score.f < 0.9).length,
      barsMoved: bars.length ? bars.filter((score) => score.f >= 0.9 && score.downbeatF! < 0.9).length : null,
    };
  }
  return rows;
}

/** With no truth: each tracker's beat F against each other tracker's beats as the reference. */
async function agreement(set: SetName, python: string, clips: RenderedClip[], outputs: Outputs) {
  const trackers = [...outputs.keys()];
  const matrix: Record<string, Record<string, number>> = {};
  for (const reference of trackers) {
    for (const estimated of trackers) {
      if (reference === estimated) continue;
      const pairs: ScorePair[] = clips.map((_, index) => ({
        reference: outputs.get(reference)![index]!.times,
        estimated: outputs.get(estimated)![index]!.times,
        referenceDownbeats: downbeatsOf(outputs.get(reference)![index]!),
        estimatedDownbeats: downbeatsOf(outputs.get(estimated)![index]!),
      }));
      const mir = await mirEvalScores(python, pairs);
      (matrix[estimated] ??= {})[reference] = mean(mir.map((score) => score.f));
      if (reference === 'madmom' && estimated === 'downbeat') {
        (matrix[estimated] as Record<string, number>)['madmom downbeats'] = mean(
          mir.map((score) => score.downbeatF ?? 0),
        );
      }
    }
  }
  const seconds = clips.reduce((sum, clip) => sum + wavSeconds(clip.file), 0);
  const speed = Object.fromEntries(
    trackers.map((tracker) => [
      tracker,
      round(
        seconds /
          Math.max(
            1e-9,
            outputs.get(tracker)!.reduce((sum, output) => sum + output.cpuSeconds, 0),
          ),
      ),
    ]),
  );
  console.log(`\n${set}: beat F of the row tracker against the column tracker's beats (${clips.length} clips)`);
  console.table(matrix);
  return {
    agreement: matrix,
    timesRealTime: speed,
    perClip: Object.fromEntries(
      clips.map((clip, index) => [
        clip.name,
        Object.fromEntries(trackers.map((tracker) => [tracker, round(outputs.get(tracker)![index]!.bpm)])),
      ]),
    ),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
