/**
 * Bar positions that follow meter changes, from the beat network's downbeat probability at each
 * beat. A Viterbi pass over states (beats per bar 3 or 4 in simple time, 2 in compound time;
 * position in the bar) finds the bar grid that best explains those probabilities — a downbeat where
 * the network hears one, none where it does not — allowing the number of beats per bar to change
 * only at a bar line and only at a high cost, so a 4/4 song with an eight-bar 3/4 bridge comes out as 4/4 → 3/4 → 4/4 while a few
 * ambiguous bars do not make a change. The piece's prevailing bar length (the one whose grid alone
 * explains the piece best) is chosen first, and every bar of another length pays a little more.
 */
export const BAR_LENGTHS = [3, 4] as const;

/**
 * Two beats per bar is 6/8 when beats divide in three (the beat is the dotted quarter); 2/4 only if
 * a caller allows two-beat bars in simple time (the analysis does not: a 2/4 piece reads as 4/4).
 */
export type DetectedTimeSignature = '2/4' | '3/4' | '4/4' | '6/8';

export interface DetectedMeterSegment {
  /** Seconds: the first downbeat (or first beat) of the segment. */
  start: number;
  /** Seconds: where the next segment starts, or one beat after the last beat. */
  end: number;
  beatsPerBar: number;
  timeSignature: DetectedTimeSignature;
}

export interface BarGrid {
  /** Position in the bar of each beat, 1 = downbeat. */
  values: number[];
  /** Beats per bar of each beat's bar. */
  beatsPerBar: number[];
}

export interface MeterOptions {
  /**
   * Bar lengths (beats per bar) to consider: 3 and 4 in simple time, only 2 in compound time (6/8).
   * Two-beat bars in simple time are left out by default: the network often hears beats 1 and 3
   * of 4/4 alike, so a 2/4 reading explains a 4/4 song better than 4/4 does and halves the
   * precision of its downbeats, while 2/4 read as 4/4 only drops every other downbeat (each one
   * reported is true). No preference for the longer bar settles that: a 4/4 song would still switch
   * into 2/4 bars wherever they explain the third beats, for a switch's cost once.
   */
  barLengths?: readonly number[];
  /** Per beat, in log-likelihood: how much a 4/4 reading is favoured over 2/4 (3/4: half that). */
  longerBarPreference?: number;
  /** Cost of a meter change (log-probability units). */
  switchPenalty?: number;
  /** Cost of each bar whose length is not the piece's prevailing one. */
  offMeterCost?: number;
  /** Further evidence for each beat being a downbeat (log-likelihood units), e.g. harmonic change. */
  harmony?: number[];
  /**
   * Prior (log-likelihood units) that the first beat of the music is a downbeat: most tracks, and
   * every version cut from one, start on a bar line. It decides only where the beats' own evidence
   * is close — a short excerpt, or bars the network hears evenly — and a pickup with a clear bar
   * line after it still reads as one.
   */
  openingDownbeat?: number;
}

/** Per beat, in log-likelihood: how much a four-beat bar is favoured over a two-beat one (3: half). */
export const LONGER_BAR_PREFERENCE = 0.2;
/** Probabilities are kept off 0 and 1: one confident mistake must not outweigh a bar line. */
const FLOOR = 0.03;

/** `downbeat[i]`: the probability that beat i is the first of its bar. */
export function barGrid(downbeat: number[], options: MeterOptions = {}): BarGrid {
  const lengths = options.barLengths ?? BAR_LENGTHS;
  const emissions = downbeat.map((probability, index) => {
    const p = Math.min(1 - FLOOR, Math.max(FLOOR, probability));
    const opening = index === 0 ? (options.openingDownbeat ?? 0) : 0;
    return { down: Math.log(p) + (options.harmony?.[index] ?? 0) + opening, other: Math.log(1 - p) };
  });
  const single = lengths.map((length) =>
    viterbi(emissions, [length], { prevailing: length, offMeter: 0, switchPenalty: 0 }),
  );
  // Close calls go to the longer bar: 4/4 is far more common than 3/4 (and than 2/4, where that is
  // allowed), and a strong third beat is not a bar line (the network often hears 1 and 3 alike).
  const preference = (index: number) =>
    (options.longerBarPreference ?? LONGER_BAR_PREFERENCE) *
    emissions.length *
    (lengths[index] === 4 ? 1 : lengths[index] === 3 ? 0.5 : 0);
  let prevailing = 0;
  single.forEach((result, index) => {
    const best = single[prevailing] as { score: number };
    if (result.score + preference(index) > best.score + preference(prevailing)) prevailing = index;
  });
  return viterbi(emissions, lengths, {
    prevailing: lengths[prevailing] as number,
    offMeter: options.offMeterCost ?? 0.5,
    switchPenalty: options.switchPenalty ?? 5,
  }).grid;
}

interface BarCosts {
  prevailing: number;
  offMeter: number;
  switchPenalty: number;
}

function viterbi(
  emissions: Array<{ down: number; other: number }>,
  lengths: readonly number[],
  cost: BarCosts,
): { grid: BarGrid; score: number } {
  const states = lengths.flatMap((length) => Array.from({ length }, (_, position) => ({ length, position })));
  const count = emissions.length;
  if (count === 0) return { grid: { values: [], beatsPerBar: [] }, score: 0 };
  const emission = (beat: number, position: number, length: number) => {
    const here = emissions[beat] as { down: number; other: number };
    return position === 0 ? here.down - (length === cost.prevailing ? 0 : cost.offMeter) : here.other;
  };
  let scores = Float64Array.from(states, (state) => emission(0, state.position, state.length));
  const back: Int16Array[] = [];
  for (let beat = 1; beat < count; beat++) {
    const next = new Float64Array(states.length).fill(-Infinity);
    const links = new Int16Array(states.length);
    states.forEach((from, fromIndex) => {
      const base = scores[fromIndex] as number;
      states.forEach((to, toIndex) => {
        let transition: number;
        if (to.length === from.length && to.position === from.position + 1) transition = 0;
        else if (to.position === 0 && from.position === from.length - 1) {
          transition = to.length === from.length ? 0 : -cost.switchPenalty;
        } else return;
        const candidate = base + transition + emission(beat, to.position, to.length);
        if (candidate > (next[toIndex] as number)) {
          next[toIndex] = candidate;
          links[toIndex] = fromIndex;
        }
      });
    });
    scores = next;
    back.push(links);
  }
  let state = 0;
  scores.forEach((score, index) => {
    if (score > (scores[state] as number)) state = index;
  });
  const score = scores[state] as number;
  const path = [state];
  for (let beat = count - 1; beat > 0; beat--) {
    state = back[beat - 1]?.[state] ?? 0;
    path.push(state);
  }
  path.reverse();
  return {
    score,
    grid: {
      values: path.map((index) => (states[index]?.position ?? 0) + 1),
      beatsPerBar: path.map((index) => states[index]?.length ?? 4),
    },
  };
}
