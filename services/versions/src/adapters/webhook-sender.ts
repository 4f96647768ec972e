/**
 * POSTs one webhook over HTTPS (node:https; the only file that does). `ca` adds trusted
 * certificates — a partner's private CA, or a test's self-signed receiver — beside the system's.
 */
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';

export interface WebhookAnswer {
  /** 0 when there was no HTTP answer. */
  statusCode: number;
  error: string;
}

export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer>;
}

export function httpsWebhookSender(options: { ca?: string; timeoutMs?: number } = {}): WebhookSender {
  const ca = options.ca ? [...rootCertificates, options.ca] : undefined;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    post(url, headers, body) {
      return new Promise((resolve) => {
        const outgoing = request(
          url,
          {
            method: 'POST',
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'user-agent': 'Downbeat-Webhooks/1',
            },
            ...(ca ? { ca } : {}),
            timeout: timeoutMs,
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, error: '' }));
            response.on('error', (error) => resolve({ statusCode: response.statusCode ?? 0, error: error.message }));
          },
        );
        outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        outgoing.on('error', (error) => resolve({ statusCode: 0, error: error.message }));
        outgoing.end(body);
      });
    },
  };
}
