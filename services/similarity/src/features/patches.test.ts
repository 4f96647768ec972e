import { MUSICNN } from './musicnn';
import { gatherPatches, placePatches } from './patches';

const { patchFrames, melBands } = MUSICNN;

describe('patch placement', () => {
  it("cuts patches end to end from the start, as musicnn's tagger does", () => {
    const placements = placePatches(3 * patchFrames + 10);
    expect(placements.map((placement) => placement.frame)).toEqual([0, patchFrames, 2 * patchFrames]);
    expect(placements[1]?.start).toBeCloseTo(2.992, 6);
    expect(placements.every((placement) => placement.seconds === 2.992)).toBe(true);
  });

  it('adds a patch ending with the audio when at least half a patch is left over', () => {
    const frames = 2 * patchFrames + 100;
    expect(placePatches(frames).map((placement) => placement.frame)).toEqual([0, patchFrames, frames - patchFrames]);
  });

  it('overlaps patches with a shorter hop', () => {
    expect(placePatches(2 * patchFrames, 93).map((placement) => placement.frame)).toEqual([0, 93, 186]);
  });

  it('repeats audio shorter than a patch to fill one, and says how long it was', () => {
    const frames = 50;
    const logMel = Float32Array.from({ length: frames * melBands }, (_, index) => Math.floor(index / melBands));
    const placements = placePatches(frames);
    expect(placements).toEqual([{ frame: 0, start: 0, seconds: (50 * 256) / 16_000 }]);
    const patch = gatherPatches(logMel, frames, placements);
    expect(patch).toHaveLength(patchFrames * melBands);
    expect(patch[120 * melBands]).toBe(120 % frames);
  });
});
