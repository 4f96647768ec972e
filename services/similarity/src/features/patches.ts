/**
 * Where the 3-second patches musicnn sees are cut from a log-mel spectrogram. Patches start every
 * `hopFrames` frames from the start (musicnn's own tagger cuts them end to end, 187 frames apart);
 * the tail after the last whole patch, when it is at least half a patch, gets one more patch that
 * ends with the audio, so the last seconds of a track or an excerpt are described too. Audio
 * shorter than a patch is repeated to fill one, as musicnn's training padded short clips.
 */
import { MUSICNN } from './musicnn';

const { patchFrames, melBands, hop, sampleRate } = MUSICNN;
const SECONDS_PER_FRAME = hop / sampleRate;

export interface PatchPlacement {
  /** First spectrogram frame. */
  frame: number;
  /** Seconds from the start of the audio (frame centres are `frame × 16 ms`). */
  start: number;
  /** Seconds of audio the patch describes: 2.992, or less for audio shorter than a patch. */
  seconds: number;
}

export function placePatches(frames: number, hopFrames: number = patchFrames): PatchPlacement[] {
  if (!(Number.isInteger(hopFrames) && hopFrames > 0 && hopFrames <= patchFrames)) {
    throw new RangeError(`patch hop must be 1–${patchFrames} frames, not ${hopFrames}`);
  }
  const place = (frame: number, length: number = patchFrames): PatchPlacement => ({
    frame,
    start: frame * SECONDS_PER_FRAME,
    seconds: length * SECONDS_PER_FRAME,
  });
  if (frames <= 0) return [];
  if (frames < patchFrames) return [place(0, frames)];
  const placements: PatchPlacement[] = [];
  for (let frame = 0; frame + patchFrames <= frames; frame += hopFrames) placements.push(place(frame));
  const covered = (placements[placements.length - 1] as PatchPlacement).frame + patchFrames;
  if (frames - covered >= patchFrames / 2) placements.push(place(frames - patchFrames));
  return placements;
}

/** The patches' log-mel values end to end (patches × 187 × 96), a short input repeated to fill. */
export function gatherPatches(logMel: Float32Array, frames: number, placements: PatchPlacement[]): Float32Array {
  const row = melBands;
  const patches = new Float32Array(placements.length * patchFrames * row);
  placements.forEach((placement, index) => {
    const target = index * patchFrames * row;
    if (frames >= patchFrames) {
      patches.set(logMel.subarray(placement.frame * row, (placement.frame + patchFrames) * row), target);
      return;
    }
    for (let frame = 0; frame < patchFrames; frame++) {
      const source = (frame % frames) * row;
      patches.set(logMel.subarray(source, source + row), target + frame * row);
    }
  });
  return patches;
}
