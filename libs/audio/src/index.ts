export * from './analysis';
export { audioTasks, type AudioTask } from './worker-tasks';
