/**
 * A load run in its own process (never sharing an event loop with a server it measures):
 * autocannon at a fixed number of connections over a rotating list of paths, recording every
 * response time so any percentile can be reported (autocannon's summary has no p95).
 * Input: WorkerOptions as JSON on stdin. Output: one JSON line (RotatingLoadResult).
 */
import type { RotatingLoadResult, WorkerOptions } from './rotating-load';

// autocannon ships no types; this is the part used here.
interface Autocannon {
  (options: Record<string, unknown>): NodeJS.EventEmitter & PromiseLike<AutocannonResult>;
}
interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  duration: number;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const options = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WorkerOptions;
  const url = new URL(options.baseUrl);
  const latencies: number[] = [];
  let sent = 0;
  const nextPath = () => options.paths[sent++ % options.paths.length];
  const run = autocannon({
    url: url.origin,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    // One rotation shared by all connections (not one per connection, which would send every
    // connection through the same paths in lock-step): request n asks for paths[n mod length].
    requests: [{ method: 'GET', setupRequest: (request: object) => ({ ...request, path: nextPath() }) }],
  });
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const output: RotatingLoadResult = {
    throughput: result.requests.total / options.durationSeconds,
    latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(latencies.at(-1) ?? 0) },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

const round = (ms: number) => Math.round(ms * 100) / 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
