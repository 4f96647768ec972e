export {
  analysePcm,
  analyseTrack,
  analyseTrackFile,
  ANALYSIS_SAMPLE_RATE,
  HIGHLIGHT_SECONDS,
  highlightsFor,
  type AnalyseOptions,
  type TrackAnalysis,
  type TrackAnalysisJob,
} from './analyse-track';
export { AudioDecodeError, decodePcm, type DecodedAudio, type Loudness, type PcmSource } from './decode';
export { type BarScore, type Highlight } from './highlights';
export { type DetectedMeterSegment, type DetectedTimeSignature } from './meter';
export { analyseRhythm, type RhythmAnalysis } from './rhythm';
export { tempoFromBeats } from './tempo';
export { audiowaveform, type AudiowaveformJson } from './waveform';
export { beatFeatures, type BeatFeatures } from './beat-features';
