/**
 * The beat decoder tuned on recordings: the network runs once per tuning recording, then each
 * settings override is decoded and scored by agreement (F-measure ±70 ms, first 5 s skipped) with
 * madmom and essentia, whose beats are cached per clip. Never the evaluation's recordings.
 */
import path from 'node:path';
import { type RhythmSettings } from '@downbeat/audio';
import { fMeasure } from '@downbeat/synth';
import { BENCH_DIR, progress } from '../system';
import { analysedSamples, decoderInputs } from './decoder-inputs';
import { meanOf, scoreEachSetting, SKIPPED_SECONDS } from './decoder-tuning';
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
  const prepared = [];
  for (const clip of clips) {
    const samples = await analysedSamples(clip.file);
    prepared.push(decoderInputs(clip, samples));
  }
  const afterFive = (times: number[]) => times.filter((time) => time >= SKIPPED_SECONDS);
  scoreEachSetting(
    prepared,
    overrides,
    (clip, rhythm) => {
      const ours = afterFive(rhythm.beats.map((beat) => beat.time));
      const peer = (name: PeerName) => peers.get(name)!.get(clip.file)!;
      return {
        madmom: fMeasure(ours, afterFive(peer('madmom').beats)),
        essentia: fMeasure(ours, afterFive(peer('essentia').beats)),
        bpm: `${rhythm.bpm} (madmom ${peer('madmom').bpm.toFixed(1)}, essentia ${peer('essentia').bpm.toFixed(1)})`,
      };
    },
    (rows) =>
      `agreement with madmom ${meanOf(rows.map((row) => row.madmom))}, ` +
      `with essentia ${meanOf(rows.map((row) => row.essentia))}`,
  );
}
