/**
 * This package's CPU-heavy functions as worker-pool tasks: the module a worker thread loads (the
 * package's built entry) and the one-argument function it calls. The shape is the platform's
 * `WorkerTask`, kept structural so that this package needs nothing from the platform.
 */
import type { TrackAnalysis, TrackAnalysisJob } from './analysis/analyse-track';

export interface AudioTask<Input, Output> {
  readonly module: string;
  readonly name: string;
  readonly __types?: (input: Input) => Output;
}

const task = <Input, Output>(name: string): AudioTask<Input, Output> => ({
  module: require.resolve('@downbeat/audio'),
  name,
});

export const audioTasks = {
  /** Decodes a file with ffmpeg and analyses it (`analyseTrack`). */
  analyseTrackFile: task<TrackAnalysisJob, TrackAnalysis>('analyseTrackFile'),
};
