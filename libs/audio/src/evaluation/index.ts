export {
  barPositionAccuracy,
  bpmWithin,
  continuity,
  downbeatFMeasure,
  fMeasure,
  overlapShare,
  type Continuity,
  type PositionedBeat,
  type Span,
} from './beat-scores';
