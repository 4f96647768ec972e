import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/**
 * The baseline: a bare Express server answering the same paths with the same JSON bodies from
 * memory — what the gateway would cost if auth, validation, gRPC and the database were free. The
 * bodies are kept as bytes and no ETag is computed per request, the fastest Express answer there
 * is, so the ratio is not flattered by a slow baseline.
 */
export async function startBareServer(bodies: Map<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const app = express();
  app.set('etag', false);
  const payloads = new Map([...bodies].map(([path, body]) => [path, Buffer.from(body)]));
  app.use((request, response, next) => {
    const body = payloads.get(request.originalUrl);
    if (body === undefined) return next();
    response.type('application/json').send(body);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
