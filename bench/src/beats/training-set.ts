/**
 * Training data for the beat network (libs/audio/training): the network's input features and the
 * beats to learn, for
 *   - rendered-MIDI pieces of the `training` split (seed 5501, never the tuning or held-out seeds;
 *     the evaluation's styles with wider tempo ranges plus five styles the evaluation lacks), each
 *     rendered by fluidsynth with one of seven General MIDI soundfonts (the evaluation's three and
 *     four others), reverb on or off, then augmented (level, bass and treble shelves, noise);
 *   - our synthesiser's tracks from another seed (8080) than any benchmark's;
 *   - the `tuning` split's pieces, unaugmented, for validation while training.
 * Features come from `beatFeatures`, the function the analysis itself runs, on PCM decoded as the
 * analysis decodes it (`analysedSamples`; until 2026-11-27 a plain decode, 3 dB quieter for stereo).
 * Per item: `<name>.f32` (channel-major float32) and `<name>.json` (frames, channels, frame rate,
 * beats with bar positions, how it was made).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ANALYSIS_SAMPLE_RATE, beatFeatures } from '@downbeat/audio';
import { childSeed, demoTrackSpecs, type Random, seededRandom, synthesizeTrack } from '@downbeat/synth';
import { augment, drawAugmentation } from './augment';
import { analysedSamples } from './decoder-inputs';
import { encodeMidi, type MidiEvent, readMidiTiming } from './midi-file';
import { composeMidi } from './midi-compose';
import { planPiece } from './midi-piece';
import { SOUNDFONTS } from './midi-set';
import { truthOf } from './midi-truth';
import { TRAINING_STYLES } from './training-styles';

const run = promisify(execFile);
export const TRAINING_SEED = 5501;
export const TRAINING_SYNTH_SEED = 8080;
/** The production chain's draws for the validation copies of the tuning pieces. */
const TUNING_PRODUCTION_SEED = 1408;
export const TRAINING_SOUNDFONTS = [
  ...SOUNDFONTS,
  '/usr/share/sounds/sf3/FluidR3Mono_GM.sf3',
  '/usr/share/sounds/sf3/MuseScore_General_Full.sf3',
  '/usr/share/sounds/sf2/sf_GMbank.sf2',
  '/usr/share/sounds/sf2/OPL-3_FM_128M.sf2',
];

export interface TrainingItemInfo {
  name: string;
  source: 'midi' | 'synthesiser' | 'tuning';
  style: string;
  frames: number;
  channels: number;
  frameRate: number;
  beats: Array<{ time: number; value: number }>;
  made: Record<string, unknown>;
}

type Log = (line: string) => void;

/** `shard` [k, n]: only the pieces whose index is k modulo n, so n processes can share the work. */
export async function writeMidiTrainingItems(
  directory: string,
  count: number,
  log: Log,
  shard: [number, number] = [0, 1],
): Promise<void> {
  mkdirSync(directory, { recursive: true });
  for (let index = shard[0]; index < count; index += shard[1]) {
    const style = TRAINING_STYLES[index % TRAINING_STYLES.length]!;
    const name = `training-${String(index + 1).padStart(3, '0')}-${style.name}`;
    if (existsSync(path.join(directory, `${name}-plain.json`))) continue;
    const seed = childSeed(TRAINING_SEED, name);
    const plan = planPiece(style, seed, name, [35, 70]);
    const midiFile = path.join(directory, `${name}.mid`);
    const random = seededRandom(childSeed(seed, 'render'));
    await writeFile(midiFile, encodeMidi(withStemBalance(composeMidi(plan), random)));
    const soundfont = TRAINING_SOUNDFONTS[index % TRAINING_SOUNDFONTS.length]!;
    const reverb = random.chance(0.6);
    const wav = path.join(directory, `${name}.wav`);
    log(`training ${index + 1}/${count}: ${name} (${plan.meter}, ${plan.bpm} BPM, ${path.basename(soundfont)})`);
    await run(
      'fluidsynth',
      ['-ni', '-q', '-g', '0.5', '-r', '22050', '-R', reverb ? '1' : '0', '-C', reverb ? '1' : '0'].concat([
        '-F',
        wav,
        '-T',
        'wav',
        soundfont,
        midiFile,
      ]),
      { maxBuffer: 16 * 1024 * 1024 },
    );
    // Played slower or faster by resampling (pitch moves with tempo, as on a turntable): other
    // timbres, and tempi between the composer's.
    const speed = round3(random.between(0.85, 1.18));
    const samples = await analysedSamples(wav, Math.round(ANALYSIS_SAMPLE_RATE / speed));
    await rm(wav);
    const truth = truthOf(readMidiTiming(await readFile(midiFile)));
    const beats = truth.beats.map((beat) => ({ ...beat, time: beat.time / speed }));
    const made = {
      seed,
      bpm: plan.bpm,
      meter: plan.meter,
      soundfont: path.basename(soundfont),
      fluidsynthReverb: reverb,
      speed,
    };
    // Two items from one rendering: produced (reverb, compression, band limits …) and plain.
    for (const produced of [true, false]) {
      const itemName = produced ? name : `${name}-plain`;
      if (existsSync(path.join(directory, `${itemName}.json`))) continue;
      const change = drawAugmentation(random, produced);
      await writeItem(directory, augment(samples.slice(), ANALYSIS_SAMPLE_RATE, change, random), {
        name: itemName,
        source: 'midi',
        style: style.name,
        beats,
        made: { ...made, ...change },
      });
    }
  }
}

/** Each part's level drawn anew (MIDI volume): mixes where the drums, the bass or the chords lead. */
function withStemBalance(tracks: MidiEvent[][], random: Random): MidiEvent[][] {
  return tracks.map((events, index) => {
    const channel = events.find((event) => (event.bytes[0] as number) >> 4 === 0x9)?.bytes[0];
    if (index === 0 || channel === undefined) return events;
    const volume = Math.round(random.between(45, 127));
    // After the composer's own volume settings at tick 0, so this one wins.
    return [...events, { tick: 1, bytes: [0xb0 | (channel & 0x0f), 7, volume] }];
  });
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function writeSynthTrainingItems(directory: string, count: number, log: Log): Promise<void> {
  mkdirSync(directory, { recursive: true });
  const specs = demoTrackSpecs(count, TRAINING_SYNTH_SEED, { minSeconds: 40, maxSeconds: 80 });
  for (const [index, spec] of specs.entries()) {
    const name = `training-synth-${spec.name}`;
    if (existsSync(path.join(directory, `${name}.json`))) continue;
    log(`training synthesiser ${index + 1}/${count}: ${spec.name} (${spec.meter}, ${spec.bpm} BPM)`);
    const track = synthesizeTrack(spec, { sampleRate: 22050, channels: 1 });
    const samples = await analysedSamples({ pcm: track.pcm, sampleRate: 22050, channels: 1 });
    const random = seededRandom(childSeed(TRAINING_SYNTH_SEED, name));
    const change = drawAugmentation(random);
    await writeItem(directory, augment(samples, ANALYSIS_SAMPLE_RATE, change, random), {
      name,
      source: 'synthesiser',
      style: spec.genre,
      beats: track.truth.beats,
      made: { seed: spec.seed, bpm: spec.bpm, meter: spec.meter, ...change },
    });
  }
}

/**
 * The tuning split's rendered pieces (bench:beats renders them) for validation while training: each
 * as rendered, and once more through the production chain (augment.ts, its own seed), so the epoch
 * kept is the one that holds up on produced-sounding music too.
 */
export async function writeTuningItems(
  directory: string,
  clips: Array<{ name: string; kind: string; file: string; truth: { beats: TrainingItemInfo['beats'] } | null }>,
): Promise<void> {
  mkdirSync(directory, { recursive: true });
  for (const clip of clips) {
    if (existsSync(path.join(directory, `${clip.name}-produced.json`)) || !clip.truth) continue;
    const samples = await analysedSamples(clip.file);
    const info = { source: 'tuning' as const, style: clip.kind, beats: clip.truth.beats };
    await writeItem(directory, samples, { ...info, name: clip.name, made: { file: path.basename(clip.file) } });
    const produced = producedCopy(clip.name, samples);
    await writeItem(directory, produced.samples, {
      ...info,
      name: `${clip.name}-produced`,
      made: { file: path.basename(clip.file), ...produced.change },
    });
  }
}

/** A tuning piece through the production chain, drawn from its name (the same copy every time). */
export function producedCopy(name: string, samples: Float32Array) {
  const random = seededRandom(childSeed(TUNING_PRODUCTION_SEED, name));
  const change = drawAugmentation(random, true);
  return { change, samples: augment(samples.slice(), ANALYSIS_SAMPLE_RATE, change, random) };
}

async function writeItem(
  directory: string,
  samples: Float32Array,
  info: Omit<TrainingItemInfo, 'frames' | 'channels' | 'frameRate'>,
): Promise<void> {
  const features = beatFeatures(samples, ANALYSIS_SAMPLE_RATE);
  const values = features.values;
  await writeFile(
    path.join(directory, `${info.name}.f32`),
    Buffer.from(values.buffer, values.byteOffset, values.byteLength),
  );
  const item: TrainingItemInfo = {
    ...info,
    frames: features.frames,
    channels: features.channels,
    frameRate: features.frameRate,
  };
  // The JSON last: its presence marks a finished item, so an interrupted run resumes.
  await writeFile(path.join(directory, `${info.name}.json`), `${JSON.stringify(item)}\n`);
}
