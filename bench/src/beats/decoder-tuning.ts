/**
 * The loop both decoder tunings share (the MIDI tuning split against its truth, the tuning
 * recordings against the peers): every settings override decoded over every clip's prepared
 * inputs, each clip scored by the tuning's own function, one summary line per override.
 */
import {
  ANALYSIS_SAMPLE_RATE,
  decodeRhythm,
  RHYTHM_SETTINGS,
  type RhythmAnalysis,
  type RhythmSettings,
} from '@downbeat/audio';
import type { decoderInputs } from './decoder-inputs';
import { mean } from './scoring';

type DecoderInputs<Clip> = ReturnType<typeof decoderInputs<Clip>>;

/** The numbers of a comma-separated environment variable (`15,37`); none when it is unset. */
export const numbersFromEnv = (name: string): number[] =>
  (process.env[name] ?? '').split(',').filter(Boolean).map(Number);

/** BEATS_TUNE_EXCERPTS: lengths in seconds of the excerpts each tuning scores beside whole clips. */
export const excerptSeconds = numbersFromEnv('BEATS_TUNE_EXCERPTS');

/** The first 5 s are not scored, as mir_eval skips them. */
export const SKIPPED_SECONDS = 5;

/** The bench's mean (scoring.ts), printed to three decimals as the summary lines show it. */
export const meanOf = (values: number[]): string => mean(values).toFixed(3);

/**
 * Prints, per override, `summary` of the rows `score` gives each clip for the rhythm decoded with
 * those settings (BEATS_TUNE_VERBOSE=1: the rows too, a line per clip), clips in their order.
 */
export function scoreEachSetting<Clip extends { name: string }, Row extends object>(
  prepared: Array<DecoderInputs<Clip>>,
  overrides: Array<Partial<RhythmSettings>>,
  score: (clip: Clip, rhythm: RhythmAnalysis) => Row,
  summary: (rows: Row[]) => string,
): void {
  for (const override of overrides) {
    const settings = { ...RHYTHM_SETTINGS, ...override };
    const rows = prepared.map(({ clip, samples, envelopes, activations }) => ({
      name: clip.name,
      ...score(clip, decodeRhythm(samples, ANALYSIS_SAMPLE_RATE, envelopes, activations, settings)),
    }));
    console.log(`${JSON.stringify(override)}: ${summary(rows)}`);
    if (process.env.BEATS_TUNE_VERBOSE) console.table(rows);
  }
}
