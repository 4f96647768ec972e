// Loaded before anything else so OpenTelemetry can instrument gRPC, MongoDB and Kafka.
import path from 'node:path';
import { startTelemetry } from '@downbeat/platform/telemetry';

// The API process and the worker process (worker-main.js) share this module; their spans are told
// apart by `service.name`, so a trace shows which process rendered a job.
const isWorker = path.basename(process.argv[1] ?? '').startsWith('worker-main');

export const telemetry = startTelemetry({ serviceName: isWorker ? 'versions-worker' : 'versions' });
