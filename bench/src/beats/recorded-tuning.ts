/**
 * The beat decoder tuned on recordings: the network runs once per tuning recording, then each
 * settings override is decoded and scored by agreement (F-measure ±70 ms, first 5 s skipped) with
 * madmom and essentia, whose beats are cached per clip, and downbeats with madmom's. Never the
 * evaluation's recordings. BEATS_TUNE_EXCERPTS=15,30 also decodes 15 and 30 s of each clip on their
 * own, cut as a version is (from a downbeat: the shipped settings' first after 8 s), and scores
 * their beats and downbeats against the whole clip's with the same settings: a version of a
 * recording is analysed again, and its beats and bars must not move with the context.
 */
import path from 'node:path';
import { ANALYSIS_SAMPLE_RATE, decodeRhythm, type RhythmSettings } from '@downbeat/audio';
import { downbeatFMeasure, fMeasure } from '@downbeat/synth';
import { BENCH_DIR, progress } from '../system';
import { analysedSamples, decoderInputs } from './decoder-inputs';
import { excerptSeconds, meanOf, scoreEachSetting, SKIPPED_SECONDS } from './decoder-tuning';
import { type PeerName, type PeerResult, peersPython, trackWithPeer } from './peers';
import { recordedSet, TUNING_RECORDINGS } from './recorded-set';

const PEERS: PeerName[] = ['madmom', 'essentia'];

export async function tuneOnRecordings(overrides: Array<Partial<RhythmSettings>>): Promise<void> {
  const python = peersPython();
  if (!python) throw new Error("the peers' Python is missing: bash bench/peers/setup.sh");
  const clips = await recordedSet(path.join(BENCH_DIR, 'beats', 'recorded-tuning'), progress, TUNING_RECORDINGS);
  const files = clips.map((clip) => clip.file);
  const peers = new Map<PeerName, Map<string, PeerResult>>();
  for (const peer of PEERS) peers.set(peer, await trackWithPeer(python, peer, files, () => undefined));
  progress(`${clips.length} tuning recordings; peers ${PEERS.join(', ')}`);
  const inputs = (clip: (typeof clips)[number], excerpt: number, from: number, samples: Float32Array) =>
    decoderInputs({ ...clip, excerpt, from }, samples);
  const prepared: Array<ReturnType<typeof inputs>> = [];
  for (const clip of clips) {
    const samples = await analysedSamples(clip.file);
    const whole = inputs(clip, 0, 0, samples);
    prepared.push(whole);
    if (!excerptSeconds.length) continue;
    // Cut as a version is: from a downbeat of the shipped settings' reading, the first after 8 s.
    const reading = decodeRhythm(samples, ANALYSIS_SAMPLE_RATE, whole.envelopes, whole.activations);
    const from = reading.beats.find((beat) => beat.value === 1 && beat.time >= 8)?.time;
    if (from === undefined) continue;
    for (const seconds of excerptSeconds) {
      const start = Math.round(from * ANALYSIS_SAMPLE_RATE);
      const end = start + Math.round(seconds * ANALYSIS_SAMPLE_RATE);
      if (end < samples.length) prepared.push(inputs(clip, seconds, from, samples.subarray(start, end)));
    }
  }
  const afterFive = <Timed extends { time: number } | number>(times: Timed[]) =>
    times.filter((time) => (typeof time === 'number' ? time : time.time) >= SKIPPED_SECONDS);
  // Each clip's whole reading under the settings being scored, for its excerpts to be held to: the
  // whole clip comes before its excerpts in `prepared`, so it is read first in every pass.
  const wholeReadings = new Map<string, Array<{ time: number; value: number }>>();
  scoreEachSetting(
    prepared,
    overrides,
    (clip, rhythm) => {
      const peer = (name: PeerName) => peers.get(name)!.get(clip.file)!;
      if (clip.excerpt) {
        const whole = wholeReadings
          .get(clip.file)!
          .filter((beat) => beat.time >= clip.from - 0.035 && beat.time < clip.from + clip.excerpt)
          .map((beat) => ({ ...beat, time: beat.time - clip.from }));
        return {
          excerpt: clip.excerpt,
          steadyBeats: fMeasure(
            rhythm.beats.map((beat) => beat.time),
            whole.map((beat) => beat.time),
          ),
          steadyBars: downbeatFMeasure(rhythm.beats, whole),
        };
      }
      wholeReadings.set(clip.file, rhythm.beats);
      const ours = afterFive(rhythm.beats.map((beat) => beat.time));
      const madmomBars = peer('madmom').positioned ?? [];
      return {
        excerpt: 0,
        madmom: fMeasure(ours, afterFive(peer('madmom').beats)),
        essentia: fMeasure(ours, afterFive(peer('essentia').beats)),
        madmomDownbeats: downbeatFMeasure(afterFive(rhythm.beats), afterFive(madmomBars)),
        bpm: `${rhythm.bpm} (madmom ${peer('madmom').bpm.toFixed(1)}, essentia ${peer('essentia').bpm.toFixed(1)})`,
      };
    },
    (rows) => {
      const whole = rows.filter((row) => !row.excerpt);
      const excerpts = excerptSeconds.map((seconds) => {
        const parts = rows.filter((row) => row.excerpt === seconds);
        const beats = parts.map((row) => row.steadyBeats ?? 0);
        const bars = parts.map((row) => row.steadyBars ?? 0);
        const moved = (values: number[]) => values.filter((f) => f < 0.5).length;
        return `; ${seconds} s from a downbeat: beats as the whole clip's ${meanOf(beats)} (moved ${moved(beats)}/${parts.length}), bars ${meanOf(bars)} (moved ${moved(bars)})`;
      });
      return (
        `agreement with madmom ${meanOf(whole.map((row) => row.madmom ?? 0))}, ` +
        `with essentia ${meanOf(whole.map((row) => row.essentia ?? 0))}, ` +
        `downbeats with madmom ${meanOf(whole.map((row) => row.madmomDownbeats ?? 0))}` +
        excerpts.join('')
      );
    },
  );
}
