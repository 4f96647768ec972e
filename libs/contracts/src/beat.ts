/**
 * A beat as the analysis reports it and as a synthesised track's ground truth states it, so the two
 * compare directly: seconds from the start of the file, and the position in the bar (1 = downbeat;
 * in 6/8 the beat is the dotted quarter, two to a bar).
 */
export interface Beat {
  time: number;
  /** Position in the bar: 1 = downbeat. */
  value: number;
}
