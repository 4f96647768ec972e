/**
 * Sections are cut on the music's own bars: a window starts on a downbeat and spans whole bars, so
 * a section found similar can be played from a downbeat, as an editor would cut it. Where the
 * analysis found no bars (ambient, noise), windows of fixed length stand in.
 */
export interface Beat {
  /** Seconds from the start. */
  time: number;
  /** Position in the bar; 1 = downbeat. */
  value: number;
}

export interface Section {
  /** Seconds from the start. */
  start: number;
  end: number;
}

/** Bars per indexed section, and how many bars the next one starts later. */
export const SECTION_BARS = 4;
export const SECTION_HOP_BARS = 2;
/** Window and hop when the audio has no bars. */
const UNBARRED_SECONDS = 8;
const UNBARRED_HOP_SECONDS = 4;
/** Shorter windows than this describe too little to be worth indexing. */
const SHORTEST_SECTION_SECONDS = 3;

export const downbeatsOf = (beats: readonly Beat[]): number[] =>
  beats.filter((beat) => beat.value === 1).map((beat) => beat.time);

/** The median distance between consecutive beats, seconds; 0.5 (120 BPM) without beats. */
export function beatPeriod(beats: readonly Beat[]): number {
  const gaps = beats.slice(1).map((beat, index) => beat.time - beats[index]!.time);
  if (gaps.length === 0) return 0.5;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

/**
 * The sections a track is indexed by: `SECTION_BARS` bars from every `SECTION_HOP_BARS`-th
 * downbeat (the last section may be shorter: it ends with the audio), or fixed windows when
 * there are too few bars.
 */
export function sectionsOf(beats: readonly Beat[], duration: number): Section[] {
  const downbeats = downbeatsOf(beats);
  if (downbeats.length < SECTION_BARS + 1) return fixedWindows(duration);
  const sections: Section[] = [];
  for (let bar = 0; bar < downbeats.length - 1; bar += SECTION_HOP_BARS) {
    const start = downbeats[bar]!;
    const end = downbeats[bar + SECTION_BARS] ?? duration;
    if (end - start >= SHORTEST_SECTION_SECONDS) sections.push({ start, end: Math.min(end, duration) });
    if (bar + SECTION_BARS >= downbeats.length) break;
  }
  return sections.length > 0 ? sections : fixedWindows(duration);
}

function fixedWindows(duration: number): Section[] {
  const sections: Section[] = [];
  for (let start = 0; start + SHORTEST_SECTION_SECONDS <= duration; start += UNBARRED_HOP_SECONDS) {
    sections.push({ start, end: Math.min(duration, start + UNBARRED_SECONDS) });
    if (start + UNBARRED_SECONDS >= duration) break;
  }
  return sections;
}
