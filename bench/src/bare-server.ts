import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/**
 * How the bare server answers: `express-defaults` is Express as it comes, `res.send(json)` of the
 * stored text (Express then hashes each body for its ETag) — the baseline the issue names;
 * `tuned` keeps the bodies as bytes and computes no ETag, the fastest Express answer there is.
 */
export type BareServerKind = 'express-defaults' | 'tuned';

/**
 * The baseline: a bare Express server answering the same paths with the same JSON bodies from
 * memory — what the gateway would cost if auth, validation, gRPC and the database were free.
 */
export async function startBareServer(
  bodies: Map<string, string>,
  kind: BareServerKind,
): Promise<{ url: string; stop(): Promise<void> }> {
  const app = express();
  if (kind === 'tuned') app.set('etag', false);
  const payloads = new Map<string, string | Buffer>(
    [...bodies].map(([path, body]) => [path, kind === 'tuned' ? Buffer.from(body) : body]),
  );
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
