export { WorkerPool, workerTask, type WorkerPoolOptions, type WorkerPoolStats, type WorkerTask } from './worker-pool';
