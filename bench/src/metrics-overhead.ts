/**
 * bench:metrics-overhead — what the HTTP RED metrics cost a request: the same Express app with and
 * without the platform's middleware (metrics-overhead-server.ts), each in its own process, driven
 * by autocannon at 32 connections in alternating rounds (bare, metrics, bare, metrics, …) so both
 * see the same machine. Reported: throughput ratio (metrics / bare, median of rounds) and the
 * server's CPU time per request on each side, whose difference is the middleware's cost; compare
 * it with what a gateway request costs (bench:catalog). Writes bench/results/metrics-overhead.json.
 * Settings: BENCH_SECONDS (per round, default 8), BENCH_ROUNDS (default 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpMetrics } from '@downbeat/platform';
import { REPO_ROOT } from '@downbeat/testing';
import { runLoad } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

interface Side {
  child: ChildProcess;
  url: string;
}

async function startSide(mode: 'bare' | 'metrics'): Promise<Side> {
  const child = spawn(process.execPath, [path.join(__dirname, 'metrics-overhead-server.js'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${mode} server exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function cpuMicros(side: Side): Promise<number> {
  const usage = (await (await fetch(`${side.url}/__cpu`)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

async function round(side: Side) {
  const before = await cpuMicros(side);
  const load = await runLoad({
    url: `${side.url}/v0/tracks/track-7`,
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
  });
  const cpu = (await cpuMicros(side)) - before;
  return {
    throughput: load.throughput,
    p99Ms: load.latencyMs.p99,
    cpuMicrosPerRequest: cpu / load.requests,
    non2xx: load.non2xx,
  };
}

/**
 * The middleware alone, without a socket: its CPU per request (two clock reads, two listeners, a
 * map lookup, an observe), which the HTTP numbers above cannot resolve below their noise.
 */
function directNanosPerRequest(iterations = 300_000): number {
  const timed = httpMetrics({ server: 'bench-direct', routeOf: () => '/v0/tracks/{trackId}' });
  const request = { method: 'GET' } as IncomingMessage;
  const run = (count: number) => {
    for (let i = 0; i < count; i++) {
      const response = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
      timed(request, response as unknown as ServerResponse, () => undefined);
      response.emit('finish');
      response.emit('close');
    }
  };
  const emitterOnly = (count: number) => {
    for (let i = 0; i < count; i++) {
      const response = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true });
      response.emit('finish');
      response.emit('close');
    }
  };
  run(iterations / 10);
  emitterOnly(iterations / 10);
  const cpu = (work: () => void) => {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    return (used.user + used.system) * 1000;
  };
  // What the fake response itself costs is measured apart and taken off.
  return (cpu(() => run(iterations)) - cpu(() => emitterOnly(iterations))) / iterations;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const bare = await startSide('bare');
  const metrics = await startSide('metrics');
  try {
    // Warm both (JIT, connection pools) before anything is counted.
    await runLoad({ url: `${bare.url}/v0/tracks/track-7`, connections: CONNECTIONS, durationSeconds: 2 });
    await runLoad({ url: `${metrics.url}/v0/tracks/track-7`, connections: CONNECTIONS, durationSeconds: 2 });
    const rounds: Array<{ bare: Awaited<ReturnType<typeof round>>; metrics: Awaited<ReturnType<typeof round>> }> = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await round(bare);
      const m = await round(metrics);
      rounds.push({ bare: b, metrics: m });
      console.log(
        `round ${i + 1}: bare ${b.throughput.toFixed(0)} req/s ${b.cpuMicrosPerRequest.toFixed(1)} µs CPU/req; ` +
          `metrics ${m.throughput.toFixed(0)} req/s ${m.cpuMicrosPerRequest.toFixed(1)} µs CPU/req`,
      );
    }
    const directNanos = median([directNanosPerRequest(), directNanosPerRequest(), directNanosPerRequest()]);
    const summary = {
      middlewareAloneNanosPerRequest: directNanos,
      throughputRatio: median(rounds.map((r) => r.metrics.throughput / r.bare.throughput)),
      bareCpuMicrosPerRequest: median(rounds.map((r) => r.bare.cpuMicrosPerRequest)),
      metricsCpuMicrosPerRequest: median(rounds.map((r) => r.metrics.cpuMicrosPerRequest)),
      addedCpuMicrosPerRequest: median(rounds.map((r) => r.metrics.cpuMicrosPerRequest - r.bare.cpuMicrosPerRequest)),
    };
    console.log(JSON.stringify(summary, null, 2));
    const results = path.join(REPO_ROOT, 'bench', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      path.join(results, 'metrics-overhead.json'),
      `${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, summary, rounds }, null, 2)}\n`,
    );
  } finally {
    bare.child.kill();
    metrics.child.kill();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
