import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';

export interface LoadResult {
  /** Mean requests per second over the run. */
  throughput: number;
  latencyMs: { p50: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

/**
 * Drives one URL with autocannon in its own process, so the load generator never shares an event
 * loop with the server it measures; the gateway and the baseline get the very same tool and settings.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const bin = path.join(REPO_ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [
    bin,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.durationSeconds),
    ...headerArgs,
    options.url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const report = JSON.parse(output) as AutocannonReport;
      resolve({
        throughput: report.requests.average,
        latencyMs: { p50: report.latency.p50, p99: report.latency.p99, max: report.latency.max },
        requests: report.requests.total,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}

interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
