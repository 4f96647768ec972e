export {
  barPositionAccuracy,
  bpmWithin,
  continuity,
  downbeatFMeasure,
  downbeatPrecision,
  fMeasure,
  overlapShare,
  type Continuity,
  type PositionedBeat,
  type Span,
} from './beat-scores';
