/**
 * Beat tracking by dynamic programming (after Ellis, 2007): every frame's best score is its onset
 * strength plus the best score of a previous beat about one period earlier, penalised by how far
 * the gap strays from the period on a log scale. Backtracking from the best final frame gives a
 * beat sequence that follows strong onsets yet stays regular through quiet passages.
 */

export interface BeatTrackOptions {
  /** Higher keeps the beat spacing closer to the period. */
  tightness?: number;
}

/** Returns beat positions in (fractional) frames. */
export function trackBeats(envelope: Float32Array, period: number, options: BeatTrackOptions = {}): number[] {
  const tightness = options.tightness ?? 100;
  const frames = envelope.length;
  const score = new Float64Array(frames);
  const backlink = new Int32Array(frames).fill(-1);
  const earliest = Math.round(2 * period);
  const latest = Math.max(1, Math.round(period / 2));
  // The transition penalty depends only on the gap, so it is computed once per gap.
  const penalty = new Float64Array(earliest + 1);
  for (let gap = latest; gap <= earliest; gap++) penalty[gap] = -tightness * Math.log(gap / period) ** 2;
  for (let frame = 0; frame < frames; frame++) {
    let best = 0;
    let link = -1;
    for (let gap = latest; gap <= earliest && gap <= frame; gap++) {
      const candidate = (score[frame - gap] as number) + (penalty[gap] as number);
      if (link < 0 || candidate > best) {
        best = candidate;
        link = frame - gap;
      }
    }
    score[frame] = (envelope[frame] as number) + (link >= 0 ? Math.max(0, best) : 0);
    backlink[frame] = link >= 0 && best > 0 ? link : -1;
  }
  // End on the best-scoring frame within the last period.
  let last = frames - 1;
  for (let frame = Math.max(0, frames - Math.round(period)); frame < frames; frame++) {
    if ((score[frame] as number) > (score[last] as number)) last = frame;
  }
  const beats: number[] = [];
  for (let frame = last; frame >= 0; frame = backlink[frame] as number) beats.push(frame);
  beats.reverse();
  return beats.map((frame) => refine(envelope, frame));
}

/** Moves a beat to the sub-frame peak of the envelope when it sits on a local maximum. */
function refine(envelope: Float32Array, frame: number): number {
  const left = envelope[frame - 1] ?? 0;
  const centre = envelope[frame] ?? 0;
  const right = envelope[frame + 1] ?? 0;
  if (centre < left || centre < right) return frame;
  const curvature = left - 2 * centre + right;
  return curvature < 0 ? frame + (0.5 * (left - right)) / curvature : frame;
}
