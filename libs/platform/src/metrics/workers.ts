/** The worker pools' saturation and work: queue depth, busy threads, task durations and refusals. */
import { counter, histogram, sampledGauge } from './registry';

export const poolQueueDepth = sampledGauge({
  name: 'downbeat_worker_pool_queue_depth',
  help: 'Tasks waiting for a worker thread',
  labelNames: ['pool'] as const,
});

export const poolBusyThreads = sampledGauge({
  name: 'downbeat_worker_pool_busy_threads',
  help: 'Tasks running on a worker thread now',
  labelNames: ['pool'] as const,
});

export const poolThreads = sampledGauge({
  name: 'downbeat_worker_pool_threads',
  help: 'Worker threads the pool may run at once',
  labelNames: ['pool'] as const,
});

export const poolTaskDuration = histogram({
  name: 'downbeat_worker_pool_task_duration_seconds',
  help: 'Time from submitting a task to its result (queueing included), by task and outcome',
  labelNames: ['pool', 'task', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
});

export const poolRejections = counter({
  name: 'downbeat_worker_pool_rejections_total',
  help: 'Tasks refused at once because the queue was full (resource-exhausted)',
  labelNames: ['pool'] as const,
});
