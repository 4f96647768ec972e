/**
 * The media edge: serves HLS files and MP3 downloads from the blob store over HTTP, with byte
 * ranges, after checking on every request the HLS grant (cookie or stream token) or the download
 * signature. No database: everything it needs is in the path and the proof.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { BlobInfo, BlobStore, Logger } from '@downbeat/platform';
import { REFUSAL_MESSAGES, type AccessGrants, type Verdict } from '../domain/access-grants';
import { parseRange } from '../domain/byte-range';
import { edgeResource, type EdgeResource } from '../domain/media-layout';
import { cookieValues, withGrantInUris } from '../domain/playlist-grants';
import { contentTypeOf } from './content-types';
import { EdgeCors } from './cors';

export interface EdgeOptions {
  host: string;
  port: number;
  blobs: BlobStore;
  grants: AccessGrants;
  cookieName: string;
  allowedOrigins: string[];
  logger: Logger;
}

export interface RunningEdge {
  /** `http://host:port` as bound (port 0 picks a free one). */
  url: string;
  stop(): Promise<void>;
}

export async function startEdge(options: EdgeOptions): Promise<RunningEdge> {
  const cors = new EdgeCors(options.allowedOrigins);
  const server: Server = createServer((request, response) => {
    serve(options, cors, request, response).catch((error: unknown) => {
      options.logger.error({ err: error, path: pathOf(request) }, 'edge request failed');
      if (!response.headersSent) answer(response, 500, 'Internal error');
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

async function serve(options: EdgeOptions, cors: EdgeCors, request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') return cors.answerPreflight(request, response);
  cors.apply(request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD, OPTIONS');
    return answer(response, 405, 'Method not allowed');
  }
  const url = new URL(request.url ?? '/', 'http://edge');
  const resource = edgeResource(url.pathname);
  if (!resource) return answer(response, 404, 'Not found');
  const token = url.searchParams.get('token') ?? undefined;
  const verdict = check(options, resource, request, url, token);
  if (!verdict.granted) return answer(response, 403, REFUSAL_MESSAGES[verdict.refusal]);
  const info = await options.blobs.stat(resource.blobKey);
  if (!info) return answer(response, 404, 'Not found');
  response.setHeader('Content-Type', contentTypeOf(resource.blobKey));
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Last-Modified', info.modifiedAt.toUTCString());
  if (resource.kind === 'download') {
    response.setHeader('Content-Disposition', `attachment; filename="${resource.fileName}"`);
    response.setHeader('Cache-Control', 'private, max-age=3600');
  } else {
    // Playlists are small and may be rewritten; segments never change under a rendition prefix.
    response.setHeader(
      'Cache-Control',
      resource.blobKey.endsWith('.m3u8') ? 'private, no-cache' : 'private, max-age=86400',
    );
  }
  if (resource.blobKey.endsWith('.m3u8')) {
    const playlist = (await options.blobs.readAll(resource.blobKey)).toString('utf8');
    return sendBuffer(request, response, Buffer.from(token ? withGrantInUris(playlist, token) : playlist, 'utf8'));
  }
  return sendBlob(options.blobs, request, response, info);
}

function check(
  options: EdgeOptions,
  resource: EdgeResource,
  request: IncomingMessage,
  url: URL,
  token: string | undefined,
): Verdict {
  if (resource.kind === 'download')
    return options.grants.checkDownload(
      url.pathname,
      url.searchParams.get('expires') ?? undefined,
      url.searchParams.get('signature') ?? undefined,
    );
  const presented = [...cookieValues(request.headers.cookie, options.cookieName), ...(token ? [token] : [])];
  return options.grants.checkHls(resource.trackId, presented);
}

async function sendBlob(blobs: BlobStore, request: IncomingMessage, response: ServerResponse, info: BlobInfo) {
  const range = parseRange(request.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${info.size}`);
    return answer(response, 416, 'Range not satisfiable');
  }
  if (range.kind === 'partial') {
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    response.setHeader('Content-Length', range.end - range.start + 1);
    response.writeHead(206);
  } else {
    response.setHeader('Content-Length', info.size);
    response.writeHead(200);
  }
  if (request.method === 'HEAD' || info.size === 0) return void response.end();
  try {
    const body = await blobs.read(info.key, range.kind === 'partial' ? range : undefined);
    await pipeline(body, response);
  } catch {
    // The client went away, or the rendition was deleted mid-read: the status line is out, so
    // all that is left is to cut the connection short, which the client sees as a failed fetch.
    response.destroy();
  }
}

function sendBuffer(request: IncomingMessage, response: ServerResponse, content: Buffer) {
  const range = parseRange(request.headers.range, content.length);
  if (range.kind === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${content.length}`);
    return answer(response, 416, 'Range not satisfiable');
  }
  const body = range.kind === 'partial' ? content.subarray(range.start, range.end + 1) : content;
  if (range.kind === 'partial')
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${content.length}`);
  response.setHeader('Content-Length', body.length);
  response.writeHead(range.kind === 'partial' ? 206 : 200);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The specification's error body. */
function answer(response: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message });
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.writeHead(status).end(body);
}

const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?')[0];
