/**
 * What the beat decoder reads for one clip: its samples, onset envelopes and the network's
 * activations — from the shipped network, or from the candidate weights file BEATS_TUNE_MODEL names
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

const candidateFile = process.env.BEATS_TUNE_MODEL;
const candidate = candidateFile
  ? parseBeatModel(JSON.parse(readFileSync(candidateFile, 'utf8')) as BeatModelFile)
  : undefined;

export function decoderInputs<Clip>(clip: Clip, samples: Float32Array) {
  return {
    clip,
    samples,
    envelopes: onsetEnvelopes(samples, ANALYSIS_SAMPLE_RATE),
    activations: beatActivations(beatFeatures(samples, ANALYSIS_SAMPLE_RATE), candidate),
  };
}

/** A clip's samples exactly as the analysis hears them (`decodeForAnalysis`: the level matters). */
export async function analysedSamples(
  source: string | PcmSource,
  sampleRate = ANALYSIS_SAMPLE_RATE,
): Promise<Float32Array> {
  return (await decodeForAnalysis(source, { sampleRate })).samples;
}
