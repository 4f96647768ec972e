export * from './synth';
export * from './evaluation';
export * from './demo';
export { synthTasks, type SynthTask } from './worker-tasks';
