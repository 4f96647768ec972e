/**
 * A partner's webhook endpoint for tests: a real HTTPS server with a self-signed certificate made
 * by openssl for 127.0.0.1, which verifies each request's Standard Webhooks signature itself (not
 * with our signing code) and records what it got. Used by the unit tests and the e2e suites.
 */
import { execFileSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  body: string;
  /** The signature verified against the secret, the timestamp within five minutes. */
  verified: boolean;
  /** The W3C `traceparent` header ('' without one): the trace the delivery belongs to. */
  traceparent: string;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Status codes to answer in turn before answering 204 (e.g. [500] fails the first attempt). */
  failFirst: number[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** The receiver's certificate (PEM): what the sender must trust. */
    readonly certificate: string,
    private readonly secret: () => string,
  ) {}

  static async start(secret: () => string): Promise<WebhookReceiver> {
    const dir = mkdtempSync(path.join(tmpdir(), 'webhook-receiver-'));
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem')],
        ...['-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
    const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    const holder: { receiver?: WebhookReceiver } = {};
    const server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const id = String(request.headers['webhook-id'] ?? '');
        const timestamp = String(request.headers['webhook-timestamp'] ?? '');
        const signatures = String(request.headers['webhook-signature'] ?? '').split(' ');
        holder.receiver!.received.push({
          id,
          timestamp,
          body,
          verified: verify(holder.receiver!.secret(), id, timestamp, body, signatures),
          traceparent: String(request.headers.traceparent ?? ''),
        });
        response.statusCode = holder.receiver!.failFirst.shift() ?? 204;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.receiver = new WebhookReceiver(server, `https://127.0.0.1:${port}/hooks/downbeat`, cert, secret);
    return holder.receiver;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Standard Webhooks verification, written from the specification. */
function verify(secret: string, id: string, timestamp: string, body: string, signatures: string[]): boolean {
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const presented = Buffer.from(signature, 'base64');
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  });
}
