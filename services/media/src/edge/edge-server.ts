/**
 * The media edge: serves HLS files and MP3 downloads from the blob store over HTTP, with byte
 * ranges, after checking on every request the HLS grant (cookie or stream token) or the download
 * signature, and catalog images, which are public (image-files.ts). No database: everything it
 * needs is in the path and the proof.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerUnparsableRequests, httpMetrics, type BlobStore, type Logger } from '@downbeat/platform';
import { trackIdOfWaveformPath } from '@downbeat/contracts';
import { REFUSAL_MESSAGES, type AccessGrants, type Verdict } from '../domain/access-grants';
import type { TrackAnalyses } from '../domain/ports';
import type { ImageLibrary } from '../domain/image-library';
import { edgeResource, type EdgeResource } from '../domain/media-layout';
import { cookieValues, withGrantInUris } from '../domain/playlist-grants';
import { contentTypeOf } from './content-types';
import { EdgeCors, type OriginsOf } from './cors';
import { imagePath, serveImage } from './image-files';
import { serveWaveform } from './waveform-files';
import { answer, sendBlob, sendBuffer } from './responses';

export interface EdgeOptions {
  host: string;
  port: number;
  blobs: BlobStore;
  grants: AccessGrants;
  /** Catalog images; generated covers are drawn on first request. */
  images: ImageLibrary;
  /** Track analyses, whose waveforms the edge serves. */
  analyses: Pick<TrackAnalyses, 'find'>;
  cookieName: string;
  /** The operator's origins, allowed for every partner (`*`: any origin). */
  allowedOrigins: string[];
  /** The origins a partner allows; none when absent. */
  originsOf?: OriginsOf;
  logger: Logger;
}

export interface RunningEdge {
  /** `http://host:port` as bound (port 0 picks a free one). */
  url: string;
  stop(): Promise<void>;
}

/**
 * The edge's RED metrics name a request by what it asked for (`/hls/*`, `/downloads/*`,
 * `/images/*`, `/waveforms/*`), never by its path, which holds track ids and signatures.
 */
const routes = new WeakMap<ServerResponse, string>();
const RESOURCE_ROUTES: Record<EdgeResource['kind'], string> = { hls: '/hls/*', download: '/downloads/*' };
const timed = httpMetrics({ server: 'media-edge', routeOf: (response) => routes.get(response) });

export async function startEdge(options: EdgeOptions): Promise<RunningEdge> {
  const cors = new EdgeCors(options.allowedOrigins, options.originsOf);
  const server: Server = createServer((request, response) => {
    timed(request, response, () => undefined);
    serve(options, cors, request, response).catch((error: unknown) => {
      options.logger.error({ err: error, path: pathOf(request) }, 'edge request failed');
      if (!response.headersSent) answer(response, 500, 'Internal error');
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  answerUnparsableRequests(server, options.logger);
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
  const url = new URL(request.url ?? '/', 'http://edge');
  const image = imagePath(url.pathname);
  const waveformOf = trackIdOfWaveformPath(url.pathname);
  const isPublic = image !== undefined || waveformOf !== undefined;
  const resource = isPublic ? undefined : edgeResource(url.pathname);
  const route = image
    ? '/images/*'
    : waveformOf !== undefined
      ? '/waveforms/*'
      : resource && RESOURCE_ROUTES[resource.kind];
  if (route) routes.set(response, route);
  const token = url.searchParams.get('token') ?? undefined;
  const verdict = resource ? check(options, resource, request, url, token) : undefined;
  // The partner a valid proof was granted to decides which origins may read with credentials.
  const partnerId = verdict?.granted ? verdict.partnerId : undefined;
  if (request.method === 'OPTIONS') return cors.answerPreflight(request, response, partnerId);
  if (!isPublic) await cors.apply(request, response, partnerId);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD, OPTIONS');
    return answer(response, 405, 'Method not allowed');
  }
  if (image) return serveImage(options.images, options.blobs, request, response, image);
  if (waveformOf !== undefined) return serveWaveform(options.analyses, request, response, waveformOf);
  if (!resource || !verdict) return answer(response, 404, 'Not found');
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
    return options.grants.checkDownload(url.pathname, {
      expires: url.searchParams.get('expires') ?? undefined,
      partner: url.searchParams.get('partner') ?? undefined,
      signature: url.searchParams.get('signature') ?? undefined,
    });
  const presented = [...cookieValues(request.headers.cookie, options.cookieName), ...(token ? [token] : [])];
  return options.grants.checkHls(resource.trackId, presented);
}

const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?')[0];
