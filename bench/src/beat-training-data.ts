/**
 * Writes the beat network's training data (bench/src/beats/training-set.ts) to
 * `.data/beats-training/` — `train/` (rendered-MIDI training split and synthesiser tracks) and
 * `validation/` (the tuning split) — for libs/audio/training/train.py. Resumes where it stopped.
 *
 *   npm run build && nice -n 10 npm run beats:training-data -w @downbeat/bench
 *   BEATS_TRAINING_PIECES=269  BEATS_TRAINING_SYNTH=32  BEATS_TRAINING_DIR=.data/beats-training
 *   BEATS_TRAINING_SHARD=1/2 (with BEATS_TRAINING_ONLY=midi): a second process for every other piece
 */
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';
import { renderedMidiSet } from './beats/midi-set';
import { writeMidiTrainingItems, writeSynthTrainingItems, writeTuningItems } from './beats/training-set';
import { BENCH_DIR, progress } from './system';

async function main(): Promise<void> {
  const directory = process.env.BEATS_TRAINING_DIR ?? path.join(REPO_ROOT, '.data', 'beats-training');
  // The shipped model was trained on the first 269 (a run of 320 stopped there to leave time to train).
  const pieces = Number(process.env.BEATS_TRAINING_PIECES ?? 269);
  const synth = Number(process.env.BEATS_TRAINING_SYNTH ?? 32);
  const only = process.env.BEATS_TRAINING_ONLY ?? 'validation,synthesiser,midi';
  if (only.includes('validation')) {
    const tuning = await renderedMidiSet('tuning', 32, path.join(BENCH_DIR, 'beats', 'midi-tuning'), progress);
    await writeTuningItems(path.join(directory, 'validation'), tuning);
  }
  if (only.includes('synthesiser')) await writeSynthTrainingItems(path.join(directory, 'train'), synth, progress);
  const [shard = 0, shards = 1] = (process.env.BEATS_TRAINING_SHARD ?? '0/1').split('/').map(Number);
  if (!(shards >= 1 && shard >= 0 && shard < shards)) throw new Error('BEATS_TRAINING_SHARD is k/n with 0 ≤ k < n');
  if (only.includes('midi')) {
    await writeMidiTrainingItems(path.join(directory, 'train'), pieces, progress, [shard, shards]);
  }
  progress(`training data in ${directory}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
