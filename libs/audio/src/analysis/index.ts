export {
  analysePcm,
  analyseTrack,
  analyseTrackFile,
  ANALYSIS_SAMPLE_RATE,
  ANALYSIS_VERSION,
  barScoresOf,
  decodeForAnalysis,
  HIGHLIGHT_SECONDS,
  highlightsFor,
  type AnalyseOptions,
  type TrackAnalysis,
  type TrackAnalysisJob,
} from './analyse-track';
export {
  analysisDownmix,
  AudioDecodeError,
  decodePcm,
  floatsOf,
  type DecodedAudio,
  type DecodeOptions,
  type Loudness,
  type PcmSource,
} from './decode';
export { hannWindow, RealFft } from './fft';
export { type BarScore, type Highlight } from './highlights';
export { type DetectedMeterSegment, type DetectedTimeSignature } from './meter';
export { analyseRhythm, decodeRhythm, RHYTHM_SETTINGS, type RhythmAnalysis, type RhythmSettings } from './rhythm';
export { onsetEnvelopes, type OnsetEnvelopes } from './onset-strength';
export { tempoFromBeats } from './tempo';
export { audiowaveform, type AudiowaveformJson } from './waveform';
// Building blocks reused by versions, which computes its own bar features from the decoded audio.
export { beatChroma, cosine, unit } from './beat-chroma';
export { beatFeatures, type BeatFeatures } from './beat-features';
export {
  BEAT_MODEL_FILES,
  beatActivations,
  type BeatActivations,
  type BeatModelFile,
  parseBeatModel,
} from './beat-network';
