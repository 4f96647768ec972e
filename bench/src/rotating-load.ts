import { spawn } from 'node:child_process';
import path from 'node:path';

export interface WorkerOptions {
  baseUrl: string;
  /** Requested in turn by every connection. */
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface RotatingLoadResult {
  throughput: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

/** Drives a rotating list of paths with autocannon in a child process (load-worker.ts). */
export function runRotatingLoad(options: WorkerOptions): Promise<RotatingLoadResult> {
  return new Promise((resolve, reject) => {
    // Options go through stdin: tens of thousands of paths exceed what argv may hold.
    const child = spawn(process.execPath, [path.join(__dirname, 'load-worker.js')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(options));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as RotatingLoadResult) : reject(new Error(`load worker exited ${code}`)),
    );
  });
}
