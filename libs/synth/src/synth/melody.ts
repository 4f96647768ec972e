/**
 * Melodies: a four-bar phrase per section kind, drawn from the track's seed so that every chorus
 * sings the same tune (the repetition the highlight finder looks for) while verses differ.
 */
import { type Harmony, scaleNote } from './harmony';
import { childSeed, seededRandom } from './random';

export interface MelodyNote {
  /** Bar within the phrase (0–3). */
  bar: number;
  /** Step within the bar on the meter's grid. */
  step: number;
  /** Length in steps. */
  steps: number;
  midi: number;
}

/**
 * Composes a phrase over `bars` bars of `beats` beats with `stepsPerBeat` steps each. Denser
 * phrases (chorus) put a note on nearly every beat.
 */
export function composePhrase(
  seed: number,
  label: string,
  harmony: Harmony,
  progression: number[],
  beats: number,
  stepsPerBeat: number,
  density: number,
): MelodyNote[] {
  const random = seededRandom(childSeed(seed, label));
  const notes: MelodyNote[] = [];
  let degree = random.integer(2, 6);
  progression.forEach((chordDegree, bar) => {
    for (let beat = 0; beat < beats; beat++) {
      const roll = random.next();
      if (beat > 0 && roll > density) continue;
      // On the downbeat the tune lands on a chord tone; elsewhere it steps through the scale.
      if (beat === 0) {
        const chordTones = [chordDegree, chordDegree + 2, chordDegree + 4].map((tone) => tone + 7);
        degree = chordTones.reduce((best, tone) => (Math.abs(tone - degree) < Math.abs(best - degree) ? tone : best));
      } else {
        degree += random.pick([-2, -1, -1, 1, 1, 2, 0]);
        degree = Math.min(13, Math.max(2, degree));
      }
      const split = beat > 0 && random.chance(0.35);
      const half = Math.max(1, Math.floor(stepsPerBeat / 2));
      const start = beat * stepsPerBeat;
      if (split) {
        notes.push({ bar, step: start, steps: half, midi: scaleNote(harmony.tonic, harmony.mode, degree) });
        degree += random.pick([-1, 1]);
        notes.push({
          bar,
          step: start + half,
          steps: stepsPerBeat - half,
          midi: scaleNote(harmony.tonic, harmony.mode, degree),
        });
      } else {
        const length = random.chance(0.3) && beat < beats - 1 ? 2 * stepsPerBeat : stepsPerBeat;
        notes.push({ bar, step: start, steps: length, midi: scaleNote(harmony.tonic, harmony.mode, degree) });
      }
    }
  });
  return notes;
}
