export { GENRES, GENRE_STYLES, type Genre, type GenreStyle, type TimeSignature } from './genres';
export {
  beatsPerBar,
  type GroundTruth,
  type MeterSegment,
  type SectionName,
  type SectionSpec,
  type TimeSpan,
  type TrackSpec,
} from './track-spec';
export {
  groundTruthOf,
  synthesizeTrack,
  writeSynthesizedTrack,
  type SynthesizedTrack,
  type SynthesisOptions,
} from './synthesize-track';
export { demoTrackSpecs, songForm } from './demo-specs';
export { encodeWav, writeWav } from './wav';
export { childSeed, seededRandom, type Random } from './random';
