/**
 * The synthesised set: tracks from our own demo synthesiser (libs/audio) with the truth it
 * writes beside them — the set the tracker was first built on, kept so it cannot regress there.
 * The same seed and files as bench:audio (.data/bench/audio-<seed>/).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { demoTrackSpecs, type GroundTruth, writeSynthesizedTrack } from '@downbeat/synth';
import { type RenderedClip } from './midi-set';

export async function synthesisedSet(
  count: number,
  seed: number,
  directory: string,
  log: (line: string) => void,
): Promise<RenderedClip[]> {
  const clips: RenderedClip[] = [];
  for (const spec of demoTrackSpecs(count, seed, { minSeconds: 60, maxSeconds: 120 })) {
    const file = path.join(directory, `${spec.name}.wav`);
    const truthFile = path.join(directory, `${spec.name}.beats.json`);
    let truth: GroundTruth;
    if (existsSync(file) && existsSync(truthFile)) {
      truth = JSON.parse(await readFile(truthFile, 'utf8')) as GroundTruth;
    } else {
      log(`synthesising ${spec.name} (${spec.genre}, ${spec.meter}, ${spec.bpm} BPM)`);
      truth = (await writeSynthesizedTrack(directory, spec)).truth;
    }
    const meters = truth.meterSegments.map((segment) => segment.timeSignature);
    clips.push({
      name: spec.name,
      kind: spec.genre,
      file,
      truth: {
        beats: truth.beats,
        bpm: truth.bpm,
        meters,
        meterChanges: meters.length - 1,
        start: truth.beats[0]?.time ?? 0,
        end: truth.duration,
      },
    });
  }
  return clips;
}
