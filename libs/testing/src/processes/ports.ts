import { createServer } from 'node:net';

/**
 * Ports for test processes come from below Linux's ephemeral range (32768–60999 by default), from
 * which every outgoing connection — to Kafka, to a gRPC peer — takes its local port: a port picked
 * there (as `listen(0)` does) can be taken by some connection before the service binds it, which
 * failed a CI run with EADDRINUSE. Ports handed out once are not handed out again by this process.
 */
const LOWEST = 10_000;
const HIGHEST = 32_000;
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive ports that were free a moment ago (for GRPC_BASE_PORT). */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const base = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST - count));
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if (ports.some((port) => handedOut.has(port))) continue;
    const free = await Promise.all(ports.map(isFree));
    if (!free.every(Boolean)) continue;
    ports.forEach((port) => handedOut.add(port));
    return base;
  }
  throw new Error(`no ${count} consecutive free ports found between ${LOWEST} and ${HIGHEST}`);
}

/** A TCP port on loopback that was free a moment ago. */
export function freePort(): Promise<number> {
  return freePortRange(1);
}
