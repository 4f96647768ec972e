/**
 * This package's CPU-heavy functions as worker-pool tasks: the module a worker thread loads (the
 * package's built entry) and the one-argument function it calls. The shape is the platform's
 * `WorkerTask`, kept structural so that the worker thread loads nothing of the platform.
 */
import type { DemoItemJob } from './demo/generate-demo-catalog';
import type { WrittenFile } from './demo/masters';

export interface SynthTask<Input, Output> {
  readonly module: string;
  readonly name: string;
  readonly __types?: (input: Input) => Output;
}

const task = <Input, Output>(name: string): SynthTask<Input, Output> => ({
  module: require.resolve('@downbeat/synth'),
  name,
});

export const synthTasks = {
  /** Synthesises one demo master and writes its files (`writeDemoItem`). */
  writeDemoItem: task<DemoItemJob, WrittenFile[]>('writeDemoItem'),
};
