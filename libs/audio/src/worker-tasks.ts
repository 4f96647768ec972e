/**
 * This package's CPU-heavy functions as worker-pool tasks: the module a worker thread loads (the
 * package's built entry) and the one-argument function it calls. The shape is the platform's
 * `WorkerTask`, kept structural so that this package needs nothing from the platform.
 */
import type { TrackAnalysis, TrackAnalysisJob } from './analysis/analyse-track';

export interface AudioTask<Input, Output> {
  readonly module: string;
  readonly name: string;
  /** The function takes an AbortSignal as its second argument (the platform's cancellable task). */
  readonly cancellable?: boolean;
  readonly __types?: (input: Input) => Output;
}

const task = <Input, Output>(name: string, options: { cancellable?: true } = {}): AudioTask<Input, Output> => ({
  module: require.resolve('@downbeat/audio'),
  name,
  ...options,
});

export const audioTasks = {
  /** Decodes a file with ffmpeg and analyses it (`analyseTrack`); a cancel kills the decode. */
  analyseTrackFile: task<TrackAnalysisJob, TrackAnalysis>('analyseTrackFile', { cancellable: true }),
};
