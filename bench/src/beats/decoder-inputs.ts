/**
 * What the beat decoder reads for one clip: its samples, onset envelopes and the networks'
 * activations — from the shipped pair, or from the candidate weights files BEATS_TUNE_MODEL names
 * (a network being trained is judged with the decoder it would ship with).
 */
import { readFileSync } from 'node:fs';
import {
  ANALYSIS_SAMPLE_RATE,
  beatActivations,
  beatFeatures,
  type BeatModelFile,
  decodeForAnalysis,
  onsetEnvelopes,
  parseBeatModel,
  type PcmSource,
} from '@downbeat/audio';

/** BEATS_TUNE_MODEL: weights files, comma-separated, whose mean is judged instead of the shipped pair. */
const candidates = (process.env.BEATS_TUNE_MODEL ?? '')
  .split(',')
  .filter(Boolean)
  .map((file) => parseBeatModel(JSON.parse(readFileSync(file, 'utf8')) as BeatModelFile));

export function decoderInputs<Clip>(clip: Clip, samples: Float32Array) {
  return {
    clip,
    samples,
    envelopes: onsetEnvelopes(samples, ANALYSIS_SAMPLE_RATE),
    activations: beatActivations(
      beatFeatures(samples, ANALYSIS_SAMPLE_RATE),
      candidates.length ? candidates : undefined,
    ),
  };
}

/** A clip's samples exactly as the analysis hears them (`decodeForAnalysis`: the level matters). */
export async function analysedSamples(
  source: string | PcmSource,
  sampleRate = ANALYSIS_SAMPLE_RATE,
): Promise<Float32Array> {
  return (await decodeForAnalysis(source, { sampleRate })).samples;
}
